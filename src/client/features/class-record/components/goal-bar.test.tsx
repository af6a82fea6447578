import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { CATALOGS } from '#shared/i18n/catalogs';
import { createI18n } from '#client/lib/i18n';
import { GoalBar } from './goal-bar';

const goal = { measure: 'rightAnswers', target: 40, setAt: 0, dueAt: 1_000 } as const;

function showBar(pastDue: boolean) {
  render(
    <I18nextProvider i18n={createI18n({ language: 'en', detect: false, catalogs: CATALOGS })}>
      <GoalBar progress={{ goal, value: 30, share: 0.75, reached: false, pastDue }} />
    </I18nextProvider>,
  );
}

describe('the class goal bar', () => {
  it('says the day has passed and what the class reached by then', () => {
    showBar(true);
    expect(
      screen.getByText('The deadline has passed. Together we reached 30 of 40.'),
    ).toBeInTheDocument();
  });

  it('shows the count alone before the day', () => {
    showBar(false);
    expect(screen.getByText('30 of 40')).toBeInTheDocument();
  });
});
