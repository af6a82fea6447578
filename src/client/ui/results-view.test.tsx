import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { CATALOGS } from '#shared/i18n/catalogs';
import { createI18n } from '#client/lib/i18n';
import { ResultsView } from './results-view';

const FIGURES = {
  correct: 7,
  incorrect: 3,
  streak: 2,
  bestStreak: 4,
  questionsAnswered: 10,
  timeSpentMs: 42_000,
};

function renderInEnglish(view: ReactElement) {
  return render(
    <I18nextProvider i18n={createI18n({ language: 'en', detect: false, catalogs: CATALOGS })}>
      {view}
    </I18nextProvider>,
  );
}

describe('ResultsView', () => {
  it('gives its heading the focus, as the answer button that had it is gone', () => {
    renderInEnglish(
      <ResultsView figures={FIGURES} actions={<button type="button">Go on</button>} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Your results' })).toHaveFocus();
  });

  it('shows the news, then the actions, then what there is to look through', () => {
    renderInEnglish(
      <ResultsView
        figures={FIGURES}
        news={<p>New badge</p>}
        actions={<button type="button">Practise again</button>}
        more={<h2>Badges</h2>}
      />,
    );
    const news = screen.getByText('New badge');
    const action = screen.getByRole('button', { name: 'Practise again' });
    const more = screen.getByRole('heading', { name: 'Badges' });
    expect(news.compareDocumentPosition(action)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(action.compareDocumentPosition(more)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('lists the counts, the streaks and then the time, which gets a wide tile', () => {
    renderInEnglish(<ResultsView figures={FIGURES} actions={null} />);
    const labels = screen.getAllByRole('term').map((term) => term.textContent);
    expect(labels).toEqual(['Correct', 'Wrong', 'Current streak', 'Best streak', 'Answering time']);
  });

  it('gives no score and no grade to a child who answered nothing', () => {
    const nothing = { ...FIGURES, correct: 0, incorrect: 0, streak: 0, bestStreak: 0 };
    renderInEnglish(<ResultsView figures={{ ...nothing, questionsAnswered: 0 }} actions={null} />);
    expect(screen.getByText(CATALOGS.en.results.noAnswers)).toBeInTheDocument();
    expect(screen.queryByText(/% correct/)).not.toBeInTheDocument();
    expect(screen.queryByText(CATALOGS.en.results.grade.practiceMore)).not.toBeInTheDocument();
  });

  it('scores a child who answered and got none right', () => {
    const allWrong = { ...FIGURES, correct: 0, incorrect: 2, questionsAnswered: 2 };
    renderInEnglish(<ResultsView figures={allWrong} actions={null} />);
    expect(screen.getByText('0 % correct')).toBeInTheDocument();
    expect(screen.getByText(CATALOGS.en.results.grade.practiceMore)).toBeInTheDocument();
  });
});
