import {
  initialDifficulty,
  nextDifficulty,
  type DifficultyMode,
  type DifficultyState,
} from '#shared/maths/difficulty';
import type { AnswerInput } from '#shared/maths/answer-input';
import type { FactMemory } from '#shared/maths/fact-map';
import {
  fluencyQuestionOf,
  isFluent,
  recordAnswer as recordFactAnswer,
} from '#shared/maths/fact-scheduler';
import { factOf, type Problem } from '#shared/maths/generate-problem';
import { adaptiveRangeFor } from '#shared/maths/adaptive-range';
import { levelForRange, type NumberRange } from '#shared/maths/levels';
import type { MathOperation } from '#shared/maths/operations';
import { EMPTY_STATS, recordAnswer, type PracticeStats } from '#shared/maths/practice-stats';
import { createRng } from '#shared/maths/rng';
import { scheduledProblem } from '#shared/maths/scheduled-problem';

/** How a solo round is played. The seed makes the whole round reproducible. */
export interface RoundConfig {
  readonly operation: MathOperation;
  readonly mode: DifficultyMode;
  /** The range of Normal mode; Adaptive mode widens its own range as the student grows. */
  readonly range: NumberRange;
  /** Times tables the student picked (multiplication and division); none means the whole range. */
  readonly tables?: readonly number[];
  readonly seed: number;
  readonly totalQuestions: number;
  /** The student's facts before the round: missed ones come back, fluent ones less often. */
  readonly memory: FactMemory;
  /** Tap one of three choices (the default) or type the number. */
  readonly answerInput?: AnswerInput;
}

/** The answer given to the question on screen. */
export interface RoundAnswer {
  /** The choice tapped; null when the answer was typed. */
  readonly choiceIndex: number | null;
  /** The number typed; undefined when a choice was tapped. */
  readonly typedAnswer?: number;
  readonly isCorrect: boolean;
}

/** Where a round stands: the question on screen, and the answer to it once given. */
export interface RoundState {
  readonly config: RoundConfig;
  /** 1-based number of the question on screen. */
  readonly questionNumber: number;
  readonly problem: Problem;
  readonly difficulty: DifficultyState;
  readonly stats: PracticeStats;
  /** The student's facts, with every answer of this round so far. */
  readonly memory: FactMemory;
  readonly answer: RoundAnswer | undefined;
}

/**
 * The round before its first answer. `atMs` (milliseconds since 1970) is when the question is
 * shown, so that facts rested for days come back; without it only question counts are used.
 */
export function startRound(config: RoundConfig, atMs?: number): RoundState {
  const difficulty = initialDifficulty(config.mode);
  return {
    config,
    questionNumber: 1,
    problem: problemFor(config, 1, difficulty, config.memory, atMs),
    difficulty,
    stats: EMPTY_STATS,
    memory: config.memory,
    answer: undefined,
  };
}

/**
 * Records the student's choice. A second answer to the same question, a choice that does not
 * exist, or a choice in a round of typed answers changes nothing: the first answer counts.
 */
export function answerQuestion(
  state: RoundState,
  choiceIndex: number,
  timeSpentMs: number,
  atMs?: number,
): RoundState {
  const { problem, config } = state;
  if (config.answerInput === 'typed' || choiceIndex < 0 || choiceIndex >= problem.choices.length)
    return state;
  const isCorrect = choiceIndex === problem.correctIndex;
  return answered(state, { choiceIndex, isCorrect }, timeSpentMs, atMs);
}

/**
 * Records the number the student typed, judged against the right answer; its fluency allows for
 * the typing (isFluent with the answer's digits). A second answer, a number that is not a whole
 * number, or a typed answer in a round of choices changes nothing.
 */
export function answerTyped(
  state: RoundState,
  typedAnswer: number,
  timeSpentMs: number,
  atMs?: number,
): RoundState {
  if (state.config.answerInput !== 'typed' || !Number.isSafeInteger(typedAnswer)) return state;
  const isCorrect = typedAnswer === state.problem.correctAnswer;
  return answered(state, { choiceIndex: null, typedAnswer, isCorrect }, timeSpentMs, atMs);
}

