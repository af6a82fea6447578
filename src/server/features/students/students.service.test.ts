import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_LIMITS } from '#server/config';
import { createStore } from '#server/store';
import type { Store } from '#server/features/class/storage/class-store';
import { createTestDatabase, type TestDatabase } from '#server/db/test-databases';
import { fiveAdditions } from '#server/features/class/testing/test-class-objects';
import { silentNotifier } from '#server/realtime/session-notifier';
import { createSessionsService } from '#server/features/sessions/sessions.service';
import { ACTIVITY_WRITE_INTERVAL_MS } from '#server/features/class/storage/session-activity';
import { ApiError } from '#server/api-error';
import { createStudentsService, type JoinQuestion } from './students.service';

let database: TestDatabase;
let store: Store;
let time: number;

beforeEach(async () => {
  database = await createTestDatabase();
  store = createStore(database.db, database.dialect);
  time = 1_800_000_000_000;
});

afterEach(async () => {
  await database.dispose();
});

/**
 * The services over the test's store, at the test's time; with `joinQuestion`, a join into a
 * running class brings a question.
 */
function services(joinQuestion?: JoinQuestion) {
  const deps = { store, notifier: silentNotifier, now: () => time, limits: DEFAULT_LIMITS };
  return {
    sessions: createSessionsService(deps),
    students: createStudentsService(deps, joinQuestion),
  };
}

describe("a student joining and the session's activity time", () => {
  it('moves the time once a minute at most, however many students join', async () => {
    const { sessions, students } = services();
    const created = await sessions.create(fiveAdditions);
    const activityTime = async () =>
      (await store.sessions.findById(created.sessionId))?.lastActivityAtMs;
    const createdAt = time;

    for (const name of ['Ola', 'Kari', 'Nils']) {
      time += 1000;
      await students.join(created.sessionCode, name, undefined);
    }
    expect(await activityTime()).toBe(createdAt);

    time = createdAt + ACTIVITY_WRITE_INTERVAL_MS;
    await students.join(created.sessionCode, 'Ida', undefined);
    expect(await activityTime()).toBe(time);
  });
});

describe("a student's progress", () => {
  it('reads no answers of a student who has answered none, and reads them once they have', async () => {
    const answersRead = vi.spyOn(store.problems, 'listRecentAnsweredByStudent');
    const { sessions, students } = services();
    const created = await sessions.create(fiveAdditions);

    const joined = await students.join(created.sessionCode, 'Ola', undefined);
    expect(joined.progress.operationProgress[0]).toMatchObject({ completed: 0, attempts: [] });
    const { session, student } = await students.loadStudent(joined.studentId);
    await students.studentState(session, student);
    expect(answersRead).not.toHaveBeenCalled();

    await students.progress(session, { ...student, questionsAnswered: 1 });
    expect(answersRead).toHaveBeenCalledTimes(1);
  });
});

describe("a join into a running class and the student's first problem", () => {
  it('answers the join without the problem when issuing it fails, and tells of the error', async () => {
    const failure = new Error('the database is busy');
    const failed = vi.fn();
    const { sessions, students } = services({ of: () => Promise.reject(failure), failed });
    const created = await sessions.create({ ...fiveAdditions, autoStart: true });

    const joined = await students.join(created.sessionCode, 'Ola', undefined);
    expect(joined.sessionState.phase).toBe('running');
    expect(joined.firstProblem).toBeUndefined();
    expect(failed).toHaveBeenCalledWith(failure);
    expect((await students.loadStudent(joined.studentId)).student.name).toBe('Ola');
  });
});

