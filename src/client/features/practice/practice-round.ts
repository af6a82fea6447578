import {
  initialDifficulty,
  nextDifficulty,
  type DifficultyMode,
  type DifficultyState,
} from '#shared/maths/difficulty';
import { generateProblem, type Problem } from '#shared/maths/generate-problem';
import { adaptiveRange, levelForRange, type NumberRange } from '#shared/maths/levels';
import type { MathOperation } from '#shared/maths/operations';
import { EMPTY_STATS, recordAnswer, type PracticeStats } from '#shared/maths/practice-stats';
import { createRng } from '#shared/maths/rng';

/** How a solo round is played. The seed makes the whole round reproducible. */
export interface RoundConfig {
  readonly operation: MathOperation;
  readonly mode: DifficultyMode;
  /** The range of Normal mode; Adaptive mode widens its own range as the pupil grows. */
  readonly range: NumberRange;
  readonly seed: number;
  readonly totalQuestions: number;
}

/** Where a round stands: the question on screen, and the answer to it once given. */
export interface RoundState {
  readonly config: RoundConfig;
  /** 1-based number of the question on screen. */
  readonly questionNumber: number;
  readonly problem: Problem;
  readonly difficulty: DifficultyState;
  readonly stats: PracticeStats;
  readonly answer: { readonly choiceIndex: number; readonly isCorrect: boolean } | undefined;
}

/** The round before its first answer. */
export function startRound(config: RoundConfig): RoundState {
  const difficulty = initialDifficulty(config.mode);
  return {
    config,
    questionNumber: 1,
    problem: problemFor(config, 1, difficulty, undefined),
    difficulty,
    stats: EMPTY_STATS,
    answer: undefined,
  };
}

/**
 * Records the pupil's choice. A second answer to the same question, or a choice that does not
 * exist, changes nothing: the first answer counts.
 */
export function answerQuestion(
  state: RoundState,
  choiceIndex: number,
  timeSpentMs: number,
): RoundState {
  if (state.answer !== undefined || choiceIndex < 0 || choiceIndex >= state.problem.choices.length)
    return state;
  const isCorrect = choiceIndex === state.problem.correctIndex;
  return {
    ...state,
    answer: { choiceIndex, isCorrect },
    stats: recordAnswer(state.stats, isCorrect, timeSpentMs),
    difficulty: nextDifficulty(state.difficulty, { isCorrect, timeSpentMs }),
  };
}

/** True once the last question has been answered. */
export function isRoundFinished(state: RoundState): boolean {
  return state.answer !== undefined && state.questionNumber >= state.config.totalQuestions;
}

/** Moves on to the next question; only after an answer, and never past the last question. */
export function nextQuestion(state: RoundState): RoundState {
  if (state.answer === undefined || isRoundFinished(state)) return state;
  const questionNumber = state.questionNumber + 1;
  return {
    ...state,
    questionNumber,
    problem: problemFor(state.config, questionNumber, state.difficulty, state.problem),
    answer: undefined,
  };
}

/** The problem of question n: seeded by the round and n, and never the same as the one before. */
function problemFor(
  config: RoundConfig,
  questionNumber: number,
  difficulty: DifficultyState,
  previous: Problem | undefined,
) {
  const range = config.mode === 'adaptive' ? adaptiveRange(difficulty.difficulty) : config.range;
  const spec = {
    operation: config.operation,
    level: levelForRange(difficulty.difficulty, range),
    range,
  };
  let problem = generateProblem(spec, createRng(mixSeed(config.seed, questionNumber, 0)));
  for (let attempt = 1; attempt < 5 && problem.stem === previous?.stem; attempt += 1) {
    problem = generateProblem(spec, createRng(mixSeed(config.seed, questionNumber, attempt)));
  }
  return problem;
}

function mixSeed(seed: number, questionNumber: number, attempt: number): number {
  return (seed ^ Math.imul(questionNumber, 0x9e3779b1) ^ Math.imul(attempt + 1, 0x85ebca6b)) >>> 0;
}
