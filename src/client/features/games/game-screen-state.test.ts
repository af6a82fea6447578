import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GAMES, GAME_RULES, NEW_GAME } from '#shared/maths/games';
import {
  canChoose,
  gameScreenReducer,
  newGameScreen,
  type GameScreen,
  type GameScreenEvent,
} from './game-screen-state';

const gameId = fc.constantFrom(...GAMES.map((game) => game.id));

/** Taps on any button (also ones that do not exist), pauses ending, Play again, in any order. */
const anyEvent: fc.Arbitrary<GameScreenEvent> = fc.oneof(
  fc
    .record({ index: fc.integer({ min: -1, max: 4 }), elapsedMs: fc.nat(30_000) })
    .map(({ index, elapsedMs }) => ({ type: 'chosen' as const, index, elapsedMs })),
  fc.constant<GameScreenEvent>({ type: 'pauseEnded' }),
  fc.constant<GameScreenEvent>({ type: 'restarted' }),
);

/** Checks every step of 1,000 random games: the screen before and after each event. */
function forRandomGames(
  check: (before: GameScreen, after: GameScreen, event: GameScreenEvent) => void,
) {
  fc.assert(
    fc.property(
      gameId,
      fc.integer(),
      fc.array(anyEvent, { maxLength: 80 }),
      (game, seed, events) => {
        let current = newGameScreen(game, seed);
        for (const event of events) {
          const after = gameScreenReducer(current, event);
          check(current, after, event);
          current = after;
        }
      },
    ),
    { numRuns: 1000 },
  );
}

describe('gameScreenReducer', () => {
  it('plays a right answer, then the next level after the pause', () => {
    const start = newGameScreen('addition', 7);
    const right = gameScreenReducer(start, {
      type: 'chosen',
      index: start.question.correctIndex,
      elapsedMs: 1000,
    });
    expect(right.state).toMatchObject({ level: 2, correctAnswers: 1 });
    expect(canChoose(right)).toBe(false);
    const next = gameScreenReducer(right, { type: 'pauseEnded' });
    expect(next.chosen).toBeUndefined();
    expect(next.round).toBe(1);
    expect(canChoose(next)).toBe(true);
  });

  it('ends the game after three wrong answers and shows no question until Play again', () => {
    let screen = newGameScreen('multiplication', 3);
    for (let miss = 0; miss < GAME_RULES.lives; miss += 1) {
      const wrong = (screen.question.correctIndex + 1) % screen.question.choices.length;
      screen = gameScreenReducer(screen, { type: 'chosen', index: wrong, elapsedMs: 500 });
      screen = gameScreenReducer(screen, { type: 'pauseEnded' });
    }
    expect(screen.state.status).toBe('gameOver');
    const late = gameScreenReducer(screen, { type: 'pauseEnded' });
    expect(late).toBe(screen);
    const again = gameScreenReducer(screen, { type: 'restarted' });
    expect(again.state).toEqual(NEW_GAME);
    expect(canChoose(again)).toBe(true);
  });

  it('takes one answer per question, whatever comes in between, over random event orders', () => {
    forRandomGames((before, after, event) => {
      if (event.type !== 'chosen' || after === before) return;
      expect(canChoose(before)).toBe(true);
      const answered = after.state.correctAnswers + after.state.wrongAnswers;
      expect(answered).toBe(before.state.correctAnswers + before.state.wrongAnswers + 1);
      expect(after.state.lives).toBeGreaterThanOrEqual(before.state.lives - 1);
    });
  });

  it('lets nothing but Play again change a finished game, over random event orders', () => {
    forRandomGames((before, after, event) => {
      if (before.state.status === 'playing') return;
      if (event.type === 'restarted') {
        expect(after.state).toEqual(NEW_GAME);
        expect(canChoose(after)).toBe(true);
      } else {
        expect(after).toBe(before);
      }
    });
  });

  it('never leaves the rules: lives 0 to 3, levels 1 to 8, a game over only at no lives left', () => {
    forRandomGames((_before, after) => {
      const { lives, level, status } = after.state;
      expect(lives).toBeGreaterThanOrEqual(0);
      expect(lives).toBeLessThanOrEqual(GAME_RULES.lives);
      expect(level).toBeGreaterThanOrEqual(1);
      expect(level).toBeLessThanOrEqual(GAME_RULES.levels);
      expect(status === 'gameOver').toBe(lives === 0);
    });
  });

  it('draws the same questions from the same seed', () => {
    const play = (seed: number) =>
      [{ type: 'chosen', index: 0, elapsedMs: 1 }, { type: 'pauseEnded' }].reduce(
        (screen, event) => gameScreenReducer(screen, event as GameScreenEvent),
        newGameScreen('division', seed),
      );
    expect(play(42).question).toEqual(play(42).question);
  });
});
