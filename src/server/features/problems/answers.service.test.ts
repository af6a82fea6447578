import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionSettings } from '#shared/contracts/session-settings';
import type { AnswerReply, ClassProblem } from '#shared/contracts/sessions';
import { DEFAULT_LIMITS } from '#server/config';
import { createStore } from '#server/store';
import type { Store } from '#server/features/class/storage/class-store';
import { createTestDatabase, type TestDatabase } from '#server/db/test-databases';
import { silentNotifier } from '#server/realtime/session-notifier';
import { createExamClock } from '#server/features/class/sweeps/exam-clock';
import { createSessionsService } from '#server/features/sessions/sessions.service';
import { createStudentsService } from '#server/features/students/students.service';
import { answerStoreFor, type ChosenAnswerStore } from './answer-store/answer-store-for-engine';
import { createAnswersService } from './answers.service';
import { STOP_GRACE_MS } from '#shared/contracts/stop-grace';
import { overwriteStudent } from '#server/features/class/storage/overwrite-student';

const twoOperations: SessionSettings = {
  autoStart: true,
  continuousMode: false,
  examMode: false,
  examDurationMinutes: 30,
  randomizeOperations: false,
  operations: [
    { type: 'addition', numberRange: { min: 1, max: 10 }, challengeCount: 5 },
    { type: 'subtraction', numberRange: { min: 1, max: 10 }, challengeCount: 5 },
  ],
};

/** A student as the tests answer for them. */
interface Student {
  readonly id: string;
  readonly token: string;
}

