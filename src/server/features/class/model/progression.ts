import type { OperationConfig } from '#shared/contracts/session-settings';
import { initialDifficulty, nextDifficulty } from '#shared/maths/difficulty';
import { createRng, shuffled } from '#shared/maths/rng';
import type { StudentCounters } from './class-model';

/** Where a student stands, as the progression rules need it. */
export interface Position {
  /** Index into the student's order of operations. */
  readonly operationPosition: number;
  /** Questions answered in the current operation. */
  readonly operationQuestionNumber: number;
  /** The round, from 1: each start of the operations again after the last adds one. */
  readonly round: number;
  readonly questionsAnswered: number;
  readonly difficulty: number;
  readonly difficultyStreak: number;
  readonly finished: boolean;
}

/** A student's position before their first answer. */
export const START_POSITION: Position = {
  operationPosition: 0,
  operationQuestionNumber: 0,
  round: 1,
  questionsAnswered: 0,
  difficulty: initialDifficulty('normal').difficulty,
  difficultyStreak: 0,
  finished: false,
};

/**
 * The order a student meets the operations in: as listed, or shuffled per student (seeded by the
 * student, so it stays the same across reloads) when the teacher randomises operations.
 */
export function operationOrder(operationCount: number, randomize: boolean, seed: number): number[] {
  const order = Array.from({ length: operationCount }, (_, index) => index);
  return randomize ? shuffled(createRng(seed), order) : order;
}

/**
 * The position after one checked answer (SPEC §4 Practice flow): difficulty follows the normal
 * engine; after an operation's questions the next operation starts with the difficulty reset;
 * after the last, the student is finished, or in continuous mode starts the operations again.
 */
export function advance(
  position: Position,
  answer: { isCorrect: boolean; timeSpentMs: number },
  operations: readonly Pick<OperationConfig, 'challengeCount'>[],
  order: readonly number[],
  continuousMode: boolean,
): Position {
  const engine = nextDifficulty(
    {
      mode: 'normal',
      difficulty: position.difficulty,
      streak: position.difficultyStreak,
      fastStreak: 0,
    },
    answer,
  );
  const questionsAnswered = position.questionsAnswered + 1;
  const operationQuestionNumber = position.operationQuestionNumber + 1;
  const current = operations[order[position.operationPosition] ?? 0];
  const operationDone = current === undefined || operationQuestionNumber >= current.challengeCount;
  const inPlace: Position = {
    ...position,
    questionsAnswered,
    operationQuestionNumber,
    difficulty: engine.difficulty,
    difficultyStreak: engine.streak,
  };
  return operationDone ? pastOperation(inPlace, order.length, continuousMode) : inPlace;
}

/**
 * The position once the student's operation is done: the next operation from its first question,
 * with the difficulty reset; after the last, finished, or in continuous mode the first again in
 * the next round.
 */
export function pastOperation(
  position: Position,
  operationCount: number,
  continuousMode: boolean,
): Position {
  const isLast = position.operationPosition >= operationCount - 1;
  if (isLast && !continuousMode) return { ...position, finished: true };
  return {
    ...START_POSITION,
    questionsAnswered: position.questionsAnswered,
    operationPosition: isLast ? 0 : position.operationPosition + 1,
    round: isLast ? position.round + 1 : position.round,
  };
}

/**
 * The next round for a student who has answered every question (the teacher gave finished students
 * more, switched continuous mode on, or set the class's missed facts): the operations start again
 * from the first in the next round, with a fresh difficulty; their counts, answers and fact
 * schedule stay. A student
 * still practising keeps their place.
 */
export function nextRound(position: Position): Position {
  if (!position.finished) return position;
  return {
    ...START_POSITION,
    questionsAnswered: position.questionsAnswered,
    round: position.round + 1,
  };
}

/** A stable 32-bit number from a student's id (FNV-1a), to seed their operation order. */
export function orderSeed(id: string): number {
  let hash = 2166136261;
  for (let i = 0; i < id.length; i += 1) hash = Math.imul(hash ^ id.charCodeAt(i), 16777619);
  return hash >>> 0;
}

/** The operation (index into the session's list) a student is practising now. */
export function currentOperationIndexOf(
  student: Pick<StudentCounters, 'operationOrder' | 'operationPosition'>,
): number {
  const order = student.operationOrder;
  return order[Math.min(student.operationPosition, order.length - 1)] ?? 0;
}

/**
 * The place of an operation (index into the session's list) in the student's order, from 1, as
 * "step n/m" shows it: with randomized operations a student's first step may be the session's
 * third operation. An operation the order does not hold counts as the first step.
 */
export function operationStep(order: readonly number[], operationIndex: number): number {
  return Math.max(0, order.indexOf(operationIndex)) + 1;
}

/**
 * A question's number within the student's round, as "Question n of N" shows it: the questions of
 * the operations before its own in the student's order, and its number within its operation, at
 * most `total`. So it follows the student's place, also after the teacher moved the class on
 * (Next operation), after a late join at a later step, and from 1 again in a new round.
 */
export function roundQuestionNumber(
  operations: readonly Pick<OperationConfig, 'challengeCount'>[],
  order: readonly number[],
  problem: { readonly operationIndex: number; readonly operationQuestionNumber: number },
  total: number,
): number {
  const position = operationStep(order, problem.operationIndex) - 1;
  let before = 0;
  for (const index of order.slice(0, position)) before += operations[index]?.challengeCount ?? 0;
  return Math.min(total, Math.max(1, before + problem.operationQuestionNumber));
}
