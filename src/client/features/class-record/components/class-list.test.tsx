import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { fireEvent, render, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { CATALOGS } from '#shared/i18n/catalogs';
import { createI18n } from '#client/lib/i18n';
import { classOf } from '../model/test-class-records';
import { classFileText } from '../stores/class-file';
import { saveClass } from '../stores/classes';
import { ClassList } from './class-list';

// The page's sync with the teacher's other devices has no server here.
vi.mock('../backup/class-backup', () => ({ syncAllClassBackups: () => Promise.resolve() }));

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

function renderList() {
  render(
    <I18nextProvider i18n={createI18n({ language: 'en', detect: false, catalogs: CATALOGS })}>
      <Router hook={memoryLocation({ path: '/teacher' }).hook}>
        <ClassList onStartLesson={vi.fn()} />
      </Router>
    </I18nextProvider>,
  );
}

/** Chooses a file holding `text` (a test DOM's File may not read itself). */
function importText(text: string) {
  const file = new File([text], 'class.json', { type: 'application/json' });
  const readable = Object.assign(file, { text: () => Promise.resolve(text) });
  fireEvent.change(screen.getByTestId('class-file'), { target: { files: [readable] } });
}

const notAClass = 'That file is not a class file from Mattemester. Nothing was changed.';

describe('importing a class from a file', () => {
  it('clears the last import’s error when the next file is read', async () => {
    const record = classOf(['Ada']);
    await saveClass(record);
    renderList();
    await screen.findByText(record.name);

    importText('not a class');
    expect(await screen.findByText(notAClass)).toHaveAttribute('role', 'alert');

    importText(classFileText(record));
    expect(
      await screen.findByRole('dialog', {
        name: `Replace the class ${record.name} on this device?`,
      }),
    ).toBeInTheDocument();
    expect(screen.queryByText(notAClass)).toBeNull();
  });
});
