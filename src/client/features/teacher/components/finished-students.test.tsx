import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import type { StudentSummary } from '#shared/contracts/sessions';
import { CATALOGS } from '#shared/i18n/catalogs';
import { createI18n } from '#client/lib/i18n';
import { FinishedStudents } from './finished-students';
import { testStudent } from '../testing/test-student';

function student(id: string, finished: boolean, removed = false): StudentSummary {
  return { ...testStudent(id, 5), finished, removed };
}

function renderFinished(
  students: StudentSummary[],
  onAnotherRound = vi.fn(() => Promise.resolve(true)),
) {
  render(
    <I18nextProvider i18n={createI18n({ language: 'en', detect: false, catalogs: CATALOGS })}>
      <FinishedStudents
        students={students}
        continuousMode={false}
        busy={false}
        onAnotherRound={onAnotherRound}
      />
    </I18nextProvider>,
  );
  return onAnotherRound;
}

describe('FinishedStudents', () => {
  it('counts who has finished among the students still in the class', () => {
    renderFinished([student('a', true), student('b', false), student('c', true, true)]);
    expect(screen.getByText('Finished: 1 of 2')).toBeInTheDocument();
  });

  it('gives them another round and says how many got it', async () => {
    const onAnotherRound = renderFinished([
      student('a', true),
      student('b', true),
      student('c', false),
    ]);
    await userEvent.click(
      screen.getByRole('button', { name: 'Another round for those who have finished' }),
    );
    expect(onAnotherRound).toHaveBeenCalledOnce();
    expect(await screen.findByText('Pupils given another round: 2')).toBeInTheDocument();
  });

  it('offers nothing while nobody has finished', () => {
    renderFinished([student('a', false)]);
    expect(
      screen.getByRole('button', { name: 'Another round for those who have finished' }),
    ).toBeDisabled();
  });
});
