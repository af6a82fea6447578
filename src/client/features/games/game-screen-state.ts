import {
  NEW_GAME,
  answerGame,
  gameQuestion,
  levelCompleted,
  timeBonus,
  TIME_BONUS_MAX,
  type GameId,
  type GamePrompt,
  type GameQuestion,
  type GameState,
} from '#shared/maths/games';
import { createRng } from '#shared/maths/rng';

/**
 * Everything a game screen shows: the game's counts, the question, the choice made on it and the
 * time bar. Times are on the clock the events carry (the page uses performance.now()).
 */
export interface GameScreen {
  readonly game: GameId;
  /** With `round`, decides every question: the same seed plays the same game. */
  readonly seed: number;
  /** Questions drawn so far on this screen, over every game played on it. */
  readonly round: number;
  readonly state: GameState;
  readonly question: GameQuestion;
  /** The answer chosen on the question on screen; undefined while it is open. */
  readonly chosen: number | undefined;
  /** True when the answer on screen finished a level ("Next level"). */
  readonly levelUp: boolean;
  /** When the question on screen appeared. */
  readonly shownAtMs: number;
  /** The time bonus the bar shows: falling while the question is open, then held. */
  readonly bonus: number;
  /** The best score on this device, this game's included once it is over. */
  readonly best: number;
  /** True once the player left the game: nothing changes the screen after that. */
  readonly left: boolean;
}

/**
 * What changes a game screen: the player's choice, the clock's tick, the end of the pause after
 * an answer (the next question or level), Play again, and leaving the game.
 */
export type GameScreenEvent =
  | { readonly type: 'chosen'; readonly index: number; readonly atMs: number }
  | { readonly type: 'ticked'; readonly atMs: number }
  | { readonly type: 'pauseEnded'; readonly atMs: number }
  | { readonly type: 'restarted'; readonly atMs: number }
  | { readonly type: 'left' };

function questionOf(
  { game, seed }: { game: GameId; seed: number },
  level: number,
  round: number,
  previous: GamePrompt | undefined,
): GameQuestion {
  const rng = createRng((seed ^ Math.imul(round, 0x9e3779b1)) >>> 0);
  return gameQuestion(game, level, rng, previous);
}

/**
 * A new game on the screen at `atMs`: level 1, full lives, its first question (never the one
 * asked last, when Play again follows a game), and the best score kept on the device.
 */
export function newGameScreen(
  game: GameId,
  seed: number,
  atMs: number,
  best: number,
  round = 0,
  previous?: GamePrompt,
): GameScreen {
  return {
    game,
    seed,
    round,
    state: NEW_GAME,
    question: questionOf({ game, seed }, NEW_GAME.level, round, previous),
    chosen: undefined,
    levelUp: false,
    shownAtMs: atMs,
    bonus: TIME_BONUS_MAX,
    best,
    left: false,
  };
}

/** True while the question on screen takes an answer. */
export function canChoose(screen: GameScreen): boolean {
  return !screen.left && screen.state.status === 'playing' && screen.chosen === undefined;
}

/** True while the verdict of an answer shows and the game goes on after it. */
export function isPaused(screen: GameScreen): boolean {
  return !screen.left && screen.state.status === 'playing' && screen.chosen !== undefined;
}

/**
 * A game screen as a pure reducer. One answer per question (a second tap, or two fingers at
 * once, change nothing), scored by the time since the question appeared; ticks move the time bar
 * only while the question is open; the pause after an answer ends in the next question of the
 * level reached, never the one just asked. Once the game is over or won, only Play again or
 * leaving changes the screen, and once left nothing does, so a timer that fires late cannot bring
 * a question back or cost a life.
 */
export function gameScreenReducer(screen: GameScreen, event: GameScreenEvent): GameScreen {
  if (screen.left) return screen;
  switch (event.type) {
    case 'chosen': {
      const { index, atMs } = event;
      if (!canChoose(screen) || index < 0 || index >= screen.question.choices.length) return screen;
      const elapsedMs = Math.max(0, atMs - screen.shownAtMs);
      const isCorrect = index === screen.question.correctIndex;
      const state = answerGame(screen.state, screen.game, isCorrect, elapsedMs);
      const over = state.status !== 'playing';
      return {
        ...screen,
        chosen: index,
        state,
        levelUp: levelCompleted(screen.state, state),
        bonus: timeBonus(elapsedMs),
        best: over ? Math.max(screen.best, state.score) : screen.best,
      };
    }
    case 'ticked': {
      if (!canChoose(screen)) return screen;
      const bonus = timeBonus(event.atMs - screen.shownAtMs);
      return bonus === screen.bonus ? screen : { ...screen, bonus };
    }
    case 'pauseEnded': {
      if (!isPaused(screen)) return screen;
      const round = screen.round + 1;
      return {
        ...screen,
        round,
        question: questionOf(screen, screen.state.level, round, screen.question.prompt),
        chosen: undefined,
        levelUp: false,
        shownAtMs: event.atMs,
        bonus: TIME_BONUS_MAX,
      };
    }
    case 'restarted':
      return newGameScreen(
        screen.game,
        screen.seed,
        event.atMs,
        screen.best,
        screen.round + 1,
        screen.question.prompt,
      );
    case 'left':
      return { ...screen, left: true };
  }
}
