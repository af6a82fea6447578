import {
  NEW_GAME,
  answerGame,
  gameQuestion,
  type GameId,
  type GameQuestion,
  type GameState,
} from '#shared/maths/games';
import { createRng } from '#shared/maths/rng';

/** Everything a game screen shows: the game's counts, the question, and the choice made on it. */
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
}

/** What changes a game screen: the player's choice, the end of the pause after it, Play again. */
export type GameScreenEvent =
  | { readonly type: 'chosen'; readonly index: number; readonly elapsedMs: number }
  | { readonly type: 'pauseEnded' }
  | { readonly type: 'restarted' };

function questionOf(game: GameId, level: number, seed: number, round: number): GameQuestion {
  return gameQuestion(game, level, createRng((seed ^ Math.imul(round, 0x9e3779b1)) >>> 0));
}

/** A new game on the screen: level 1, full lives, its first question. */
export function newGameScreen(game: GameId, seed: number, round = 0): GameScreen {
  return {
    game,
    seed,
    round,
    state: NEW_GAME,
    question: questionOf(game, NEW_GAME.level, seed, round),
    chosen: undefined,
  };
}

/** True while the question on screen takes an answer. */
export function canChoose(screen: GameScreen): boolean {
  return screen.state.status === 'playing' && screen.chosen === undefined;
}

/**
 * A game screen as a pure reducer. One answer per question (a second tap, or two fingers at
 * once, change nothing); the pause after it ends in the next question of the level reached; once
 * the game is over or won, only Play again changes the screen, so a timer that fires late cannot
 * bring a question back or cost a life.
 */
export function gameScreenReducer(screen: GameScreen, event: GameScreenEvent): GameScreen {
  switch (event.type) {
    case 'chosen': {
      const { index, elapsedMs } = event;
      if (!canChoose(screen) || index < 0 || index >= screen.question.choices.length) return screen;
      const isCorrect = index === screen.question.correctIndex;
      return {
        ...screen,
        chosen: index,
        state: answerGame(screen.state, screen.game, isCorrect, elapsedMs),
      };
    }
    case 'pauseEnded': {
      if (screen.chosen === undefined || screen.state.status !== 'playing') return screen;
      const round = screen.round + 1;
      return {
        ...screen,
        round,
        question: questionOf(screen.game, screen.state.level, screen.seed, round),
        chosen: undefined,
      };
    }
    case 'restarted':
      return newGameScreen(screen.game, screen.seed, screen.round + 1);
  }
}
