import { describe, expect, it } from 'vitest';
import { fiveAdditions, sampleStudent, SAMPLE_TIME } from '../testing/test-class-objects';
import type { SessionSettings } from '#shared/contracts/session-settings';
import {
  classStepAfterEdit,
  keepsOpenQuestion,
  nextOperationMove,
  nextRoundMove,
  settingsMove,
} from './student-moves';
import { START_POSITION } from './progression';

const addition = fiveAdditions.operations[0] as SessionSettings['operations'][number];
const subtraction = { ...addition, type: 'subtraction' as const };
const twoOperations: SessionSettings = { ...fiveAdditions, operations: [addition, subtraction] };
const finished = sampleStudent({
  finished: true,
  questionsAnswered: 5,
  operationQuestionNumber: 5,
});

describe("where the teacher's actions move a student", () => {
  it('starts a next round for a finished student, keeping their count of answers', () => {
    expect(nextRoundMove(finished)).toMatchObject({
      finished: false,
      questionsAnswered: 5,
      operationPosition: 0,
      operationQuestionNumber: 0,
      round: 2,
    });
  });

  it('leaves a student who is still practising, or was removed, out of a next round', () => {
    expect(nextRoundMove(sampleStudent({ questionsAnswered: 3 }))).toBeUndefined();
    expect(nextRoundMove({ ...finished, removedAtMs: SAMPLE_TIME })).toBeUndefined();
  });

  it('moves a student behind the class to its next operation, at its first question', () => {
    const behind = sampleStudent({ operationOrder: [0, 1], operationQuestionNumber: 3 });
    expect(nextOperationMove(1)(behind)).toMatchObject({
      operationPosition: 1,
      operationQuestionNumber: 0,
    });
  });

  it('leaves a student already at the next operation, or finished, where they are', () => {
    const ahead = sampleStudent({ operationOrder: [0, 1], operationPosition: 1 });
    expect(nextOperationMove(1)(ahead)).toBeUndefined();
    expect(nextOperationMove(1)({ ...finished, operationOrder: [0, 1] })).toBeUndefined();
  });

  it('keeps the question number when new settings keep the operation, and restarts it when not', () => {
    const practising = sampleStudent({
      operationQuestionNumber: 3,
      difficulty: 5,
      difficultyStreak: 1,
    });
    const kept = settingsMove(fiveAdditions, twoOperations)(practising);
    expect(kept).toEqual({ operationOrder: [0, 1], operationPosition: 0 });
    expect(kept).not.toHaveProperty('round');
    const onlySubtraction = { ...fiveAdditions, operations: [subtraction] };
    expect(settingsMove(fiveAdditions, onlySubtraction)(practising)).toEqual({
      operationOrder: [0],
      operationPosition: 0,
      operationQuestionNumber: 0,
      difficulty: START_POSITION.difficulty,
      difficultyStreak: 0,
    });
  });

  it('moves a student past their operation when the teacher cuts it to the questions they have answered', () => {
    const fewer = (settings: SessionSettings, count: number) => ({
      ...settings,
      operations: settings.operations.map((operation, index) =>
        index === 0 ? { ...operation, challengeCount: count } : operation,
      ),
    });
    const fourAnswered = sampleStudent({
      operationOrder: [0, 1],
      operationQuestionNumber: 4,
      questionsAnswered: 4,
    });
    expect(settingsMove(twoOperations, fewer(twoOperations, 3))(fourAnswered)).toMatchObject({
      operationPosition: 1,
      operationQuestionNumber: 0,
      questionsAnswered: 4,
      finished: false,
    });
    const alone = { ...fourAnswered, operationOrder: [0] };
    expect(settingsMove(fiveAdditions, fewer(fiveAdditions, 4))(alone)).toMatchObject({
      operationPosition: 0,
      questionsAnswered: 4,
      finished: true,
    });
    const continuous = { ...fewer(fiveAdditions, 4), continuousMode: true };
    expect(settingsMove(fiveAdditions, continuous)(alone)).toMatchObject({
      operationPosition: 0,
      operationQuestionNumber: 0,
      finished: false,
    });
    expect(settingsMove(fiveAdditions, fewer(fiveAdditions, 6))(alone)).not.toHaveProperty(
      'finished',
    );
  });

  it('sends a finished student on with the questions the teacher added to their operation', () => {
    const more = (settings: SessionSettings, count: number): SessionSettings => ({
      ...settings,
      operations: settings.operations.map((operation) => ({ ...operation, challengeCount: count })),
    });
    expect(settingsMove(fiveAdditions, more(fiveAdditions, 8))(finished)).toEqual({
      operationOrder: [0],
      operationPosition: 0,
      finished: false,
    });
    expect(settingsMove(fiveAdditions, more(fiveAdditions, 5))(finished)).not.toHaveProperty(
      'finished',
    );
    const removed = { ...finished, removedAtMs: SAMPLE_TIME };
    expect(settingsMove(fiveAdditions, more(fiveAdditions, 8))(removed)).not.toHaveProperty(
      'finished',
    );
    expect(settingsMove(fiveAdditions, more(fiveAdditions, 8), true)(finished)).not.toHaveProperty(
      'finished',
    );
  });

  it('leaves a finished student finished when an operation they did comes after theirs, or nothing', () => {
    const lastDone = { ...finished, operationOrder: [0, 1], operationPosition: 1 };
    const raised = { ...subtraction, challengeCount: 8 };
    const movedFirst: SessionSettings = { ...twoOperations, operations: [raised, addition] };
    expect(settingsMove(twoOperations, movedFirst)(lastDone)).not.toHaveProperty('finished');
    const newFirst: SessionSettings = {
      ...twoOperations,
      operations: [{ ...addition, type: 'multiplication' as const }, addition, subtraction],
    };
    expect(settingsMove(twoOperations, newFirst)(lastDone)).not.toHaveProperty('finished');
    const raisedInPlace: SessionSettings = { ...twoOperations, operations: [addition, raised] };
    expect(settingsMove(twoOperations, raisedInPlace)(lastDone)).toMatchObject({
      operationPosition: 1,
      finished: false,
    });
  });

  it('sends a finished student on to the operations the teacher added after theirs', () => {
    const lastDone = { ...finished, operationOrder: [0, 1], operationPosition: 1 };
    const multiplication = { ...addition, type: 'multiplication' as const };
    const withAnother: SessionSettings = {
      ...twoOperations,
      operations: [addition, subtraction, multiplication],
    };
    expect(settingsMove(twoOperations, withAnother)(lastDone)).toEqual({
      operationOrder: [0, 1, 2],
      operationPosition: 2,
      operationQuestionNumber: 0,
      round: 1,
      questionsAnswered: 5,
      difficulty: START_POSITION.difficulty,
      difficultyStreak: 0,
      finished: false,
    });
    const raisedAndAnother: SessionSettings = {
      ...withAnother,
      operations: [addition, { ...subtraction, challengeCount: 8 }, multiplication],
    };
    expect(settingsMove(twoOperations, raisedAndAnother)(lastDone)).toMatchObject({
      operationPosition: 1,
      finished: false,
    });
    expect(settingsMove(twoOperations, withAnother, true)(lastDone)).not.toHaveProperty('finished');
    const removed = { ...lastDone, removedAtMs: SAMPLE_TIME };
    expect(settingsMove(twoOperations, withAnother)(removed)).not.toHaveProperty('finished');
  });

  it('sends a finished student on to an operation new to the lesson that replaced theirs, from its first question', () => {
    const multiplication = { ...addition, type: 'multiplication' as const };
    const made = (operations: SessionSettings['operations']): SessionSettings => ({
      ...twoOperations,
      operations,
    });
    expect(settingsMove(fiveAdditions, made([multiplication]))(finished)).toEqual({
      operationOrder: [0],
      operationPosition: 0,
      operationQuestionNumber: 0,
      difficulty: START_POSITION.difficulty,
      difficultyStreak: 0,
      finished: false,
    });
    const lastDone = { ...finished, operationOrder: [0, 1], operationPosition: 1 };
    expect(settingsMove(twoOperations, made([addition, multiplication]))(lastDone)).toMatchObject({
      operationPosition: 1,
      operationQuestionNumber: 0,
      finished: false,
    });
    // Their operation gone and one they did now in its place: still done.
    expect(settingsMove(twoOperations, made([addition]))(lastDone)).not.toHaveProperty('finished');
    expect(
      settingsMove(
        twoOperations,
        made([multiplication, addition]),
      )({
        ...finished,
        operationOrder: [0, 1],
        operationPosition: 1,
      }),
    ).not.toHaveProperty('finished');
    const removed = { ...finished, removedAtMs: SAMPLE_TIME };
    expect(settingsMove(fiveAdditions, made([multiplication]))(removed)).not.toHaveProperty(
      'finished',
    );
    expect(settingsMove(fiveAdditions, made([multiplication]), true)(finished)).not.toHaveProperty(
      'finished',
    );
  });

  it('counts an operation as done when the edit only changed its count or its way of answering', () => {
    const multiplication = { ...addition, type: 'multiplication' as const };
    // Finished on the subtraction, with the addition also after it now: back to nothing.
    const lastDone = { ...finished, operationOrder: [0, 1], operationPosition: 1 };
    const doneAfter: SessionSettings = {
      ...twoOperations,
      operations: [subtraction, addition, multiplication],
    };
    expect(settingsMove(twoOperations, doneAfter)(lastDone)).not.toHaveProperty('finished');
    // Met in the order subtraction, addition; every operation now typed, one more added.
    const endedOnAddition = { ...finished, operationOrder: [1, 0], operationPosition: 1 };
    const typed = (operation: typeof addition) => ({ ...operation, answerInput: 'typed' as const });
    const typedAndMore: SessionSettings = {
      ...twoOperations,
      operations: [typed(addition), typed(subtraction), multiplication],
    };
    expect(settingsMove(twoOperations, typedAndMore)(endedOnAddition)).not.toHaveProperty(
      'finished',
    );
    expect(settingsMove(twoOperations, typedAndMore)(lastDone)).toMatchObject({
      operationPosition: 2,
      operationQuestionNumber: 0,
      finished: false,
    });
  });

  it('treats an edit of one of two operations of a type as an edit of a lone one', () => {
    const multiplication = { ...addition, type: 'multiplication' as const };
    const low = { ...multiplication, tables: [2, 3, 4, 5] };
    const high = { ...multiplication, tables: [6, 7, 8, 9] };
    const wider = { ...high, tables: [6, 7, 8, 9, 10] };
    const lone = (operation: typeof addition) => ({ ...fiveAdditions, operations: [operation] });
    const both = (second: typeof addition) => ({ ...fiveAdditions, operations: [low, second] });
    const doneHigh = { ...finished, operationOrder: [0, 1], operationPosition: 1 };
    const atHigh = sampleStudent({ operationOrder: [0, 1], operationPosition: 1 });
    const practising = { ...atHigh, operationQuestionNumber: 3, difficulty: 5 };
    // Finished: Done, as with the lone multiplication.
    expect(settingsMove(lone(high), lone(wider))(finished)).not.toHaveProperty('finished');
    expect(settingsMove(both(high), both(wider))(doneHigh)).not.toHaveProperty('finished');
    // Still at it: their count and level kept, as with the lone multiplication.
    expect(settingsMove(both(high), both(wider))(practising)).toEqual({
      operationOrder: [0, 1],
      operationPosition: 1,
    });
  });

  it("moves the class's step with its operation, and keeps it where each student has their own order", () => {
    const multiplication = { ...addition, type: 'multiplication' as const };
    const three = { ...fiveAdditions, operations: [addition, subtraction, multiplication] };
    const withoutFirst = { ...fiveAdditions, operations: [subtraction, multiplication] };
    // On subtraction: removing the addition before it brings subtraction to the first place.
    expect(classStepAfterEdit(three, withoutFirst, 1)).toBe(0);
    // Randomized: the second step of each student's order stays the second step.
    const random = (settings: SessionSettings) => ({ ...settings, randomizeOperations: true });
    expect(classStepAfterEdit(random(three), random(withoutFirst), 1)).toBe(1);
    expect(classStepAfterEdit(three, random(withoutFirst), 1)).toBe(1);
    expect(classStepAfterEdit(random(three), { ...fiveAdditions }, 2)).toBe(0);
  });

  it('sends a finished student on at once only in continuous mode', () => {
    expect(settingsMove(fiveAdditions, fiveAdditions)(finished)).not.toHaveProperty('finished');
    const continuous = { ...fiveAdditions, continuousMode: true };
    expect(settingsMove(fiveAdditions, continuous)(finished)).toMatchObject({
      finished: false,
      round: 2,
    });
    const removed = { ...finished, removedAtMs: SAMPLE_TIME };
    expect(settingsMove(fiveAdditions, continuous)(removed)).not.toHaveProperty('finished');
    expect(settingsMove(fiveAdditions, continuous, true)(finished)).not.toHaveProperty('finished');
  });

  it("keeps a student's open question when their operation is unchanged and in its place", () => {
    const practising = sampleStudent({ operationQuestionNumber: 3 });
    const keeps = (after: SessionSettings) =>
      keepsOpenQuestion(
        fiveAdditions,
        after,
        practising,
        settingsMove(fiveAdditions, after)(practising),
      );
    expect(keeps(fiveAdditions)).toBe(true);
    expect(keeps({ ...fiveAdditions, continuousMode: true, examMode: true })).toBe(true);
    expect(keeps(twoOperations)).toBe(true);
    expect(keeps({ ...twoOperations, operations: [subtraction, addition] })).toBe(false);
    expect(keeps({ ...fiveAdditions, operations: [subtraction] })).toBe(false);
    // A number of questions the student has not reached leaves their question; a cut past it not.
    const counted = (challengeCount: number) => ({
      ...fiveAdditions,
      operations: [{ ...addition, challengeCount }],
    });
    expect(keeps(counted(8))).toBe(true);
    expect(keeps(counted(4))).toBe(true);
    expect(keeps(counted(3))).toBe(false);
    expect(keeps({ ...counted(3), continuousMode: true })).toBe(false);
    const tenToTwenty = { ...addition, numberRange: { min: 10, max: 20 } };
    expect(keeps({ ...fiveAdditions, operations: [tenToTwenty] })).toBe(false);
    expect(keeps({ ...fiveAdditions, operations: [{ ...addition, answerInput: 'typed' }] })).toBe(
      false,
    );
  });
});
