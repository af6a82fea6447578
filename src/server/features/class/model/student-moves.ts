import type { SessionSettings } from '#shared/contracts/session-settings';
import type { Student, StudentMove } from './class-model';
import { nextRound, operationOrder, orderSeed, pastOperation, START_POSITION } from './progression';
import { pairedOperations, placeAfterEdit, sameButCount } from './place-after-edit';

/*
 * Where the teacher's actions move each student: pure rules, written by sessions/move-students.ts
 * with the guard of every write of a student's place. Undefined leaves the student where they are.
 */

/** Where a student starts an operation: its first question, at the first level. */
const OPERATION_START = {
  operationQuestionNumber: START_POSITION.operationQuestionNumber,
  difficulty: START_POSITION.difficulty,
  difficultyStreak: START_POSITION.difficultyStreak,
} as const;

/** The next round, for a student who has finished and was not removed (progression.nextRound). */
export function nextRoundMove(student: Student): StudentMove | undefined {
  if (!student.finished || student.removedAtMs !== null) return undefined;
  const next = nextRound(student);
  return {
    operationPosition: next.operationPosition,
    operationQuestionNumber: next.operationQuestionNumber,
    round: next.round,
    questionsAnswered: next.questionsAnswered,
    difficulty: next.difficulty,
    difficultyStreak: next.difficultyStreak,
    finished: next.finished,
  };
}

/**
 * New settings: each student's operations in the new order, at the place the edit leaves them
 * (placeAfterEdit), starting the operation again (its first question, the first level) only when
 * it changed; a student who has already answered as many questions of it as it now has is past it
 * (pastOperation), as after its last answer. A student who had finished comes back (`comesBack`) when the edit gave them more to do
 * and nothing they have done comes again: their operation's added questions, an operation new in
 * the lesson in its place, or operations that are new in the lesson, all after theirs in their
 * order (not once the exam is over: `examOver`); in continuous mode a finished student starts a
 * next round at once.
 */
export function settingsMove(
  before: SessionSettings,
  after: SessionSettings,
  examOver = false,
): (student: Student) => StudentMove {
  // An operation of the new settings is new to the lesson when none of the old ones is it after
  // the edit (pairedOperations: the same settings, the same but for its count, or of its type).
  const pairs = pairedOperations(before.operations, after.operations);
  const carried = new Set(pairs.values());
  const isNew = (index: number) => !carried.has(index);
  return (student) => {
    const order = operationOrder(
      after.operations.length,
      after.randomizeOperations,
      orderSeed(student.id),
    );
    const place = placeAfterEdit(
      {
        operations: before.operations,
        order: student.operationOrder,
        position: student.operationPosition,
      },
      { operations: after.operations, order },
      pairs,
    );
    const nextRoundNow = after.continuousMode && !examOver ? nextRoundMove(student) : undefined;
    const count = after.operations[order[place.position] ?? -1]?.challengeCount;
    // Their own operation replaced by one new to the lesson (subtraction made multiplication).
    const replacedBy = place.sameOperation ? undefined : order[place.position];
    const replaced = replacedBy !== undefined && isNew(replacedBy);
    const comesBack =
      (place.sameOperation || replaced) &&
      !examOver &&
      student.finished &&
      student.removedAtMs === null &&
      order.slice(place.position + 1).every(isNew);
    const moreOfIt = count !== undefined && student.operationQuestionNumber < count;
    // The lesson grew under a student who had finished it: on with the questions added, with the
    // operation that replaced theirs, from its first question, or on to the operations added
    // after theirs.
    const goesOn = comesBack && (moreOfIt || replaced);
    const past =
      place.sameOperation &&
      count !== undefined &&
      !moreOfIt &&
      (!student.finished || (comesBack && place.position < order.length - 1));
    return {
      operationOrder: order,
      operationPosition: place.position,
      // Another operation in their place starts afresh, as the next one does (pastOperation).
      ...(place.sameOperation ? {} : OPERATION_START),
      ...(past
        ? pastOperation(
            {
              operationPosition: place.position,
              operationQuestionNumber: student.operationQuestionNumber,
              round: student.round,
              questionsAnswered: student.questionsAnswered,
              difficulty: student.difficulty,
              difficultyStreak: student.difficultyStreak,
              finished: false,
            },
            order.length,
            after.continuousMode,
          )
        : goesOn
          ? { finished: false }
          : nextRoundNow),
    };
  };
}

/**
 * The class's step after new settings: it follows its operation (placeAfterEdit), as each
 * student's place does. With randomized operations, before or after, the step is a place in each
 * student's own order, not an operation: it stays, at most the last.
 */
export function classStepAfterEdit(
  before: SessionSettings,
  after: SessionSettings,
  step: number,
): number {
  const last = Math.max(0, after.operations.length - 1);
  if (before.randomizeOperations || after.randomizeOperations) return Math.min(step, last);
  const listed = (count: number) => operationOrder(count, false, 0);
  return placeAfterEdit(
    { operations: before.operations, order: listed(before.operations.length), position: step },
    { operations: after.operations, order: listed(after.operations.length) },
  ).position;
}

/**
 * The class's next operation (at `position` in each student's order): a student behind it starts
 * it at the first question and level; one who has finished, or is at it or past it, stays.
 */
export function nextOperationMove(position: number): (student: Student) => StudentMove | undefined {
  return (student) =>
    student.finished || student.operationPosition >= position
      ? undefined
      : {
          operationPosition: position,
          ...OPERATION_START,
        };
}

/**
 * Whether a student's open question stays after new settings moved them (`move`, settingsMove's):
 * the operation they are on after the edit is the one they were on, unchanged but for its number
 * of questions (its type, numbers, tables, way of answering and time limit), in the same place
 * among the session's operations, and the student still at their question in it (not moved past
 * it by a cut), so the question on their screen, and an answer to it on its way (saved offline,
 * say), still count. A change of their operation, or an operation put before it, replaces it; the
 * modes, the exam's length, a number of questions the student has not reached and operations
 * added after theirs never do.
 */
export function keepsOpenQuestion(
  before: SessionSettings,
  after: SessionSettings,
  student: Student,
  move: StudentMove,
): boolean {
  // The problem keeps the index of its operation among the session's operations.
  const index = student.operationOrder[student.operationPosition] ?? -1;
  const order = move.operationOrder ?? student.operationOrder;
  const indexAfter = order[move.operationPosition ?? student.operationPosition] ?? -1;
  const was = before.operations[index];
  const now = after.operations[index];
  return (
    was !== undefined &&
    now !== undefined &&
    index === indexAfter &&
    move.operationQuestionNumber === undefined &&
    sameButCount(was, now)
  );
}
