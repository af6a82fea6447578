import { useEffect, type Dispatch } from 'react';
import { feedbackMs } from '#shared/contracts/feedback-time';
import { canChoose, isPaused, type GameScreen, type GameScreenEvent } from './game-screen-state';

/** How often the time bar is brought up to date while a question is open. */
const TICK_MS = 250;

/**
 * The game's timers, as events on the page's clock (performance.now()): ticks while a question
 * is open, and the end of the pause after an answer (2 s after a right one, 3 s after a wrong
 * one, as on every practice screen). Each stops when the screen it was set for changes.
 */
export function useGameClock(screen: GameScreen, dispatch: Dispatch<GameScreenEvent>): void {
  const open = canChoose(screen);
  const paused = isPaused(screen);
  const pauseMs = feedbackMs(screen.chosen === screen.question.correctIndex);
  const { round } = screen;

  useEffect(() => {
    if (!open) return undefined;
    const timer = window.setInterval(
      () => dispatch({ type: 'ticked', atMs: performance.now() }),
      TICK_MS,
    );
    return () => window.clearInterval(timer);
  }, [open, round, dispatch]);

  useEffect(() => {
    if (!paused) return undefined;
    const timer = window.setTimeout(
      () => dispatch({ type: 'pauseEnded', atMs: performance.now() }),
      pauseMs,
    );
    return () => window.clearTimeout(timer);
  }, [paused, pauseMs, round, dispatch]);
}
