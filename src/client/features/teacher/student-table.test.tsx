import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { StudentSummary } from '#shared/contracts/sessions';
import { createI18n } from '../../lib/i18n';
import { StudentTable } from './student-table';
import { CATALOGS } from '#shared/i18n/catalogs';

const pupil = (name: string): StudentSummary => ({
  id: name,
  name,
  joinedAt: '2026-11-23T08:00:00.000Z',
  connected: true,
  currentOperationIndex: 0,
  finished: false,
  stats: {
    correct: 0,
    incorrect: 0,
    streak: 0,
    bestStreak: 0,
    questionsAnswered: 0,
    totalTimeSpent: 0,
  },
});

describe('StudentTable', () => {
  it('shows a name that looks like markup as plain text, never as elements', () => {
    const hostile = '<img src=x onerror=alert(1)><b>Hi</b>';
    const { container } = render(
      <I18nextProvider i18n={createI18n({ language: 'en', detect: false, catalogs: CATALOGS })}>
        <StudentTable
          students={[pupil(hostile)]}
          onRemove={() => undefined}
          onOpen={() => undefined}
        />
      </I18nextProvider>,
    );
    expect(screen.getByText(hostile)).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
  });
});
