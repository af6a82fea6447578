import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AnswerBody, ClassProblem } from '#shared/contracts/sessions';
import { DEFAULT_LIMITS } from '../../config';
import { createStore, type Store } from '../../db/store';
import { createTestDatabase, type TestDatabase } from '../../db/test-databases';
import { fiveAdditions } from '../../db/test-rows';
import { silentNotifier } from '../../realtime/session-notifier';
import { createExamClock } from '../class/exam-clock';
import { createSessionsService } from '../sessions/sessions.service';
import { createStudentsService } from '../students/students.service';
import { createAnswersService, type AnswersService } from './answers.service';

function depsOver(store: Store) {
  return { store, notifier: silentNotifier, now: () => Date.now(), limits: DEFAULT_LIMITS };
}

describe('an answer counted from what this process kept at the last one (PostgreSQL)', () => {
  let database: TestDatabase;
  let store: Store;
  let answers: AnswersService;

  beforeEach(async () => {
    database = await createTestDatabase('postgres');
    store = createStore(database.db, 'postgres');
    answers = createAnswersService(depsOver(store), createExamClock(depsOver(store)));
  });

  afterEach(async () => {
    await database.dispose();
  });

  async function pupilWithProblem() {
    const deps = depsOver(store);
    const created = await createSessionsService(deps).create(fiveAdditions);
    const students = createStudentsService(deps);
    const joined = await students.join(created.sessionCode, 'Ola', undefined);
    const { session, student } = await students.loadStudent(joined.studentId);
    const problem = await answers.nextProblem(session, student);
    return { session, student, token: joined.reconnectionToken, problem };
  }

  function bodyFor(problem: ClassProblem | null): AnswerBody {
    if (problem === null) throw new Error('expected a problem');
    return { problemId: problem.problemId, choiceIndex: 0, timeSpent: 1000 };
  }

  it("counts a pupil's first answer from what was kept when they got the problem", async () => {
    const { student, token, problem } = await pupilWithProblem();
    const first = await answers.answerFromContext(student.id, token, bodyFor(problem));
    expect(first?.stats.questionsAnswered).toBe(1);
    expect((await store.students.findById(student.id))?.questions_answered).toBe(1);
  });

  it('keeps nothing for a pupil this process gave no problem', async () => {
    const { student, token, problem } = await pupilWithProblem();
    const deps = depsOver(store);
    const otherProcess = createAnswersService(deps, createExamClock(deps));
    expect(
      await otherProcess.answerFromContext(student.id, token, bodyFor(problem)),
    ).toBeUndefined();
    expect((await store.students.findById(student.id))?.questions_answered).toBe(0);
  });

  it("counts the pupil's next answer from it, once, and gives the problem after", async () => {
    const { session, student, token, problem } = await pupilWithProblem();
    const first = await answers.answer(session, student, bodyFor(problem));
    const second = await answers.answerFromContext(student.id, token, bodyFor(first.nextProblem));
    expect(second?.stats.questionsAnswered).toBe(2);
    expect((await store.students.findById(student.id))?.questions_answered).toBe(2);
    const stored = await store.problems.findById(bodyFor(first.nextProblem).problemId);
    expect(stored?.answered_at_ms).not.toBeNull();
    const third = second?.nextProblem ?? null;
    expect(third?.questionNumber).toBe(3);
    expect((await store.problems.findById(bodyFor(third).problemId))?.answered_at_ms).toBeNull();
    const fourth = await answers.answerFromContext(student.id, token, bodyFor(third));
    expect(fourth?.stats.questionsAnswered).toBe(3);
    // Each context is used once: the second answer again is left to the full path.
    expect(
      await answers.answerFromContext(student.id, token, bodyFor(first.nextProblem)),
    ).toBeUndefined();
  });

  it('counts only one of two answers to the same problem sent at once', async () => {
    const { session, student, token, problem } = await pupilWithProblem();
    const first = await answers.answer(session, student, bodyFor(problem));
    const body = bodyFor(first.nextProblem);
    const replies = await Promise.all([
      answers.answerFromContext(student.id, token, body),
      answers.answerFromContext(student.id, token, { ...body, choiceIndex: 1 }),
    ]);
    expect(replies.filter((reply) => reply !== undefined)).toHaveLength(1);
    expect((await store.students.findById(student.id))?.questions_answered).toBe(2);
  });

  it('counts an exam answer from it before the end time, and none after', async () => {
    let time = Date.now();
    const deps = { ...depsOver(store), now: () => time };
    answers = createAnswersService(deps, createExamClock(deps));
    const exam = { ...fiveAdditions, examMode: true, examDurationMinutes: 1 };
    const created = await createSessionsService(deps).create(exam);
    const students = createStudentsService(deps);
    const joined = await students.join(created.sessionCode, 'Ola', undefined);
    const { session, student } = await students.loadStudent(joined.studentId);
    expect(session.ends_at_ms).not.toBeNull();
    const token = joined.reconnectionToken;
    const first = await answers.answer(
      session,
      student,
      bodyFor(await answers.nextProblem(session, student)),
    );
    const second = await answers.answerFromContext(student.id, token, bodyFor(first.nextProblem));
    expect(second?.stats.questionsAnswered).toBe(2);
    time += 60_000;
    expect(
      await answers.answerFromContext(student.id, token, bodyFor(second?.nextProblem ?? null)),
    ).toBeUndefined();
    expect((await store.students.findById(student.id))?.questions_answered).toBe(2);
  });

  it('refuses an answer whose session stopped or pupil was removed after the read', async () => {
    const { session, student, problem } = await pupilWithProblem();
    await store.sessions.update(session.id, { phase: 'stopped' });
    await expect(answers.answer(session, student, bodyFor(problem))).rejects.toMatchObject({
      statusCode: 409,
      code: 'session_not_running',
    });
    await store.sessions.update(session.id, { phase: 'running' });
    await store.students.update(student.id, { removed_at_ms: Date.now() });
    await expect(answers.answer(session, student, bodyFor(problem))).rejects.toMatchObject({
      statusCode: 403,
      code: 'student_removed',
    });
    expect((await store.students.findById(student.id))?.questions_answered).toBe(0);
  });
});
