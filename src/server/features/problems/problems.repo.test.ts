import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#server/db/test-databases';
import { createStore } from '#server/store';
import type { Store } from '#server/features/class/storage/class-store';
import type { Problem, ProblemAnswer } from '#server/features/class/model/class-model';
import {
  SAMPLE_TIME,
  sampleProblem,
  sampleStudent,
  sampleSession,
} from '#server/features/class/testing/test-class-objects';
import { overwriteStudent } from '#server/features/class/storage/overwrite-student';

/** 7 × 8 as student-1's question `questionNumber`, with 56 at index 1 of the choices. */
function sevenEights(questionNumber: number, choices = ['54', '56', '48', '63']): Problem {
  return sampleProblem({
    id: `problem-${String(questionNumber)}`,
    questionNumber,
    operationQuestionNumber: questionNumber,
    choices,
    correctIndex: choices.indexOf('56'),
  });
}

function chose(choiceIndex: number | null, isCorrect: boolean): ProblemAnswer {
  return {
    answeredAtMs: SAMPLE_TIME + 1000,
    choiceIndex,
    typedAnswer: null,
    isCorrect,
    timeSpentMs: 1000,
  };
}

describe('the answered problems of a session, alike ones counted together', () => {
  let database: TestDatabase;
  let store: Store;

  beforeEach(async () => {
    database = await createTestDatabase();
    store = createStore(database.db, database.dialect);
    await store.sessions.insert(sampleSession());
    await store.students.insert(sampleStudent());
  });

  afterEach(async () => {
    await database.dispose();
  });

  async function answered(problem: Problem, answer: ProblemAnswer | null): Promise<void> {
    await store.problems.insert(problem);
    if (answer !== null) await store.problems.claimAnswer(problem.id, answer);
  }

  it('counts answers of the same fact, number chosen and verdict once, in any order of choices', async () => {
    await answered(sevenEights(1), chose(0, false));
    await answered(sevenEights(2), chose(0, false));
    await answered(sevenEights(3), chose(1, true));
    await answered(sevenEights(4, ['56', '54', '48', '63']), chose(1, false));
    await answered(sevenEights(5), chose(2, false));
    await answered(sevenEights(6), chose(null, false));
    await answered(sevenEights(7), null);

    const tallies = await store.problems.tallyAnsweredBySession('session-1');
    const counted = tallies.map((tally) => [tally.chosenAnswer, tally.isCorrect, tally.count]);
    expect(counted).toHaveLength(4);
    expect(counted).toEqual(
      expect.arrayContaining([
        [54, false, 3],
        [56, true, 1],
        [48, false, 1],
        [null, false, 1],
      ]),
    );
    expect(tallies.find((tally) => tally.isCorrect)).toMatchObject({
      operation: 'multiplication',
      operand1: 7,
      operand2: 8,
      correctAnswer: 56,
      count: 1,
    });
  });
});

describe('the answered facts of a session, each answer with its student, verdict and time', () => {
  let database: TestDatabase;
  let store: Store;

  beforeEach(async () => {
    database = await createTestDatabase();
    store = createStore(database.db, database.dialect);
    await store.sessions.insert(sampleSession());
    await store.students.insert(sampleStudent());
    await store.students.insert(
      sampleStudent({ id: 'student-2', name: 'Bo', nameKey: 'bo', tokenHash: 'hash-2' }),
    );
  });

  afterEach(async () => {
    await database.dispose();
  });

  it('lists every answered problem, a removed student’s too, and leaves out the unanswered', async () => {
    await store.problems.insert(sevenEights(1));
    await store.problems.claimAnswer('problem-1', chose(0, false));
    await store.problems.insert({ ...sevenEights(2), id: 'bo-1', studentId: 'student-2' });
    await store.problems.claimAnswer('bo-1', { ...chose(1, true), timeSpentMs: 4200 });
    await store.problems.insert(sevenEights(3));
    await overwriteStudent(database.db, 'student-2', { removedAtMs: SAMPLE_TIME + 2000 });

    const answers = await store.problems.listAnsweredFactsBySession('session-1');
    expect(answers).toHaveLength(2);
    expect(answers).toEqual(
      expect.arrayContaining([
        {
          studentId: 'student-1',
          operation: 'multiplication',
          operand1: 7,
          operand2: 8,
          stem: '7 × 8',
          isCorrect: false,
          timeSpentMs: 1000,
          correctAnswer: 56,
          answerInput: 'choices',
        },
        {
          studentId: 'student-2',
          operation: 'multiplication',
          operand1: 7,
          operand2: 8,
          stem: '7 × 8',
          isCorrect: true,
          timeSpentMs: 4200,
          correctAnswer: 56,
          answerInput: 'choices',
        },
      ]),
    );
  });
});

describe('a problem’s show delay, and waiting problems dropped', () => {
  let database: TestDatabase;
  let store: Store;

  beforeEach(async () => {
    database = await createTestDatabase();
    store = createStore(database.db, database.dialect);
    await store.sessions.insert(sampleSession());
    await store.students.insert(sampleStudent());
  });

  afterEach(async () => {
    await database.dispose();
  });

  it('keeps how long the student’s screen may wait before it shows the problem', async () => {
    const issuedWithWrongVerdict = { ...sevenEights(1), showDelayMs: 3000 };
    await store.problems.insert(issuedWithWrongVerdict);
    expect(await store.problems.findById('problem-1')).toEqual(issuedWithWrongVerdict);
    expect(await store.problems.findOpenForStudent('student-1')).toEqual(issuedWithWrongVerdict);
  });

  it('drops the session’s waiting problems, and keeps the answered ones', async () => {
    await store.students.insert(
      sampleStudent({ id: 'student-2', name: 'Bo', nameKey: 'bo', tokenHash: 'hash-2' }),
    );
    await store.problems.insert(sevenEights(1));
    await store.problems.claimAnswer('problem-1', chose(1, true));
    await store.problems.insert(sevenEights(2));
    await store.problems.insert({ ...sevenEights(1), id: 'bo-1', studentId: 'student-2' });
    await store.problems.deleteOpenInSession('session-1');
    expect(await store.problems.findOpenForStudent('student-1')).toBeUndefined();
    expect(await store.problems.findOpenForStudent('student-2')).toBeUndefined();
    expect((await store.problems.findById('problem-1'))?.answer).not.toBeNull();
  });
});
