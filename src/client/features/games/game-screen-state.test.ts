import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GAMES, GAME_RULES, NEW_GAME, isSameQuestion } from '#shared/maths/games';
import {
  canChoose,
  gameScreenReducer,
  isPaused,
  newGameScreen,
  type GameScreen,
  type GameScreenEvent,
} from './game-screen-state';

const gameId = fc.constantFrom(...GAMES.map((game) => game.id));

/** An event without its time: the time is added as the clock runs on (see `timedEvents`). */
type UntimedEvent =
  | { readonly type: 'chosen'; readonly index: number }
  | { readonly type: 'ticked' | 'pauseEnded' | 'restarted' | 'left' };

/**
 * Taps on any button (also ones that do not exist, and most often the right one, so games get
 * far), clock ticks, pauses ending and Play again, in any order; leaving is put in separately.
 */
const anyEvent: fc.Arbitrary<UntimedEvent> = fc.oneof(
  { weight: 12, arbitrary: fc.constant<UntimedEvent>({ type: 'chosen', index: -2 }) },
  {
    weight: 4,
    arbitrary: fc
      .integer({ min: -1, max: 4 })
      .map((index): UntimedEvent => ({ type: 'chosen', index })),
  },
  { weight: 4, arbitrary: fc.constant<UntimedEvent>({ type: 'ticked' }) },
  { weight: 12, arbitrary: fc.constant<UntimedEvent>({ type: 'pauseEnded' }) },
  { weight: 1, arbitrary: fc.constant<UntimedEvent>({ type: 'restarted' }) },
);

/**
 * Events with the milliseconds that passed before each (up to 25 s, past the bonus's end), and
 * in half the games the player leaves somewhere among them.
 */
const timedEvents = fc
  .tuple(
    fc.array(fc.tuple(anyEvent, fc.nat(25_000)), { maxLength: 200, size: 'max' }),
    fc.option(fc.nat(200), { freq: 2 }),
  )
  .map(([events, leaveAt]) =>
    leaveAt === null
      ? events
      : events.toSpliced(leaveAt, 0, [{ type: 'left' } satisfies UntimedEvent, 0]),
  );

/** The event as the page sends it: index -2 stands for the right answer on screen. */
function timed(screen: GameScreen, event: UntimedEvent, atMs: number): GameScreenEvent {
  if (event.type === 'left') return { type: 'left' };
  if (event.type !== 'chosen') return { type: event.type, atMs };
  const index = event.index === -2 ? screen.question.correctIndex : event.index;
  return { type: 'chosen', index, atMs };
}

/** Checks every step of 1,000 random games: the screen before and after each event. */
function forRandomGames(
  check: (before: GameScreen, after: GameScreen, event: GameScreenEvent) => void,
) {
  fc.assert(
    fc.property(gameId, fc.integer(), fc.nat(1000), timedEvents, (game, seed, best, events) => {
      let current = newGameScreen(game, seed, 0, best);
      let nowMs = 0;
      for (const [event, waitMs] of events) {
        nowMs += waitMs;
        const sent = timed(current, event, nowMs);
        const after = gameScreenReducer(current, sent);
        check(current, after, sent);
        current = after;
      }
    }),
    { numRuns: 1000 },
  );
}

/** Fails with the names of the rules that do not hold (one cheap check per step). */
function expectAll(rules: Record<string, boolean>) {
  const broken = Object.keys(rules).filter((name) => !rules[name]);
  if (broken.length > 0) expect(broken).toEqual([]);
}

const answer = (screen: GameScreen, right: boolean, atMs: number) =>
  gameScreenReducer(screen, {
    type: 'chosen',
    index: right
      ? screen.question.correctIndex
      : (screen.question.correctIndex + 1) % screen.question.choices.length,
    atMs,
  });