describe('answering in a class session', () => {
  let database: TestDatabase;
  let store: Store;
  let time: number;
  /** Runs once right after the next read of a student for an answer, before it is counted. */
  let afterNextRead: (() => Promise<void>) | undefined;
  let services: ReturnType<typeof servicesOver>;

  /** The engine's answer store, with a step that lands between an answer's read and its count. */
  function interleaved(chosen: ChosenAnswerStore): ChosenAnswerStore {
    const { answers } = chosen;
    return {
      ...chosen,
      answers: {
        ...answers,
        async read(studentId, problemId) {
          const read = await answers.read(studentId, problemId);
          const step = afterNextRead;
          afterNextRead = undefined;
          await step?.();
          return read;
        },
      },
    };
  }

  function servicesOver(over: Store) {
    const deps = { store: over, notifier: silentNotifier, now: () => time, limits: DEFAULT_LIMITS };
    return {
      sessions: createSessionsService(deps),
      students: createStudentsService(deps),
      answers: createAnswersService(
        deps,
        createExamClock(deps),
        interleaved(answerStoreFor(over, () => time)),
      ),
    };
  }

  beforeEach(async () => {
    time = Date.now();
    afterNextRead = undefined;
    database = await createTestDatabase();
    store = createStore(database.db, database.dialect);
    services = servicesOver(store);
  });

  afterEach(async () => {
    await database.dispose();
  });

  /** A student who joined a session of these settings, and their first problem. */
  async function joinedStudent(settings = twoOperations) {
    const created = await services.sessions.create(settings);
    const joined = await services.students.join(created.sessionCode, 'Ola', undefined);
    const { session, student: stored } = await services.students.loadStudent(joined.studentId);
    const student: Student = { id: joined.studentId, token: joined.reconnectionToken };
    return { student, session, first: await services.answers.nextProblem(session, stored) };
  }

  async function rightBody(problem: ClassProblem) {
    const stored = await store.problems.findById(problem.problemId);
    return {
      problemId: problem.problemId,
      choiceIndex: stored?.correctIndex ?? 0,
      timeSpentMs: 1000,
    };
  }

  async function answerRight(student: Student, problem: ClassProblem): Promise<AnswerReply> {
    return services.answers.answer(student.id, student.token, await rightBody(problem));
  }

  it('keeps per-operation totals on the student that match the answers stored', async () => {
    const { student, first } = await joinedStudent();
    let problem = first;
    let reply: AnswerReply | undefined;
    for (let count = 0; count < 7; count += 1) {
      reply = await answerRight(student, problem);
      if (reply.nextProblem === null) break;
      problem = reply.nextProblem;
    }
    const summed = await store.problems.answeredTotalsByStudent(student.id);
    expect(reply?.progress.operationProgress.map((operation) => operation.completed)).toEqual([
      5, 2,
    ]);
    expect(
      reply?.progress.operationProgress.map(({ completed, correct, timeSpentMs }) => ({
        completed,
        correct,
        timeSpentMs,
      })),
    ).toEqual(
      [0, 1].map((index) => {
        const total = summed.find((sum) => sum.operationIndex === index);
        return {
          completed: total?.completed,
          correct: total?.correct,
          timeSpentMs: total?.timeSpentMs,
        };
      }),
    );
  });

  it('sums the totals from the stored answers for a student whose row does not keep them yet', async () => {
    const { student, first } = await joinedStudent();
    const second = (await answerRight(student, first)).nextProblem;
    await database.db
      .updateTable('students')
      .set({ operation_totals_json: null })
      .where('id', '=', student.id)
      .execute();
    if (second === null) throw new Error('expected a second question');
    const reply = await answerRight(student, second);
    expect(reply.progress.operationProgress[0]).toMatchObject({ completed: 2, correct: 2 });
    const stored = await store.students.findById(student.id);
    expect(stored?.operationTotals).toEqual([
      { operationIndex: 0, completed: 2, correct: 2, timeSpentMs: 2000 },
    ]);
  });

  it('counts from the stored student when their row changed after the answer read it', async () => {
    const { student, first } = await joinedStudent();
    const body = await rightBody(first);
    // Something else moves the student on between this answer's read and its count.
    afterNextRead = () =>
      overwriteStudent(database.db, student.id, { questionsAnswered: 7, correct: 7 });
    const reply = await services.answers.answer(student.id, student.token, body);
    expect(reply.stats).toMatchObject({ questionsAnswered: 8, correct: 8 });
  });

  it('counts from the stored student when new settings restarted their operation after the read', async () => {
    const { student, first } = await joinedStudent();
    const second = (await answerRight(student, first)).nextProblem;
    if (second === null) throw new Error('expected a second question');
    const body = await rightBody(second);
    // The teacher's new order of operations starts the student's operation again.
    afterNextRead = () => overwriteStudent(database.db, student.id, { operationQuestionNumber: 0 });
    await services.answers.answer(student.id, student.token, body);
    expect((await store.students.findById(student.id))?.operationQuestionNumber).toBe(1);
  });

  it('refuses an answer whose session stopped, or whose student was removed, after the read', async () => {
    const { student, session, first } = await joinedStudent();
    const body = await rightBody(first);
    afterNextRead = () => store.sessions.update(session.id, { phase: 'stopped' });
    await expect(services.answers.answer(student.id, student.token, body)).rejects.toMatchObject({
      statusCode: 409,
      code: 'session_not_running',
    });
    await store.sessions.update(session.id, { phase: 'running' });
    afterNextRead = () => overwriteStudent(database.db, student.id, { removedAtMs: time });
    await expect(services.answers.answer(student.id, student.token, body)).rejects.toMatchObject({
      statusCode: 403,
      code: 'student_removed',
    });
    expect((await store.students.findById(student.id))?.questionsAnswered).toBe(0);
  });

  it('counts an exam answer that arrives within the grace after the end time, from any read', async () => {
    const exam = { ...twoOperations, examMode: true, examDurationMinutes: 1 };
    const { student, first } = await joinedStudent(exam);
    const second = (await answerRight(student, first)).nextProblem;
    if (second === null) throw new Error('expected a second question');
    time += 60_000 + STOP_GRACE_MS;
    const reply = await answerRight(student, second);
    expect(reply).toMatchObject({ isCorrect: true, nextProblem: null });
    expect((await store.students.findById(student.id))?.questionsAnswered).toBe(2);
  });

  it('counts an exam answer before the end time, and none after its grace, from any read', async () => {
    const exam = { ...twoOperations, examMode: true, examDurationMinutes: 1 };
    const { student, first } = await joinedStudent(exam);
    const second = (await answerRight(student, first)).nextProblem;
    if (second === null) throw new Error('expected a second question');
    time += 60_000 + STOP_GRACE_MS + 1;
    await expect(answerRight(student, second)).rejects.toMatchObject({
      statusCode: 409,
      code: 'exam_ended',
    });
    expect((await store.students.findById(student.id))?.questionsAnswered).toBe(1);
  });

  it('counts the same answer sent twice at once only once, and gives both the same verdict', async () => {
    const { student, first } = await joinedStudent();
    const body = await rightBody(first);
    const replies = await Promise.all([
      services.answers.answer(student.id, student.token, body),
      services.answers.answer(student.id, student.token, body),
    ]);
    expect(replies.map((reply) => reply.isCorrect)).toEqual([true, true]);
    expect((await store.students.findById(student.id))?.questionsAnswered).toBe(1);
    expect(await store.problems.answeredTotalsByStudent(student.id)).toEqual([
      { operationIndex: 0, completed: 1, correct: 1, timeSpentMs: 1000 },
    ]);
  });

  it('counts one of two different answers to the same problem sent at once, and tells both its verdict', async () => {
    const { student, first } = await joinedStudent();
    const right = await rightBody(first);
    const wrong = { ...right, choiceIndex: (right.choiceIndex + 1) % first.choices.length };
    const replies = await Promise.all([
      services.answers.answer(student.id, student.token, right),
      services.answers.answer(student.id, student.token, wrong),
    ]);
    expect(new Set(replies.map((reply) => reply.isCorrect)).size).toBe(1);
    expect((await store.students.findById(student.id))?.questionsAnswered).toBe(1);
  });

  it("refuses another student's token and a problem that is not the student's", async () => {
    const { student, first } = await joinedStudent();
    const body = await rightBody(first);
    await expect(services.answers.answer(student.id, 'not-the-token', body)).rejects.toMatchObject({
      statusCode: 403,
      code: 'forbidden',
    });
    await expect(
      services.answers.answer(student.id, student.token, { ...body, problemId: 'another' }),
    ).rejects.toMatchObject({ statusCode: 404, code: 'problem_not_found' });
  });
});
