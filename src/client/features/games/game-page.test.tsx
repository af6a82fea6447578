import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CATALOGS } from '#shared/i18n/catalogs';
import { createI18n } from '#client/lib/i18n';
import { Route } from '#client/lib/router';
import { GamePage } from './game-page';
import { bestScoresStore } from './game-scores-store';
import { accessibilityStore, DEFAULT_ACCESSIBILITY } from '#client/lib/accessibility-store';
import { stubSpeech } from '#client/lib/speech-stub';

/** Longer than the pause after any answer, right or wrong. */
const PAUSE_MS = 3_000;

function renderAdditionGame(path = '/games/addition') {
  render(
    <I18nextProvider i18n={createI18n({ language: 'en', detect: false, catalogs: CATALOGS })}>
      <Router hook={memoryLocation({ path }).hook}>
        <Route path="/games/:gameId" component={GamePage} />
      </Router>
    </I18nextProvider>,
  );
}

/** The answer buttons, and the sum the question on screen asks for ("3 + 4 = ?"). */
function question() {
  const [a, b] = screen.getByRole('heading', { level: 2 }).textContent.split(/[+=]/).map(Number);
  const buttons = within(screen.getByRole('group', { name: 'Answers' })).getAllByRole('button');
  return { buttons, sum: (a ?? 0) + (b ?? 0) };
}

async function answer(user: ReturnType<typeof userEvent.setup>, right: boolean) {
  const { buttons, sum } = question();
  const button = buttons.find((candidate) => (candidate.textContent === String(sum)) === right);
  await user.click(button!);
  act(() => {
    vi.advanceTimersByTime(PAUSE_MS);
  });
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('GamePage', () => {
  it('plays the game of an address in capitals, as the server serves it', () => {
    renderAdditionGame('/games/ADDITION');
    expect(question().buttons.length).toBeGreaterThan(1);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(/^\d+ \+ \d+ = \?$/);
  });

  it('keeps the score as the best on the device only once the game is over', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderAdditionGame();
    await answer(user, true);
    await answer(user, false);
    await answer(user, false);
    expect(bestScoresStore.read()).toBeUndefined();

    await answer(user, false);
    expect(screen.getByRole('heading', { name: 'Game over' })).toBeInTheDocument();
    const score = Number(/\d+/.exec(screen.getByText(/^Your score:/).textContent)?.[0]);
    expect(score).toBeGreaterThan(0);
    expect(bestScoresStore.read()).toEqual({ addition: score });
    expect(screen.getByText(`Best score: ${String(score)}`)).toBeInTheDocument();
  });

  it('keeps a better best score when the game scores less, shows it, and the answer missed last', async () => {
    bestScoresStore.write({ addition: 999 });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderAdditionGame();
    for (let wrong = 0; wrong < 2; wrong += 1) await answer(user, false);
    const { sum } = question();
    await answer(user, false);
    expect(screen.getByText(`The right answer was ${String(sum)}.`)).toBeInTheDocument();
    expect(screen.getByText('Your score: 0')).toBeInTheDocument();
    expect(screen.getByText('Best score: 999')).toBeInTheDocument();
    expect(bestScoresStore.read()).toEqual({ addition: 999 });
  });
});

describe('GamePage read aloud', () => {
  it('reads each new question and its answers at the menu’s volume', async () => {
    const speech = stubSpeech([{ lang: 'en-GB' }]);
    accessibilityStore.write({ ...DEFAULT_ACCESSIBILITY, textToSpeech: true, volume: 0.4 });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderAdditionGame();
      expect(speech.speak).toHaveBeenCalledTimes(1);
      const [first] = speech.speak.mock.calls[0] as [{ text: string; volume: number }];
      expect(first.text).toMatch(/^What is \d+ plus \d+\? Answer 1: \d+\. Answer 2/);
      expect(first.volume).toBe(0.4);
      await answer(user, true);
      expect(speech.speak).toHaveBeenCalledTimes(2);
    } finally {
      window.localStorage.clear();
      vi.unstubAllGlobals();
    }
  });
});
