import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '#server/config';
import { createStore } from '#server/store';
import type { Store } from '#server/features/class/storage/class-store';
import { createTestDatabase, type TestDatabase } from '#server/db/test-databases';
import { fiveAdditions } from '#server/features/class/testing/test-class-objects';
import { silentNotifier } from '#server/realtime/session-notifier';
import { createExamClock } from '#server/features/class/sweeps/exam-clock';
import { createSessionsService } from '#server/features/sessions/sessions.service';
import { createStudentsService } from '#server/features/students/students.service';
import { createAnswerContexts, withKeptReads } from './answer-contexts';
import type { AnswerStore } from './answer-store';
import { createSqliteAnswerStore } from './sqlite-answer-store';
import { createAnswersService } from '../answers.service';
import { overwriteStudent } from '#server/features/class/storage/overwrite-student';

describe("an answer read from what this process kept at the student's last one", () => {
  let database: TestDatabase;
  let store: Store;
  let kept: AnswerStore;
  let answers: ReturnType<typeof createAnswersService>;

  beforeEach(async () => {
    database = await createTestDatabase();
    store = createStore(database.db, database.dialect);
    kept = withKeptReads(createSqliteAnswerStore(store), createAnswerContexts(Date.now));
    const deps = { store, notifier: silentNotifier, now: Date.now, limits: DEFAULT_LIMITS };
    answers = createAnswersService(deps, createExamClock(deps), {
      answers: kept,
      dropExpired: () => 0,
    });
  });

  afterEach(async () => {
    await database.dispose();
  });

  async function studentWithProblem() {
    const deps = { store, notifier: silentNotifier, now: Date.now, limits: DEFAULT_LIMITS };
    const created = await createSessionsService(deps).create(fiveAdditions);
    const students = createStudentsService(deps);
    const joined = await students.join(created.sessionCode, 'Ola', undefined);
    const { session, student } = await students.loadStudent(joined.studentId);
    const problem = await answers.nextProblem(session, student);
    return { student: { id: student.id, token: joined.reconnectionToken }, problem };
  }

  it('reads the problem the student was given from memory, once, then from the database', async () => {
    const { student, problem } = await studentWithProblem();
    const first = await kept.read(student.id, problem.problemId);
    expect(first).toMatchObject({ kept: true, problem: { id: problem.problemId } });
    expect(first?.student).not.toHaveProperty('name');
    const second = await kept.read(student.id, problem.problemId);
    expect(second?.kept).toBeUndefined();
    expect(second?.problem?.id).toBe(problem.problemId);
  });

  it('keeps nothing for another problem or another student', async () => {
    const { student, problem } = await studentWithProblem();
    expect((await kept.read('someone-else', problem.problemId))?.kept).toBeUndefined();
    expect((await kept.read(student.id, 'another-problem'))?.kept).toBeUndefined();
  });

  it('keeps the student as their answer left them, with the problem it gave them next', async () => {
    const { student, problem } = await studentWithProblem();
    const reply = await answers.answer(student.id, student.token, {
      problemId: problem.problemId,
      choiceIndex: 0,
      timeSpentMs: 1000,
    });
    const next = reply.nextProblem;
    if (next === null) throw new Error('expected a next problem');
    const read = await kept.read(student.id, next.problemId);
    expect(read?.kept).toBe(true);
    expect(read?.student.questionsAnswered).toBe(1);
    expect(read?.totals).toEqual([
      expect.objectContaining({ operationIndex: 0, completed: 1 }) as unknown,
    ]);
  });

  it('counts an answer from a kept read that no longer holds from a fresh read instead', async () => {
    const { student, problem } = await studentWithProblem();
    // The teacher's changes reach the database, not what this process kept.
    await overwriteStudent(database.db, student.id, { questionsAnswered: 4, correct: 4 });
    const reply = await answers.answer(student.id, student.token, {
      problemId: problem.problemId,
      choiceIndex: 0,
      timeSpentMs: 1000,
    });
    expect(reply.stats.questionsAnswered).toBe(5);
  });

  it('refuses when the session stopped after the kept read, and counts again once it runs', async () => {
    const { student, problem } = await studentWithProblem();
    const sessionId = (await store.students.findById(student.id))?.sessionId;
    if (sessionId === undefined) throw new Error('expected the student');
    await store.sessions.update(sessionId, { phase: 'stopped' });
    await expect(
      answers.answer(student.id, student.token, {
        problemId: problem.problemId,
        choiceIndex: 0,
        timeSpentMs: 1000,
      }),
    ).rejects.toMatchObject({ statusCode: 409, code: 'session_not_running' });
    await store.sessions.update(sessionId, { phase: 'running' });
    const next = await answers.nextProblem(
      (await store.sessions.findById(sessionId)) ?? fail(),
      (await store.students.findById(student.id)) ?? fail(),
    );
    const reply = await answers.answer(student.id, student.token, {
      problemId: next.problemId,
      choiceIndex: 0,
      timeSpentMs: 1000,
    });
    expect(reply.stats.questionsAnswered).toBe(1);
  });
});

function fail(): never {
  throw new Error('expected a row');
}
