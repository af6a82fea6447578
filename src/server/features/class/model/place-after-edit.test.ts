import { describe, expect, it } from 'vitest';
import type { OperationConfig } from '#shared/contracts/session-settings';
import { alignedInOrder, placeAfterEdit } from './place-after-edit';

const operation = (type: OperationConfig['type'], max = 10): OperationConfig => ({
  type,
  numberRange: { min: 1, max },
  challengeCount: 10,
});
const addition = operation('addition');
const multiplication = operation('multiplication');
const division = operation('division');
const low = { ...multiplication, tables: [2, 3, 4, 5] };
const high = { ...multiplication, tables: [6, 7, 8, 9] };

describe('a student’s place after the teacher changes the operations', () => {
  it('keeps the student on their operation, and its count, when another is added', () => {
    const before = { operations: [addition], order: [0], position: 0 };
    const after = { operations: [addition, multiplication], order: [0, 1] };
    expect(placeAfterEdit(before, after)).toEqual({ position: 0, sameOperation: true });
  });

  it('follows the operation to its new place when one before it is removed', () => {
    const before = { operations: [addition, multiplication], order: [0, 1], position: 1 };
    const after = { operations: [multiplication], order: [0] };
    expect(placeAfterEdit(before, after)).toEqual({ position: 0, sameOperation: true });
  });

  it('follows the operation when the order is shuffled', () => {
    const before = { operations: [addition, multiplication], order: [0, 1], position: 1 };
    const after = { operations: [addition, multiplication], order: [1, 0] };
    expect(placeAfterEdit(before, after)).toEqual({ position: 0, sameOperation: true });
  });

  it('keeps an operation whose range changed as the same one', () => {
    const before = { operations: [addition, multiplication], order: [0, 1], position: 1 };
    const after = { operations: [addition, operation('multiplication', 12)], order: [0, 1] };
    expect(placeAfterEdit(before, after)).toEqual({ position: 1, sameOperation: true });
  });

  it('counts afresh at the same position, at most the last, when the operation is gone', () => {
    const before = { operations: [addition, multiplication], order: [0, 1], position: 1 };
    expect(placeAfterEdit(before, { operations: [division], order: [0] })).toEqual({
      position: 0,
      sameOperation: false,
    });
    expect(placeAfterEdit(before, { operations: [addition, division], order: [0, 1] })).toEqual({
      position: 1,
      sameOperation: false,
    });
  });

  it('keeps the one of two operations of a type that the edit changed as the same one', () => {
    const before = { operations: [low, high], order: [0, 1], position: 1 };
    const after = { operations: [low, { ...high, tables: [6, 7, 8, 9, 10] }], order: [0, 1] };
    expect(placeAfterEdit(before, after)).toEqual({ position: 1, sameOperation: true });
    // Reordered as well: the changed one is followed, never the other one of its type.
    const reordered = { operations: [{ ...high, tables: [6, 7, 8, 9, 10] }, low], order: [0, 1] };
    expect(placeAfterEdit(before, reordered)).toEqual({ position: 0, sameOperation: true });
    expect(placeAfterEdit({ ...before, position: 0 }, reordered)).toEqual({
      position: 1,
      sameOperation: true,
    });
  });

  it('keeps the one of two operations of a type whose tables changed when the other got another count', () => {
    const before = {
      operations: [
        { ...low, challengeCount: 5 },
        { ...high, challengeCount: 5 },
      ],
      order: [0, 1],
      position: 1,
    };
    const after = {
      operations: [
        { ...low, challengeCount: 8 },
        { ...high, challengeCount: 5, tables: [6, 7, 8, 9, 10] },
      ],
      order: [0, 1],
    };
    expect(placeAfterEdit(before, after)).toEqual({ position: 1, sameOperation: true });
    expect(placeAfterEdit({ ...before, position: 0 }, after)).toEqual({
      position: 0,
      sameOperation: true,
    });
  });

  it('keeps each of two copies of one operation in its place when the edit changed either', () => {
    const wider = { ...high, tables: [6, 7, 8, 9, 10] };
    const recounted = { ...high, challengeCount: 12 };
    for (const after of [
      [high, wider],
      [wider, high],
      [high, recounted],
      [recounted, high],
      [recounted, recounted],
    ])
      for (const position of [0, 1])
        expect(
          placeAfterEdit(
            { operations: [high, high], order: [0, 1], position },
            { operations: after, order: [0, 1] },
          ),
        ).toEqual({ position, sameOperation: true });
  });

  it('keeps copies of one operation in their order when other operations move around them', () => {
    const place = (before: OperationConfig[], after: OperationConfig[], position: number) =>
      placeAfterEdit(
        { operations: before, order: before.map((_, index) => index), position },
        { operations: after, order: after.map((_, index) => index) },
      ).position;
    // Reordered, one removed before them, one added before them.
    expect([0, 1].map((at) => place([high, high, addition], [addition, high, high], at))).toEqual([
      1, 2,
    ]);
    expect([1, 2].map((at) => place([addition, high, high], [high, high], at))).toEqual([0, 1]);
    expect([0, 1].map((at) => place([high, high], [addition, high, high], at))).toEqual([1, 2]);
    // Another added before them and a third copy after: never crossed.
    expect([0, 1].map((at) => place([high, high], [addition, high, high, high], at))).toEqual([
      1, 2,
    ]);
  });

  it('aligns two lists of copies in order, the most at their own index, the earliest first', () => {
    expect(alignedInOrder([0, 1], [1])).toEqual([[1, 1]]);
    expect(alignedInOrder([0, 1], [0])).toEqual([[0, 0]]);
    expect(alignedInOrder([0, 1], [1, 2, 3])).toEqual([
      [0, 1],
      [1, 2],
    ]);
    expect(alignedInOrder([1, 2], [0, 1])).toEqual([
      [1, 0],
      [2, 1],
    ]);
    expect(alignedInOrder([0, 2, 3], [2])).toEqual([[2, 2]]);
  });

  it('never matches by type when the edit changed two operations of the type', () => {
    const before = { operations: [low, high], order: [0, 1], position: 1 };
    const after = {
      operations: [
        { ...low, tables: [2, 3, 4] },
        { ...high, tables: [6, 7, 8, 9, 10] },
      ],
      order: [0, 1],
    };
    expect(placeAfterEdit(before, after)).toEqual({ position: 1, sameOperation: false });
    // One of two changed, where the type named one before: the new one may be either.
    const lone = { operations: [high], order: [0], position: 0 };
    expect(
      placeAfterEdit(lone, {
        operations: [low, { ...high, numberRange: { min: 1, max: 12 } }],
        order: [0, 1],
      }),
    ).toEqual({ position: 0, sameOperation: false });
  });

  it('keeps the operation whose number of questions alone changed, among two of its type', () => {
    const before = { operations: [low, high], order: [1, 0], position: 0 };
    const after = { operations: [low, { ...high, challengeCount: 12 }], order: [1, 0] };
    expect(placeAfterEdit(before, after)).toEqual({ position: 0, sameOperation: true });
    // Two that differ from it only in their number of questions: neither is taken for it.
    const twins = {
      operations: [
        { ...high, challengeCount: 5 },
        { ...high, challengeCount: 8 },
      ],
    };
    expect(placeAfterEdit(before, { ...twins, order: [0, 1] })).toEqual({
      position: 0,
      sameOperation: false,
    });
  });
});
