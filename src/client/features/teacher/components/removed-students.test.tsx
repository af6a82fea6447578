import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { CATALOGS } from '#shared/i18n/catalogs';
import { createI18n } from '#client/lib/i18n';
import { RemovedStudents } from './removed-students';
import { testStudent } from '../testing/test-student';

const en = CATALOGS.en.teacher;

function renderRemoved(students: Parameters<typeof RemovedStudents>[0]['students']) {
  const onOpen = vi.fn();
  const { container } = render(
    <I18nextProvider i18n={createI18n({ language: 'en', detect: false, catalogs: CATALOGS })}>
      <RemovedStudents students={students} onOpen={onOpen} />
    </I18nextProvider>,
  );
  return { container, onOpen };
}

describe('RemovedStudents', () => {
  it('shows nothing while no student was removed', () => {
    expect(renderRemoved([]).container).toBeEmptyDOMElement();
  });

  it('lists a removed student under its heading with their answers, and opens their drill-down', async () => {
    const trond = { ...testStudent('Trond', 20, false), removed: true };
    const { onOpen } = renderRemoved([trond]);
    expect(screen.getByRole('heading', { name: en.students.removedTitle })).toBeInTheDocument();
    expect(screen.getByText(en.students.removedNote)).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Trond 20 of 20 correct');
    await userEvent.click(screen.getByRole('button', { name: 'Trond' }));
    expect(onOpen).toHaveBeenCalledWith(trond);
  });
});
