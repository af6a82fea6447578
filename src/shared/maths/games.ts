import { plausibleDistractors } from './distractors';
import type { MathOperation } from './operations';
import { randomInt, shuffled, type Rng } from './rng';

/** The five mini-games (SPEC §2 Games list), with their difficulty level and estimated time. */
export const GAMES = [
  { id: 'number-match', level: 1, minutes: '2-3' },
  { id: 'addition', level: 2, minutes: '3-4' },
  { id: 'subtraction', level: 2, minutes: '3-4' },
  { id: 'multiplication', level: 3, minutes: '4-5' },
  { id: 'division', level: 3, minutes: '4-5' },
] as const;
export type GameId = (typeof GAMES)[number]['id'];

/** The rules of SPEC §9: 3 lives, 8 levels, the next level 2 s after a correct answer. */
export const GAME_RULES = { lives: 3, levels: 8, nextLevelDelayMs: 2000, choices: 4 } as const;

/** True for one of the five game ids (for the URL). */
export function isGameId(value: unknown): value is GameId {
  return typeof value === 'string' && GAMES.some((game) => game.id === value);
}

/** A game question: dots to count, or a sum; four choices, one correct. */
export interface GameQuestion {
  readonly prompt:
    | { readonly kind: 'dots'; readonly count: number }
    | {
        readonly kind: 'sum';
        readonly operation: MathOperation;
        readonly a: number;
        readonly b: number;
      };
  readonly answer: number;
  readonly choices: readonly number[];
  readonly correctIndex: number;
}

/**
 * The question of a level, deterministic in the rng (SPEC §9): number match shows 1 to
 * min(level+2, 10) dots; addition operands up to min(level+4, 20); subtraction up to
 * min(level+9, 20), never negative; multiplication and division factors up to min(level+1, 10),
 * division always exact. Four different choices that are never negative.
 */
export function gameQuestion(game: GameId, level: number, rng: Rng): GameQuestion {
  const { prompt, answer } = promptFor(game, level, rng);
  const source =
    prompt.kind === 'dots'
      ? { type: 'addition' as const, operand1: answer, operand2: 0, correctAnswer: answer }
      : { type: prompt.operation, operand1: prompt.a, operand2: prompt.b, correctAnswer: answer };
  const choices = shuffled(rng, [
    answer,
    ...plausibleDistractors(source, rng, GAME_RULES.choices - 1),
  ]);
  return { prompt, answer, choices, correctIndex: choices.indexOf(answer) };
}

function promptFor(game: GameId, level: number, rng: Rng): Pick<GameQuestion, 'prompt' | 'answer'> {
  switch (game) {
    case 'number-match': {
      const count = randomInt(rng, 1, Math.min(level + 2, 10));
      return { prompt: { kind: 'dots', count }, answer: count };
    }
    case 'addition': {
      const cap = Math.min(level + 4, 20);
      const a = randomInt(rng, 1, cap);
      const b = randomInt(rng, 1, cap);
      return { prompt: { kind: 'sum', operation: 'addition', a, b }, answer: a + b };
    }
    case 'subtraction': {
      const a = randomInt(rng, 1, Math.min(level + 9, 20));
      const b = randomInt(rng, 0, a);
      return { prompt: { kind: 'sum', operation: 'subtraction', a, b }, answer: a - b };
    }
    case 'multiplication': {
      const cap = Math.min(level + 1, 10);
      const a = randomInt(rng, 1, cap);
      const b = randomInt(rng, 1, cap);
      return { prompt: { kind: 'sum', operation: 'multiplication', a, b }, answer: a * b };
    }
    case 'division': {
      const cap = Math.min(level + 1, 10);
      const divisor = randomInt(rng, 1, cap);
      const quotient = randomInt(rng, 1, cap);
      return {
        prompt: { kind: 'sum', operation: 'division', a: divisor * quotient, b: divisor },
        answer: quotient,
      };
    }
  }
}

/** Points for a correct answer: 10 (15 for multiplication and division) plus max(0, 100 - 5 per second). */
export function gamePoints(game: GameId, elapsedMs: number): number {
  const base = game === 'multiplication' || game === 'division' ? 15 : 10;
  return base + Math.max(0, 100 - 5 * Math.floor(Math.max(0, elapsedMs) / 1000));
}

/** A game's state (SPEC §3 Game state). */
export interface GameState {
  readonly score: number;
  readonly lives: number;
  readonly level: number;
  readonly correctAnswers: number;
  readonly wrongAnswers: number;
  readonly status: 'playing' | 'gameOver' | 'won';
}

/** A new game: level 1, 3 lives, no points. */
export const NEW_GAME: GameState = {
  score: 0,
  lives: GAME_RULES.lives,
  level: 1,
  correctAnswers: 0,
  wrongAnswers: 0,
  status: 'playing',
};

/**
 * The state after an answer: a correct one scores and (after the pause the screen shows) moves to
 * the next level, or wins on level 8; a wrong one costs a life, and the last life ends the game.
 */
export function answerGame(
  state: GameState,
  game: GameId,
  isCorrect: boolean,
  elapsedMs: number,
): GameState {
  if (state.status !== 'playing') return state;
  if (!isCorrect) {
    const lives = state.lives - 1;
    return {
      ...state,
      lives,
      wrongAnswers: state.wrongAnswers + 1,
      status: lives <= 0 ? 'gameOver' : 'playing',
    };
  }
  const won = state.level >= GAME_RULES.levels;
  return {
    ...state,
    score: state.score + gamePoints(game, elapsedMs),
    correctAnswers: state.correctAnswers + 1,
    level: won ? state.level : state.level + 1,
    status: won ? 'won' : 'playing',
  };
}
