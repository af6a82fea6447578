import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '#server/config';
import { createStore } from '#server/store';
import type { Store } from '#server/features/class/storage/class-store';
import { createTestDatabase, type TestDatabase } from '#server/db/test-databases';
import { silentNotifier } from '#server/realtime/session-notifier';
import { createExamClock } from '#server/features/class/sweeps/exam-clock';
import { createAnswersService } from '#server/features/problems/answers.service';
import { createSessionsService } from '#server/features/sessions/sessions.service';
import { fiveAdditions, sampleStudent } from '#server/features/class/testing/test-class-objects';
import { createStudentsService } from './students.service';

let database: TestDatabase;
let store: Store;

beforeEach(async () => {
  database = await createTestDatabase();
  store = createStore(database.db, database.dialect);
});

afterEach(async () => {
  await database.dispose();
});

describe('reading a student with their session and problem', () => {
  async function studentWithProblem(name: string, code?: string) {
    const deps = { store, notifier: silentNotifier, now: () => Date.now(), limits: DEFAULT_LIMITS };
    const sessionCode =
      code ?? (await createSessionsService(deps).create(fiveAdditions)).sessionCode;
    const students = createStudentsService(deps);
    const joined = await students.join(sessionCode, name, undefined);
    const { session, student } = await students.loadStudent(joined.studentId);
    const problem = await createAnswersService(deps, createExamClock(deps)).nextProblem(
      session,
      student,
    );
    return { sessionCode, studentId: joined.studentId, problemId: problem.problemId };
  }

  it('gives the same rows in one query as the separate reads of the student, session and problem', async () => {
    const { studentId, problemId } = await studentWithProblem('Ola');
    const student = await store.students.findById(studentId);
    const session = await store.sessions.findById(student?.sessionId ?? '');
    const problem = await store.problems.findById(problemId);
    expect(await store.students.findWithSession(studentId)).toEqual({ student, session });
    expect(await store.students.findWithSessionAndProblem(studentId, problemId)).toEqual({
      student,
      session,
      problem,
    });
  });

  it("leaves out a problem that is another student's or does not exist", async () => {
    const ola = await studentWithProblem('Ola');
    const kari = await studentWithProblem('Kari', ola.sessionCode);
    const read = await store.students.findWithSessionAndProblem(ola.studentId, kari.problemId);
    expect(read?.student.id).toBe(ola.studentId);
    expect(read?.problem).toBeUndefined();
    expect(
      (await store.students.findWithSessionAndProblem(ola.studentId, 'nope'))?.problem,
    ).toBeUndefined();
  });

  it("lists students' standings in join order, as the full students have them", async () => {
    const ola = await studentWithProblem('Ola');
    await studentWithProblem('Kari', ola.sessionCode);
    const session = (await store.students.findById(ola.studentId))?.sessionId ?? '';
    const full = await store.students.listBySession(session);
    const standings = await store.students.listStandingsBySession(session);
    expect(standings.map((student) => student.name)).toEqual(['Ola', 'Kari']);
    standings.forEach((standing, index) => expect(full[index]).toMatchObject(standing));
    expect(standings[0]).not.toHaveProperty('factSchedule');
  });

  it('finds nothing for an unknown student', async () => {
    expect(await store.students.findWithSession('nope')).toBeUndefined();
    expect(await store.students.findWithSessionAndProblem('nope', 'nope')).toBeUndefined();
  });
});

describe('marking students removed', () => {
  async function classOf(...names: string[]) {
    const deps = { store, notifier: silentNotifier, now: () => 1000, limits: DEFAULT_LIMITS };
    const { sessionId, sessionCode } = await createSessionsService(deps).create(fiveAdditions);
    const students = createStudentsService(deps);
    const ids: string[] = [];
    for (const name of names)
      ids.push((await students.join(sessionCode, name, undefined)).studentId);
    return { sessionId, ids };
  }

  it("marks the session's students not removed yet, and returns whom it marked", async () => {
    const { sessionId, ids } = await classOf('Ada', 'Bo', 'Cy');
    const other = await classOf('Eve');
    const [ada = '', bo = '', cy = ''] = ids;
    expect(await store.students.markRemoved(sessionId, [ada], 2000)).toEqual([ada]);
    const marked = await store.students.markRemoved(sessionId, [ada, bo, ...other.ids], 3000);
    expect(marked).toEqual([bo]);
    const removedAt = async (id: string) => (await store.students.findById(id))?.removedAtMs;
    expect(await Promise.all([ada, bo, cy, ...other.ids].map(removedAt))).toEqual([
      2000,
      3000,
      null,
      null,
    ]);
    expect(await store.students.markRemoved(sessionId, [], 4000)).toEqual([]);
  });
});

describe('listing the names a join checks', () => {
  it("lists every name of the session with its removal, the removed included, no other session's", async () => {
    const deps = { store, notifier: silentNotifier, now: () => 1000, limits: DEFAULT_LIMITS };
    const sessions = createSessionsService(deps);
    const students = createStudentsService(deps);
    const ours = await sessions.create(fiveAdditions);
    const theirs = await sessions.create(fiveAdditions);
    const ada = await students.join(ours.sessionCode, 'Ada', undefined);
    await students.join(ours.sessionCode, 'Bo', undefined);
    await students.join(theirs.sessionCode, 'Eve', undefined);
    await store.students.markRemoved(ours.sessionId, [ada.studentId], 2000);
    const names = await store.students.listNamesBySession(ours.sessionId);
    expect([...names].sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { name: 'Ada', removedAtMs: 2000 },
      { name: 'Bo', removedAtMs: null },
    ]);
  });
});

describe('storing a student', () => {
  it('stores nothing and says so when the name is taken in the session, and stores another name', async () => {
    const deps = { store, notifier: silentNotifier, now: () => Date.now(), limits: DEFAULT_LIMITS };
    const { sessionId } = await createSessionsService(deps).create(fiveAdditions);
    const ada = sampleStudent({ id: 'ada', sessionId, name: 'Ada', nameKey: 'ada' });
    expect(await store.students.insert(ada)).toBe(true);
    expect(await store.students.insert({ ...ada, id: 'ada-again', name: 'ADA' })).toBe(false);
    expect(await store.students.findById('ada-again')).toBeUndefined();
    expect(await store.students.insert({ ...ada, id: 'bo', name: 'Bo', nameKey: 'bo' })).toBe(true);
    expect((await store.students.findById('bo'))?.name).toBe('Bo');
  });
});
