import { plausibleDistractors } from './distractors';
import { OPERATION_TRAITS, type MathOperation } from './operations';
import { pickOne, shuffled, type Rng } from './rng';

/** The five mini-games (SPEC §2 Games list), with their difficulty level and estimated time. */
export const GAMES = [
  { id: 'number-match', level: 1, minutes: '2-3' },
  { id: 'addition', level: 2, minutes: '3-4' },
  { id: 'subtraction', level: 2, minutes: '3-4' },
  { id: 'multiplication', level: 3, minutes: '4-5' },
  { id: 'division', level: 3, minutes: '4-5' },
] as const;
export type GameId = (typeof GAMES)[number]['id'];

/**
 * The rules of SPEC §9: 3 lives, 8 levels, the next level 2 s after a correct answer. A level
 * holds five right answers (docs/DECISIONS.md, Games), so a game lasts minutes, not seconds.
 */
export const GAME_RULES = {
  lives: 3,
  levels: 8,
  questionsPerLevel: 5,
  nextLevelDelayMs: 2000,
  choices: 4,
} as const;

/** True for one of the five game ids (for the URL). */
export function isGameId(value: unknown): value is GameId {
  return typeof value === 'string' && GAMES.some((game) => game.id === value);
}

/** What a game question shows: dots to count, or a sum. */
export type GamePrompt =
  | { readonly kind: 'dots'; readonly count: number }
  | {
      readonly kind: 'sum';
      readonly operation: MathOperation;
      readonly a: number;
      readonly b: number;
    };

/** A game question: its prompt and four choices, one correct. */
export interface GameQuestion {
  readonly prompt: GamePrompt;
  readonly answer: number;
  readonly choices: readonly number[];
  readonly correctIndex: number;
}

/** A whole-number range, both ends included. */
interface Span {
  readonly from: number;
  readonly to: number;
}

/**
 * The numbers a level asks about. `cap` is SPEC §9's operand cap, which rises with the level. One
 * operand (the number of dots, the minuend, one factor) comes from the level's own top numbers,
 * `top`; the other from `other`, whose floor rises too, so a high level cannot ask what a low
 * one asks (addition at level 8 is never 1 + 1). Every range stays at or below the cap.
 */
export function levelNumbers(game: GameId, level: number): { top: Span; other: Span } {
  const half = Math.ceil(level / 2);
  switch (game) {
    case 'number-match': {
      const cap = Math.min(level + 2, 10);
      return { top: { from: Math.min(level, cap), to: cap }, other: { from: 0, to: 0 } };
    }
    case 'addition': {
      const cap = Math.min(level + 4, 20);
      return { top: { from: cap - 3, to: cap }, other: { from: half, to: cap } };
    }
    case 'subtraction': {
      const cap = Math.min(level + 9, 20);
      return { top: { from: cap - 3, to: cap }, other: { from: half, to: cap - 4 } };
    }
    case 'multiplication':
    case 'division': {
      const cap = Math.min(level + 1, 10);
      return { top: { from: Math.max(1, cap - 1), to: cap }, other: { from: half, to: cap } };
    }
  }
}

/**
 * Every question a level can ask, each once. Addition and multiplication show the level's top
 * number first or second; division asks a fact of the level's multiplication (divisor and
 * quotient either way round, always exact); subtraction takes a smaller number from a top one,
 * so the answer is at least 1.
 */
export function levelPrompts(game: GameId, level: number): readonly GamePrompt[] {
  const key = `${game}/${String(level)}`;
  const known = promptsOfLevel.get(key);
  if (known) return known;
  const prompts = listPrompts(game, level);
  promptsOfLevel.set(key, prompts);
  return prompts;
}

/** The prompts of each game and level asked so far: a level's list never changes. */
const promptsOfLevel = new Map<string, readonly GamePrompt[]>();

function listPrompts(game: GameId, level: number): readonly GamePrompt[] {
  const { top, other } = levelNumbers(game, level);
  if (game === 'number-match')
    return numbersIn(top).map((count) => ({ kind: 'dots' as const, count }));
  const prompts = new Map<string, GamePrompt>();
  const add = (a: number, b: number) =>
    prompts.set(`${String(a)} ${String(b)}`, { kind: 'sum', operation: game, a, b });
  for (const x of numbersIn(top)) {
    for (const y of numbersIn(other)) {
      if (game === 'subtraction') add(x, y);
      else if (game === 'division') {
        add(x * y, x);
        add(x * y, y);
      } else {
        add(x, y);
        add(y, x);
      }
    }
  }
  return [...prompts.values()];
}

function numbersIn({ from, to }: Span): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);
}

function samePrompt(x: GamePrompt, y: GamePrompt): boolean {
  if (x.kind === 'dots') return y.kind === 'dots' && x.count === y.count;
  return y.kind === 'sum' && x.operation === y.operation && x.a === y.a && x.b === y.b;
}