describe('gameScreenReducer', () => {
  it('plays a right answer, scored by the time since the question appeared, then the next', () => {
    const start = newGameScreen('addition', 7, 10_000, 0);
    const right = answer(start, true, 13_500);
    expect(right.state).toMatchObject({ level: 1, levelCorrect: 1, score: 10 + 85 });
    expect(right.bonus).toBe(85);
    expect(right.levelUp).toBe(false);
    expect(canChoose(right)).toBe(false);
    expect(isPaused(right)).toBe(true);
    const next = gameScreenReducer(right, { type: 'pauseEnded', atMs: 15_500 });
    expect(next.chosen).toBeUndefined();
    expect(next.round).toBe(1);
    expect(next.shownAtMs).toBe(15_500);
    expect(next.bonus).toBe(100);
    expect(canChoose(next)).toBe(true);
  });

  it('says the level is done on its fifth right answer, and asks the next level then', () => {
    let screen = newGameScreen('multiplication', 11, 0, 0);
    for (let i = 0; i < GAME_RULES.questionsPerLevel; i += 1) {
      screen = answer(screen, true, i * 5000 + 1000);
      if (i < GAME_RULES.questionsPerLevel - 1)
        screen = gameScreenReducer(screen, { type: 'pauseEnded', atMs: i * 5000 + 3000 });
    }
    expect(screen.levelUp).toBe(true);
    expect(screen.state).toMatchObject({ level: 2, levelCorrect: 0 });
    const next = gameScreenReducer(screen, { type: 'pauseEnded', atMs: 30_000 });
    expect(next.levelUp).toBe(false);
    expect(next.question.answer).toBeGreaterThanOrEqual(2);
  });

  it('drains the time bar 5 points a second while the question is open, and holds it after', () => {
    const start = newGameScreen('division', 3, 1000, 0);
    const ticked = gameScreenReducer(start, { type: 'ticked', atMs: 4200 });
    expect(ticked.bonus).toBe(85);
    expect(gameScreenReducer(ticked, { type: 'ticked', atMs: 4900 })).toBe(ticked);
    expect(gameScreenReducer(ticked, { type: 'ticked', atMs: 60_000 }).bonus).toBe(0);
    const answered = answer(ticked, false, 5000);
    expect(answered.bonus).toBe(80);
    expect(gameScreenReducer(answered, { type: 'ticked', atMs: 9000 })).toBe(answered);
  });

  it('ends the game after three wrong answers and shows no question until Play again', () => {
    let screen = newGameScreen('multiplication', 3, 0, 250);
    for (let miss = 0; miss < GAME_RULES.lives; miss += 1) {
      screen = answer(screen, false, miss * 4000 + 500);
      screen = gameScreenReducer(screen, { type: 'pauseEnded', atMs: miss * 4000 + 3500 });
    }
    expect(screen.state.status).toBe('gameOver');
    expect(screen.best).toBe(250);
    expect(gameScreenReducer(screen, { type: 'pauseEnded', atMs: 20_000 })).toBe(screen);
    const again = gameScreenReducer(screen, { type: 'restarted', atMs: 21_000 });
    expect(again.state).toEqual(NEW_GAME);
    expect(again.shownAtMs).toBe(21_000);
    expect(canChoose(again)).toBe(true);
  });

  it('wins after five right answers on each of the 8 levels, and then asks nothing', () => {
    let screen = newGameScreen('addition', 21, 0, 0);
    const answers = GAME_RULES.levels * GAME_RULES.questionsPerLevel;
    for (let i = 0; i < answers; i += 1) {
      expect(canChoose(screen)).toBe(true);
      screen = answer(screen, true, i * 4000 + 1000);
      screen = gameScreenReducer(screen, { type: 'pauseEnded', atMs: i * 4000 + 3000 });
    }
    expect(screen.state).toMatchObject({ status: 'won', level: 8, correctAnswers: 40 });
    expect(screen.levelUp).toBe(true);
    expect(screen.state.score).toBe(10 + 95 + 39 * (10 + 90));
    expect(screen.best).toBe(screen.state.score);
    expect(canChoose(screen)).toBe(false);
  });

  it('keeps a finished game’s score as the best when it beats the one on the device', () => {
    let screen = newGameScreen('number-match', 5, 0, 50);
    screen = answer(screen, true, 1000);
    for (let miss = 0; miss < GAME_RULES.lives; miss += 1) {
      screen = gameScreenReducer(screen, { type: 'pauseEnded', atMs: 2000 + miss * 3000 });
      expect(screen.best).toBe(50);
      screen = answer(screen, false, 3000 + miss * 3000);
    }
    expect(screen.state).toMatchObject({ status: 'gameOver', score: 10 + 95 });
    expect(screen.best).toBe(105);
  });

  it('does nothing once the player has left, not even a pause that ends late', () => {
    const start = newGameScreen('subtraction', 9, 0, 0);
    const answered = answer(start, true, 1000);
    const left = gameScreenReducer(answered, { type: 'left' });
    expect(canChoose(left)).toBe(false);
    expect(isPaused(left)).toBe(false);
    expect(gameScreenReducer(left, { type: 'pauseEnded', atMs: 3000 })).toBe(left);
    expect(gameScreenReducer(left, { type: 'restarted', atMs: 3000 })).toBe(left);
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

  it('never asks the same question twice in a row, over random event orders', () => {
    forRandomGames((before, after) => {
      if (after.question === before.question) return;
      expect(isSameQuestion(after.question.prompt, before.question.prompt)).toBe(false);
    });
  });

  it('lets only Play again or leaving change a finished game, over random event orders', () => {
    forRandomGames((before, after, event) => {
      if (before.state.status === 'playing' || before.left) return;
      if (event.type === 'restarted') {
        expect(after.state).toEqual(NEW_GAME);
        expect(canChoose(after)).toBe(true);
      } else if (event.type === 'left') {
        expect(after).toEqual({ ...before, left: true });
      } else {
        expect(after).toBe(before);
      }
    });
  });

  it('changes nothing after leaving, over random event orders', () => {
    forRandomGames((before, after) => {
      if (before.left) expect(after).toBe(before);
    });
  });

  it('moves the time bar only down while a question is open, over random event orders', () => {
    forRandomGames((before, after, event) => {
      expectAll({
        'bonus from 0 to 100': after.bonus >= 0 && after.bonus <= 100,
        'a tick or an answer never raises the bonus':
          (event.type !== 'ticked' && event.type !== 'chosen') || after.bonus <= before.bonus,
        'a tick changes nothing once answered':
          event.type !== 'ticked' || canChoose(before) || after === before,
      });
    });
  });

  it('never leaves the rules, over random event orders', () => {
    forRandomGames((before, after, event) => {
      const { lives, level, levelCorrect, status, score } = after.state;
      const sameGame = event.type !== 'restarted';
      expectAll({
        'lives 0 to 3': lives >= 0 && lives <= GAME_RULES.lives,
        'levels 1 to 8': level >= 1 && level <= GAME_RULES.levels,
        'right answers on a level 0 to 5':
          levelCorrect >= 0 && levelCorrect <= GAME_RULES.questionsPerLevel,
        'game over exactly at no lives left': (status === 'gameOver') === (lives === 0),
        'the best never falls': after.best >= before.best,
        'a finished game is within the best': status === 'playing' || after.best >= score,
        'the level never falls in a game': !sameGame || level >= before.state.level,
        'the score never falls in a game': !sameGame || score >= before.state.score,
      });
    });
  });

  it('draws the same questions from the same seed', () => {
    const play = (seed: number) =>
      (
        [
          { type: 'chosen', index: 0, atMs: 1 },
          { type: 'pauseEnded', atMs: 3001 },
        ] as const
      ).reduce<GameScreen>(gameScreenReducer, newGameScreen('division', seed, 0, 0));
    expect(play(42).question).toEqual(play(42).question);
  });
});