/** The round after its first answer to the question on screen (see answerQuestion). */
function answered(
  state: RoundState,
  answer: RoundAnswer,
  timeSpentMs: number,
  atMs: number | undefined,
): RoundState {
  if (state.answer !== undefined) return state;
  const { problem, memory, config } = state;
  const { isCorrect } = answer;
  const question = fluencyQuestionOf(problem.stem, problem.correctAnswer, config.answerInput);
  const outcome = {
    correct: isCorrect,
    fluent: isFluent(timeSpentMs, question),
    questionIndex: memory.questionsAnswered,
    atMs,
  };
  return {
    ...state,
    answer,
    stats: recordAnswer(state.stats, isCorrect, timeSpentMs),
    memory: {
      scheduler: recordFactAnswer(memory.scheduler, factOf(problem), outcome),
      questionsAnswered: memory.questionsAnswered + 1,
    },
    difficulty: nextDifficulty(state.difficulty, { isCorrect, timeSpentMs }),
  };
}

/** What a reload needs to put a round back where it was: all but the facts, kept on their own. */
export interface RoundProgress extends Omit<RoundState, 'config' | 'memory'> {
  readonly seed: number;
}

/** The round's place, to keep after every answer and every next question. */
export function progressOf(state: RoundState): RoundProgress {
  const { questionNumber, problem, difficulty, stats, answer } = state;
  return { seed: state.config.seed, questionNumber, problem, difficulty, stats, answer };
}

/**
 * The round as it was kept, with the config's memory: the device's facts as they are now, which
 * already hold every answer of the round. Undefined when the progress cannot be this config's
 * round (another operation or mode, a question past its end, totals that do not add up to the
 * questions, an answer of the other input), so that a fresh round starts instead.
 */
export function resumedRound(
  config: Omit<RoundConfig, 'seed'>,
  progress: RoundProgress,
): RoundState | undefined {
  const { seed, questionNumber, problem, difficulty, stats, answer } = progress;
  const answeredBefore = questionNumber - 1 + (answer === undefined ? 0 : 1);
  const fits =
    questionNumber >= 1 &&
    questionNumber <= config.totalQuestions &&
    problem.type === config.operation &&
    difficulty.mode === config.mode &&
    stats.questionsAnswered === answeredBefore &&
    stats.correct + stats.incorrect === answeredBefore &&
    problem.correctIndex < problem.choices.length &&
    (answer === undefined || (answer.choiceIndex === null) === (config.answerInput === 'typed'));
  if (!fits) return undefined;
  return {
    config: { ...config, seed },
    questionNumber,
    problem,
    difficulty,
    stats,
    answer,
    memory: config.memory,
  };
}

/** True once the last question has been answered. */
export function isRoundFinished(state: RoundState): boolean {
  return state.answer !== undefined && state.questionNumber >= state.config.totalQuestions;
}

/** Moves on to the next question (shown at `atMs`); only after an answer, never past the last. */
export function nextQuestion(state: RoundState, atMs?: number): RoundState {
  if (state.answer === undefined || isRoundFinished(state)) return state;
  const questionNumber = state.questionNumber + 1;
  return {
    ...state,
    questionNumber,
    problem: problemFor(state.config, questionNumber, state.difficulty, state.memory, atMs),
    answer: undefined,
  };
}

/**
 * The problem of question n: the fact scheduler's choice for the student's facts (see nextFact:
 * never the fact asked last, a missed one back after its rest, facts rested for days due again),
 * drawn from the round's seed and n.
 */
function problemFor(
  config: RoundConfig,
  questionNumber: number,
  difficulty: DifficultyState,
  memory: FactMemory,
  atMs: number | undefined,
): Problem {
  const range =
    config.mode === 'adaptive'
      ? adaptiveRangeFor(difficulty.difficulty, memory.scheduler, config)
      : config.range;
  const spec = {
    operation: config.operation,
    level: levelForRange(difficulty.difficulty, range),
    range,
    tables: config.tables,
  };
  const rng = createRng(mixSeed(config.seed, questionNumber));
  return scheduledProblem(memory.scheduler, spec, rng, {
    questionIndex: memory.questionsAnswered,
    atMs,
  });
}

function mixSeed(seed: number, questionNumber: number): number {
  return (seed ^ Math.imul(questionNumber, 0x9e3779b1) ^ 0x85ebca6b) >>> 0;
}