/**
 * True when a child would see the two as the same question: the same number of dots, or the same
 * sum, also with its numbers swapped where that gives the same fact (3 × 4 and 4 × 3).
 */
export function isSameQuestion(x: GamePrompt, y: GamePrompt): boolean {
  if (samePrompt(x, y)) return true;
  if (x.kind !== 'sum' || y.kind !== 'sum' || x.operation !== y.operation) return false;
  return OPERATION_TRAITS[x.operation].commutes && x.a === y.b && x.b === y.a;
}

/**
 * The question of a level, deterministic in the rng (SPEC §9): one of `levelPrompts`, never the
 * same question as `previous` (the one just asked, whatever its level), with four different
 * choices that are never negative. Number match's wrong choices are near counts (3 dots are
 * never answered 13).
 */
export function gameQuestion(
  game: GameId,
  level: number,
  rng: Rng,
  previous?: GamePrompt,
): GameQuestion {
  const fresh = levelPrompts(game, level).filter(
    (prompt) => previous === undefined || !isSameQuestion(prompt, previous),
  );
  const prompt = pickOne(rng, fresh);
  const answer = answerOf(prompt);
  const wrong =
    prompt.kind === 'dots'
      ? nearbyCounts(answer, rng)
      : plausibleDistractors(
          { type: prompt.operation, operand1: prompt.a, operand2: prompt.b, correctAnswer: answer },
          rng,
          GAME_RULES.choices - 1,
        );
  const choices = shuffled(rng, [answer, ...wrong]);
  return { prompt, answer, choices, correctIndex: choices.indexOf(answer) };
}

function answerOf(prompt: GamePrompt): number {
  if (prompt.kind === 'dots') return prompt.count;
  switch (prompt.operation) {
    case 'addition':
      return prompt.a + prompt.b;
    case 'subtraction':
      return prompt.a - prompt.b;
    case 'multiplication':
      return prompt.a * prompt.b;
    case 'division':
      return prompt.a / prompt.b;
  }
}

/** Three wrong counts among the four nearest to the right one that are above zero. */
function nearbyCounts(count: number, rng: Rng): number[] {
  const near = [1, -1, 2, -2, 3, -3, 4]
    .map((step) => count + step)
    .filter((value) => value > 0)
    .slice(0, 4);
  return shuffled(rng, near).slice(0, GAME_RULES.choices - 1);
}

/** The most a fast answer adds to a right one's points; it falls 5 a second, to 0 at 20 s. */
export const TIME_BONUS_MAX = 100;

/** The time bonus of an answer given after `elapsedMs`: max(0, 100 - 5 per whole second). */
export function timeBonus(elapsedMs: number): number {
  return Math.max(0, TIME_BONUS_MAX - 5 * Math.floor(Math.max(0, elapsedMs) / 1000));
}

/** Points for a correct answer: 10 (15 for multiplication and division) plus max(0, 100 - 5 per second). */
export function gamePoints(game: GameId, elapsedMs: number): number {
  const base = game !== 'number-match' && OPERATION_TRAITS[game].timesTables ? 15 : 10;
  return base + timeBonus(elapsedMs);
}

/** A game's state (SPEC §3 Game state). */
export interface GameState {
  readonly score: number;
  readonly lives: number;
  readonly level: number;
  /** Right answers on this level so far; the level's last one moves to the next level. */
  readonly levelCorrect: number;
  readonly correctAnswers: number;
  readonly wrongAnswers: number;
  readonly status: 'playing' | 'gameOver' | 'won';
}

/** A new game: level 1, 3 lives, no points. */
export const NEW_GAME: GameState = {
  score: 0,
  lives: GAME_RULES.lives,
  level: 1,
  levelCorrect: 0,
  correctAnswers: 0,
  wrongAnswers: 0,
  status: 'playing',
};

/**
 * The state after an answer: a correct one scores and counts towards the level; the level's
 * fifth moves to the next level (after the pause the screen shows), or wins on level 8. A wrong
 * one costs a life, and the last life ends the game.
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
  const scored = {
    ...state,
    score: state.score + gamePoints(game, elapsedMs),
    correctAnswers: state.correctAnswers + 1,
  };
  const levelCorrect = state.levelCorrect + 1;
  if (levelCorrect < GAME_RULES.questionsPerLevel) return { ...scored, levelCorrect };
  if (state.level >= GAME_RULES.levels) return { ...scored, levelCorrect, status: 'won' };
  return { ...scored, level: state.level + 1, levelCorrect: 0 };
}

/** True when this answer finished a level (the screen says "Next level"). */
export function levelCompleted(before: GameState, after: GameState): boolean {
  return after.level > before.level || (after.status === 'won' && before.status === 'playing');
}