describe("a student's token check", () => {
  /** How a check ended: what it gave, or the status and code it was refused with. */
  async function outcomeOf(check: Promise<unknown>): Promise<unknown> {
    try {
      return { gave: await check };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return { refused: error.statusCode, code: error.code };
    }
  }

  it("refuses a live connection exactly as a request, from a read without the student's schedule", async () => {
    const { sessions, students } = services();
    const created = await sessions.create(fiveAdditions);
    const ada = await students.join(created.sessionCode, 'Ada', undefined);
    const bo = await students.join(created.sessionCode, 'Bo', undefined);
    await store.students.markRemoved(created.sessionId, [bo.studentId], time);
    const cases: [studentId: string, token: string, expected: unknown][] = [
      [ada.studentId, ada.reconnectionToken, { gave: created.sessionId }],
      [ada.studentId, bo.reconnectionToken, { refused: 403, code: 'forbidden' }],
      [bo.studentId, bo.reconnectionToken, { refused: 403, code: 'student_removed' }],
      ['no-such-student', ada.reconnectionToken, { refused: 404, code: 'student_not_found' }],
    ];
    const findWithSession = vi.spyOn(store.students, 'findWithSession');
    for (const [studentId, token, expected] of cases) {
      expect(await outcomeOf(students.authorizeLiveStudent(studentId, token))).toEqual(expected);
      const asRequest = await outcomeOf(
        students
          .authorizeStudent(studentId, token)
          .then(({ session }: { session: { id: string } }) => session.id),
      );
      expect(asRequest).toEqual(expected);
    }
    expect(findWithSession).toHaveBeenCalledTimes(cases.length);
  });
});

describe('students joining at the same moment', () => {
  it('gives each of several joins under one name a name of its own, though their writes share a transaction', async () => {
    const { sessions, students } = services();
    const created = await sessions.create(fiveAdditions);
    const joined = await Promise.all(
      ['Ada', 'Ada', 'Ada', 'ada', 'Bo'].map((name) =>
        students.join(created.sessionCode, name, undefined),
      ),
    );
    const names = joined.map((student) => student.studentName);
    // Which join gets which number depends on the order the database sees them in.
    expect(names.map((name) => name.toLowerCase()).sort()).toEqual([
      'ada',
      'ada 2',
      'ada 3',
      'ada 4',
      'bo',
    ]);
    expect(names.at(-1)).toBe('Bo');
  });

  it('gives every one of many joins under one name at the same moment a name of its own', async () => {
    const { sessions, students } = services();
    const created = await sessions.create(fiveAdditions);
    const joined = await Promise.all(
      Array.from({ length: 12 }, () => students.join(created.sessionCode, 'Ada', undefined)),
    );
    const names = joined.map((student) => student.studentName.toLowerCase());
    expect(new Set(names).size).toBe(12);
    expect(names).toContain('ada');
    expect(names).toContain('ada 12');
  });

  it('tells look-alike names joining at the same moment apart, as it does one after the other', async () => {
    const { sessions, students } = services();
    const created = await sessions.create(fiveAdditions);
    // Latin "Ada", Cyrillic "Аdа" (А and а) and full-width "Ａｄａ": three names that look alike.
    const joined = await Promise.all(
      ['Ada', '\u0410d\u0430', '\uFF21\uFF44\uFF41'].map((name) =>
        students.join(created.sessionCode, name, undefined),
      ),
    );
    const numbers = joined.map((student) => /\d+$/.exec(student.studentName)?.[0] ?? '1');
    expect(numbers.sort()).toEqual(['1', '2', '3']);
  });

  it('fails a join at once with the reason when its student cannot be stored for another reason than the name', async () => {
    const { sessions, students } = services();
    const created = await sessions.create(fiveAdditions);
    const full = Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
    const insert = vi.spyOn(store.students, 'insert').mockRejectedValue(full);
    const writes = vi
      .spyOn(store, 'writeTogether')
      .mockImplementation((_key, write) => write(store));

    await expect(students.join(created.sessionCode, 'Ada', undefined)).rejects.toBe(full);
    expect(insert).toHaveBeenCalledTimes(1);
    expect(writes).toHaveBeenCalledTimes(1);
  });
});
