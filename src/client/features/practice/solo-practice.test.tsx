import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Route, Switch } from '#client/lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '#client/lib/i18n';
import { badgesStore } from '#client/lib/badges-store';
import { lastPracticeResult } from '#client/lib/practice-result-store';
import { accessibilityStore, DEFAULT_ACCESSIBILITY } from '#client/lib/accessibility-store';
import { PracticePage } from './practice-page';
import { CATALOGS } from '#shared/i18n/catalogs';
import { stubSpeech } from '#client/lib/speech-stub';

function renderPractice(path = '/practice/addition') {
  return render(
    <I18nextProvider i18n={createI18n({ language: 'en', detect: false, catalogs: CATALOGS })}>
      <Router hook={memoryLocation({ path }).hook}>
        <Switch>
          <Route path="/">
            <h1>Home page</h1>
          </Route>
          <Route path="/practice/:skill">
            <PracticePage seed={1234} />
          </Route>
          <Route path="/results">
            <h1>Results page</h1>
          </Route>
        </Switch>
      </Router>
    </I18nextProvider>,
  );
}

function answerButtons() {
  return within(screen.getByRole('group', { name: 'Answers' })).getAllByRole('button');
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('solo practice keyboard', () => {
  it('answers with the number keys and ignores further keys until the next question', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPractice();
    expect(screen.getByText('Question 1 of 10')).toBeInTheDocument();
    await user.keyboard('2');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(/Correct! Well done!|Not quite\. The answer is \d+\./);
    const before = status.textContent;
    expect(answerButtons()[1]).toHaveClass(/choice--(correct|wrong)/);
    await user.keyboard('1');
    await user.keyboard('3');
    expect(screen.getByRole('status').textContent).toBe(before);
    expect(answerButtons()[0]).toHaveAttribute('aria-disabled', 'true');
  });

  it('moves between answers with the arrow keys and answers with Enter', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPractice();
    const [first, second, third] = answerButtons();
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(second).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(third).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(third).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(third).toHaveClass(/choice--(correct|wrong)/);
  });

  it('goes to the next question with N after an answer, and N does nothing before one', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPractice();
    await user.keyboard('n');
    expect(screen.getByText('Question 1 of 10')).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await user.keyboard('1');
    await user.keyboard('n');
    expect(screen.getByText('Question 2 of 10')).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('moves on by itself after 2 seconds when right and 3 seconds when wrong', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPractice();
    await user.keyboard('1');
    const wasCorrect = answerButtons()[0]?.classList.contains('choice--correct') === true;
    act(() => {
      vi.advanceTimersByTime(wasCorrect ? 1900 : 2900);
    });
    expect(screen.getByText('Question 1 of 10')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.getByText('Question 2 of 10')).toBeInTheDocument();
  });

  it('shows the results after ten answers and keeps them, with the range, for the results page', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPractice('/practice/multiplication');
    for (let question = 1; question <= 10; question += 1) {
      await user.keyboard('1');
      await user.keyboard('n');
    }
    expect(await screen.findByRole('heading', { name: 'Results page' })).toBeInTheDocument();
    const result = lastPracticeResult.read();
    expect(result?.operation).toBe('multiplication');
    expect(result?.stats.questionsAnswered).toBe(10);
    expect(result?.range).toEqual({ min: 1, max: 10 });
    expect(result).not.toHaveProperty('tables');
  });

  it('counts a finished round once when Next, a second Next and the timer all come', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    badgesStore.clear();
    renderPractice();
    for (let question = 1; question < 10; question += 1) {
      await user.keyboard('1');
      await user.keyboard('n');
    }
    await user.keyboard('1');
    await user.keyboard('nn');
    act(() => {
      vi.advanceTimersByTime(2500);
    });
    expect(await screen.findByRole('heading', { name: 'Results page' })).toBeInTheDocument();
    expect(badgesStore.read()?.roundsFinished).toBe(1);
  });

  it('sends the student home when the skill in the address is unknown', () => {
    renderPractice('/practice/algebra');
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('practises the skill of an address in capitals, as the server serves it', () => {
    renderPractice('/practice/ADDITION');
    expect(answerButtons()).toHaveLength(3);
    expect(screen.getByText(/^\d+ \+ \d+ = \?$/)).toBeInTheDocument();
  });
});

describe('solo practice after a reload', () => {
  afterEach(() => {
    window.history.replaceState(null, '');
    window.localStorage.clear();
  });

  async function answerThree(user: ReturnType<typeof userEvent.setup>) {
    for (let question = 1; question <= 3; question += 1) {
      await user.keyboard('1');
      await user.keyboard('n');
    }
  }

  it('goes on at the question the student was at, and the round still ends after ten', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    window.history.replaceState({ usr: undefined, key: 'visit-1' }, '');
    const before = renderPractice('/practice/multiplication');
    await answerThree(user);
    expect(screen.getByText('Question 4 of 10')).toBeInTheDocument();
    before.unmount();
    renderPractice('/practice/multiplication');
    expect(screen.getByText('Question 4 of 10')).toBeInTheDocument();
    for (let question = 4; question <= 10; question += 1) {
      await user.keyboard('1');
      await user.keyboard('n');
    }
    expect(await screen.findByRole('heading', { name: 'Results page' })).toBeInTheDocument();
    expect(lastPracticeResult.read()?.stats.questionsAnswered).toBe(10);
  });

  it('starts afresh on the page the visit began on, and after a finished round', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const first = renderPractice();
    await answerThree(user);
    first.unmount();
    const again = renderPractice();
    expect(screen.getByText('Question 1 of 10')).toBeInTheDocument();
    again.unmount();
    window.history.replaceState({ usr: undefined, key: 'visit-2' }, '');
    const second = renderPractice();
    for (let question = 1; question <= 10; question += 1) {
      await user.keyboard('1');
      await user.keyboard('n');
    }
    expect(await screen.findByRole('heading', { name: 'Results page' })).toBeInTheDocument();
    second.unmount();
    renderPractice();
    expect(screen.getByText('Question 1 of 10')).toBeInTheDocument();
  });
});

describe('solo practice read aloud', () => {
  it('reads each question aloud and stops reading when the student leaves the page', () => {
    const speech = stubSpeech([{ lang: 'en-GB' }]);
    accessibilityStore.write({ ...DEFAULT_ACCESSIBILITY, textToSpeech: true });
    try {
      const { unmount } = renderPractice();
      expect(speech.speak).toHaveBeenCalledTimes(1);
      const cancelsBefore = speech.cancel.mock.calls.length;
      unmount();
      expect(speech.cancel.mock.calls.length).toBeGreaterThan(cancelsBefore);
    } finally {
      window.localStorage.clear();
      vi.unstubAllGlobals();
    }
  });
});
