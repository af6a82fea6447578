import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { CATALOGS } from '#shared/i18n/catalogs';
import { createI18n } from '#client/lib/i18n';
import type { Language } from '#shared/i18n/languages';
import type { ClassPupil } from '../model/class-record';
import { PupilDialog } from './pupil-dialog';

const ASE = { id: 'p-ase', name: 'Åse', addedAt: 0 };
const ASE_2 = { id: 'p-ase-2', name: 'Åse 2', addedAt: 0 };

/** The class page's side of a change: its save, which succeeds. */
const saved = () => vi.fn((): Promise<unknown> => Promise.resolve());

/** The dialog for `pupil`, in a class that also has Åse, in the language of `i18n`. */
function dialogFor(
  pupil: ClassPupil,
  onChange: () => Promise<unknown>,
  i18n = createI18n({ language: 'en', detect: false, catalogs: CATALOGS }),
) {
  return (
    <I18nextProvider i18n={i18n}>
      <PupilDialog pupil={pupil} others={[ASE]} onChange={onChange} onClose={vi.fn()} />
    </I18nextProvider>
  );
}

/**
 * The dialog for Åse 2 with earlier names `formerNames`; `savedWith` shows it again as the class
 * page does once a change is saved, with the names the pupil then has.
 */
function openForgetting(formerNames: readonly string[]) {
  const onChange = saved();
  const i18n = createI18n({ language: 'en', detect: false, catalogs: CATALOGS });
  const dialogOf = (names: readonly string[]) =>
    dialogFor({ ...ASE_2, formerNames: names }, onChange, i18n);
  const { rerender } = render(dialogOf(formerNames));
  return { onChange, savedWith: (names: readonly string[]) => rerender(dialogOf(names)) };
}

function openDialogFor(onChange = saved(), pupil: ClassPupil = ASE_2, language: Language = 'en') {
  render(dialogFor(pupil, onChange, createI18n({ language, detect: false, catalogs: CATALOGS })));
  return onChange;
}

describe('the pupil dialog', () => {
  it("lists the pupil's earlier names with what they are for, and tells the name field", () => {
    openDialogFor(saved(), { ...ASE_2, formerNames: ['Åsa', 'Åse H'] });
    const note =
      'Earlier names: Åsa and Åse H. You may be asked whether a child who joins a lesson under ' +
      'one of them is this pupil.';
    expect(screen.getByText(note)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(note);
  });

  it('forgets an earlier name the teacher picks, and says so once it is gone, the focus in the dialog', async () => {
    const { onChange, savedWith } = openForgetting(['Åsa', 'Åse H']);
    await userEvent.click(screen.getByRole('button', { name: 'Forget the name Åse H' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ kind: 'forgetName', name: 'Åse H' });
    expect(screen.queryByText('The name Åse H is forgotten.')).toBeNull();
    savedWith(['Åsa']);
    expect(screen.getByText('The name Åse H is forgotten.')).toHaveAttribute('aria-live', 'polite');
    const field = screen.getByRole('textbox', { name: 'Name' });
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription(/^Earlier name: Åsa\./);
    expect(screen.getByRole('button', { name: 'Forget the name Åsa' })).toBeInTheDocument();
  });

  it('says every name forgotten by quick clicks, not only the last', async () => {
    const { savedWith } = openForgetting(['Åsa', 'Åse H', 'Åse B']);
    await userEvent.click(screen.getByRole('button', { name: 'Forget the name Åse H' }));
    await userEvent.click(screen.getByRole('button', { name: 'Forget the name Åsa' }));
    savedWith(['Åsa', 'Åse B']);
    expect(screen.getByText('The name Åse H is forgotten.')).toHaveAttribute('aria-live', 'polite');
    savedWith(['Åse B']);
    expect(screen.getByText('The names Åse H and Åsa are forgotten.')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('leaves the focus where the teacher went while a forget was being saved', async () => {
    const { savedWith } = openForgetting(['Åsa', 'Åse H']);
    await userEvent.click(screen.getByRole('button', { name: 'Forget the name Åse H' }));
    const close = screen.getByRole('button', { name: 'Close' });
    close.focus();
    savedWith(['Åsa']);
    expect(screen.getByText('The name Åse H is forgotten.')).toBeInTheDocument();
    expect(close).toHaveFocus();
  });

  it('says inside the dialog that a forget could not be saved, until one is', async () => {
    const onChange = vi.fn((): Promise<unknown> => Promise.reject(new Error('storage is full')));
    openDialogFor(onChange, { ...ASE_2, formerNames: ['Åsa'] });
    await userEvent.click(screen.getByRole('button', { name: 'Forget the name Åsa' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /cannot keep classes right now .* Nothing was changed\./,
    );
    onChange.mockImplementation(() => Promise.resolve());
    await userEvent.click(screen.getByRole('button', { name: 'Forget the name Åsa' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('names one earlier name in the singular form of the language', () => {
    openDialogFor(saved(), { ...ASE_2, formerNames: ['Åse H'] }, 'nn');
    expect(
      screen.getByText(/^Tidlegare namn: Åse H\. Blir eit barn med i ei økt under dette namnet/),
    ).toBeInTheDocument();
  });

  it('says nothing of earlier names for a pupil who has none', () => {
    openDialogFor();
    expect(screen.queryByText(/Earlier name/)).toBeNull();
    expect(screen.queryByRole('button', { name: /Forget the name/ })).toBeNull();
  });

  it("refuses another pupil's name in any case, and says why", async () => {
    const onChange = openDialogFor();
    const field = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(field);
    await userEvent.type(field, ' åse {Enter}');
    expect(screen.getByText(/Åse is already a pupil of the class/)).toHaveAttribute(
      'aria-live',
      'polite',
    );
    expect(field).toHaveAccessibleDescription(/Åse is already a pupil of the class/);
    expect(screen.getByRole('button', { name: 'Save the name' })).toBeDisabled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('saves a name no other pupil has', async () => {
    const onChange = openDialogFor();
    const field = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Åsa');
    expect(screen.queryByText(/is already a pupil of the class/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save the name' }));
    expect(onChange).toHaveBeenCalledWith({ kind: 'rename', name: 'Åsa' });
  });
});
