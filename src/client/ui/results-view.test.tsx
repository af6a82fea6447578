import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { CATALOGS } from '#shared/i18n/catalogs';
import { createI18n } from '#client/lib/i18n';
import { ResultsView } from './results-view';

describe('ResultsView', () => {
  it('gives its heading the focus, as the answer button that had it is gone', () => {
    render(
      <I18nextProvider i18n={createI18n({ language: 'en', detect: false, catalogs: CATALOGS })}>
        <ResultsView
          figures={{
            correct: 7,
            incorrect: 3,
            streak: 2,
            bestStreak: 4,
            questionsAnswered: 10,
            timeSpentMs: 42_000,
          }}
          actions={<button type="button">Go on</button>}
        />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Your results' })).toHaveFocus();
  });
});
