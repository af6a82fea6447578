import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { CATALOGS } from '#shared/i18n/catalogs';
import type { Language } from '#shared/i18n/languages';
import { createI18n } from '#client/lib/i18n';
import { EndSessionDialog } from './end-session-dialog';

function openDialog(openNames: readonly string[], hideNames = false, language: Language = 'en') {
  render(
    <I18nextProvider i18n={createI18n({ language, detect: false, catalogs: CATALOGS })}>
      <EndSessionDialog
        open
        sessionId="s-1"
        teacherToken="t-1"
        hasStudents
        openNames={openNames}
        hideNames={hideNames}
        onCancel={vi.fn()}
        onConfirm={vi.fn()}
      />
    </I18nextProvider>,
  );
  return screen.getByRole('dialog', { name: /End the session|Завершити/ });
}

describe('the dialog before ending a session', () => {
  it('says that names still asked about join the class as new pupils, and which', () => {
    const dialog = openDialog(['Ada 2']);
    expect(dialog).toHaveTextContent(
      "1 question about a pupil's name is still unanswered. If you end now, this pupil is added",
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('Ada 2');
  });

  it('counts the open questions in the plural form of the language', () => {
    const names = ['Ada 2', 'Bo 2', 'Cy 2', 'Dan 2', 'Emil 2'];
    openDialog(names, false, 'uk');
    expect(screen.getByText(/^5 питань про імена учнів залишилося/)).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(names);
  });

  it('names nobody while names are hidden from the room', () => {
    const dialog = openDialog(['Ada 2'], true);
    expect(dialog).toHaveTextContent("1 question about a pupil's name is still unanswered.");
    expect(dialog).not.toHaveTextContent('Ada 2');
  });

  it('says nothing of names when no question is open', () => {
    const dialog = openDialog([]);
    expect(dialog).not.toHaveTextContent(/unanswered/);
    expect(screen.queryByRole('list')).toBeNull();
  });
});
