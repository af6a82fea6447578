import { describe, expect, it } from 'vitest';
import {
  START_POSITION,
  advance,
  nextRound,
  operationOrder,
  operationStep,
  roundQuestionNumber,
  type Position,
} from './progression';

const twoOperations = [{ challengeCount: 5 }, { challengeCount: 5 }];

function answerMany(count: number, continuous: boolean, isCorrect = true): Position {
  let position = START_POSITION;
  for (let i = 0; i < count; i += 1)
    position = advance(
      position,
      { isCorrect, timeSpentMs: 2000 },
      twoOperations,
      [0, 1],
      continuous,
    );
  return position;
}

describe('advance', () => {
  it('moves to the next operation after its questions, with the difficulty reset', () => {
    const afterFour = answerMany(4, false);
    expect(afterFour.difficulty).toBe(2.5);
    const afterFive = answerMany(5, false);
    expect(afterFive).toMatchObject({
      operationPosition: 1,
      operationQuestionNumber: 0,
      questionsAnswered: 5,
      difficulty: 2,
      finished: false,
    });
  });

  it('finishes after the last operation', () => {
    expect(answerMany(10, false)).toMatchObject({ finished: true, questionsAnswered: 10 });
  });

  it('starts the operations again in continuous mode, in the next round', () => {
    expect(answerMany(9, true)).toMatchObject({ round: 1 });
    expect(answerMany(10, true)).toMatchObject({
      finished: false,
      operationPosition: 0,
      questionsAnswered: 10,
      round: 2,
    });
    expect(answerMany(23, true)).toMatchObject({
      finished: false,
      operationPosition: 0,
      operationQuestionNumber: 3,
      round: 3,
    });
  });

  it('stays in the round from one operation to the next and when finished', () => {
    expect(answerMany(5, false)).toMatchObject({ operationPosition: 1, round: 1 });
    expect(answerMany(10, false)).toMatchObject({ finished: true, round: 1 });
  });

  it('lowers the difficulty after wrong answers, never below 1', () => {
    expect(answerMany(4, false, false).difficulty).toBe(1);
  });
});

describe('nextRound', () => {
  it('starts a finished student on the first operation of the next round and keeps their count', () => {
    const finished = answerMany(10, false, false);
    expect(nextRound(finished)).toEqual({ ...START_POSITION, questionsAnswered: 10, round: 2 });
    expect(nextRound({ ...finished, round: 2 })).toMatchObject({ round: 3 });
  });

  it('leaves a student who is still practising where they are', () => {
    const halfway = answerMany(7, false);
    expect(nextRound(halfway)).toBe(halfway);
  });
});

describe('operationOrder', () => {
  it('keeps the teacher order unless randomised, and randomises the same way for the same seed', () => {
    expect(operationOrder(4, false, 1)).toEqual([0, 1, 2, 3]);
    const shuffledOrder = operationOrder(4, true, 99);
    expect([...shuffledOrder].sort()).toEqual([0, 1, 2, 3]);
    expect(operationOrder(4, true, 99)).toEqual(shuffledOrder);
  });
});

describe('the question number within a round', () => {
  const operations = [{ challengeCount: 5 }, { challengeCount: 5 }];
  /** The number of question `n` of operation `index` for a student with this order. */
  const numberOf = (order: number[], index: number, n: number) =>
    roundQuestionNumber(
      operations,
      order,
      { operationIndex: index, operationQuestionNumber: n },
      10,
    );

  it('counts the operations before the question’s own in the student’s order', () => {
    expect(numberOf([0, 1], 0, 2)).toBe(2);
    expect(numberOf([0, 1], 1, 1)).toBe(6);
    expect(numberOf([1, 0], 1, 1)).toBe(1);
    expect(numberOf([1, 0], 0, 2)).toBe(7);
  });

  it('follows the place after Next operation, and starts at 1 in a new round', () => {
    // Two answers of the first operation, then the teacher moved the class to the second.
    expect(numberOf([0, 1], 1, 1)).toBe(6);
    // Another round starts again from the first operation.
    expect(numberOf([0, 1], 0, 1)).toBe(1);
  });

  it('stays within 1 and the total when the operations changed under the question', () => {
    expect(numberOf([0, 1], 1, 9)).toBe(10);
    expect(numberOf([0], 3, 0)).toBe(1);
  });
});

describe('operationStep', () => {
  it('is the operation’s place in the student’s own order, not its place in the session', () => {
    expect(operationStep([2, 0, 1], 2)).toBe(1);
    expect(operationStep([2, 0, 1], 0)).toBe(2);
    expect(operationStep([2, 0, 1], 1)).toBe(3);
    expect(operationStep([0, 1, 2], 2)).toBe(3);
  });

  it('counts an operation missing from the order as the first step, as the question number does', () => {
    expect(operationStep([1, 0], 5)).toBe(1);
  });
});
