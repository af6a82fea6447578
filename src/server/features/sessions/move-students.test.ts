import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createStore } from '#server/store';
import { createTestDatabase, type TestDatabase } from '#server/db/test-databases';
import type { Student } from '#server/features/class/model/class-model';
import type { Repos, Store } from '#server/features/class/storage/class-store';
import {
  sampleSession,
  sampleStudent,
  SAMPLE_TIME,
} from '#server/features/class/testing/test-class-objects';
import { moveStudents } from './move-students';

let database: TestDatabase;
let store: Store;

beforeEach(async () => {
  database = await createTestDatabase();
  store = createStore(database.db, database.dialect);
  await store.sessions.insert(sampleSession());
  await store.students.insert(sampleStudent({ id: 'ada', name: 'Ada', nameKey: 'ada' }));
  await store.students.insert(
    sampleStudent({ id: 'bo', name: 'Bo', nameKey: 'bo', tokenHash: 'hash-bo' }),
  );
});

afterEach(async () => {
  await database.dispose();
});

/**
 * The repositories, with an answer of the first student written (with the answer's own guarded
 * write) after each of the first `times` reads of them: another request's answer, counted in
 * between.
 */
function withAnswerAfterRead(repos: Repos, times = 1) {
  let left = times;
  const later = async (student: Student | undefined) => {
    if (student !== undefined && left > 0) {
      left -= 1;
      const counted = await repos.students.updateIfAt(student, sampleSession(), {
        ...student,
        questionsAnswered: student.questionsAnswered + 1,
        correct: student.correct + 1,
        operationQuestionNumber: student.operationQuestionNumber + 1,
      });
      if (!counted) throw new Error('the answer in between was not counted');
    }
    return student;
  };
  return {
    ...repos,
    students: {
      ...repos.students,
      listBySession: async (sessionId: string) => {
        const students = await repos.students.listBySession(sessionId);
        await later(students[0]);
        return students;
      },
      findById: async (id: string) => later(await repos.students.findById(id)),
    },
  };
}

describe("moving a class's students", () => {
  it('moves each student the rule picks, as the rule decides, and leaves the others', async () => {
    const moved = await store.transaction((repos) =>
      moveStudents(repos, 'session-1', (student) =>
        student.id === 'bo' ? { operationPosition: 1, operationQuestionNumber: 0 } : undefined,
      ),
    );
    expect(moved).toEqual(['bo']);
    expect((await store.students.findById('bo'))?.operationPosition).toBe(1);
    expect((await store.students.findById('ada'))?.operationPosition).toBe(0);
  });

  it('keeps an answer counted between the read and the move, and decides again from it', async () => {
    const decidedFrom: number[] = [];
    await store.transaction((repos) =>
      moveStudents(withAnswerAfterRead(repos), 'session-1', (student) => {
        if (student.id !== 'ada') return undefined;
        decidedFrom.push(student.questionsAnswered);
        return { operationPosition: 1, operationQuestionNumber: 0 };
      }),
    );
    expect(decidedFrom).toEqual([0, 1]);
    expect(await store.students.findById('ada')).toMatchObject({
      questionsAnswered: 1,
      correct: 1,
      operationPosition: 1,
      operationQuestionNumber: 0,
    });
  });

  it('gives up with an error, writing nothing, when answers come between every read and move', async () => {
    const moving = store.transaction((repos) =>
      moveStudents(withAnswerAfterRead(repos, 5), 'session-1', () => ({
        operationPosition: 1,
      })),
    );
    await expect(moving).rejects.toThrow('read 5 times and never moved');
    expect((await store.students.findById('ada'))?.operationPosition).toBe(0);
  });

  it('moves a removed student too, so their place stays within the operations', async () => {
    await store.students.markRemoved('session-1', ['ada'], SAMPLE_TIME + 1000);
    const moved = await store.transaction((repos) =>
      moveStudents(repos, 'session-1', () => ({ operationPosition: 1 })),
    );
    expect(moved).toEqual(['ada', 'bo']);
  });

  it('does not move a student read before their removal', async () => {
    const before = await store.students.findById('ada');
    await store.students.markRemoved('session-1', ['ada'], SAMPLE_TIME + 1000);
    expect(await store.students.moveIfAt(before as Student, { operationPosition: 1 })).toBe(false);
    expect((await store.students.findById('ada'))?.operationPosition).toBe(0);
  });
});
