import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CATALOGS } from '#shared/i18n/catalogs';
import type { AnswerReply, ClassProblem, JoinReply } from '#shared/contracts/sessions';
import { FAST_STUDENTS, createTestApp, newRedisPrefix, type TestApp } from '#server/test-app';
import { testClassClient } from '#server/features/class/testing/test-class-client';
import { STOP_GRACE_MS } from '#shared/contracts/stop-grace';

const errors = CATALOGS.en.errors;

const additions = {
  autoStart: true,
  operations: [{ type: 'addition', numberRange: { min: 1, max: 10 }, challengeCount: 5 }],
};

/** Each test's own app, on the run's backend. */
let testApp: TestApp;
const client = testClassClient(() => testApp.app);

beforeEach(async () => {
  testApp = await createTestApp(FAST_STUDENTS);
});

afterEach(async () => {
  await testApp.dispose();
});

/*
 * On PostgreSQL a process counts a student's next answer from what it kept at their last one,
 * without reading them first (see AnswerContext). These are the changes that must still reach
 * that answer; on SQLite every answer is read first, and the same replies are expected.
 */
describe("a student's answer after one this process counted", () => {
  /** A student of a running session who has answered their first problem, and their second. */
  async function studentPastTheFirstAnswer(settings: object = additions) {
    const created = await client.createSession(settings);
    const student = await client.join(created.sessionCode, 'Ola');
    const first = await client.nextProblem(student);
    const reply = await client.answer(student, first.problemId, 0);
    expect(reply.statusCode).toBe(200);
    const second = reply.json<AnswerReply>().nextProblem;
    if (second === null) throw new Error('expected a second problem');
    return { created, student, second };
  }

  /** The teacher's new settings for the session. */
  function saveSettings(created: { sessionId: string; teacherToken: string }, settings: object) {
    const path = `/api/sessions/${created.sessionId}/settings`;
    return client.teacher('PUT', path, created.teacherToken, settings);
  }

  async function questionsAnswered(student: JoinReply): Promise<number> {
    const progress = await testApp.app.inject({
      method: 'GET',
      url: `/api/students/${student.studentId}/progress`,
      headers: { authorization: `Bearer ${student.reconnectionToken}` },
    });
    return progress.json<{ questionsAnswered: number }>().questionsAnswered;
  }

  it("refuses it once the Stop's grace is over, and after the restart, which gives a new question", async () => {
    const { created, student, second } = await studentPastTheFirstAnswer();
    const path = `/api/sessions/${created.sessionId}`;
    expect((await client.teacher('POST', `${path}/stop`, created.teacherToken)).statusCode).toBe(
      200,
    );
    testApp.advanceClock(STOP_GRACE_MS + 1);
    const refused = await client.answer(student, second.problemId, 0);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: { code: 'session_not_running', message: errors.sessionNotRunning },
    });
    expect((await client.teacher('POST', `${path}/start`, created.teacherToken)).statusCode).toBe(
      200,
    );
    const dropped = await client.answer(student, second.problemId, 0);
    expect(dropped.statusCode).toBe(404);
    expect(dropped.json()).toMatchObject({ error: { code: 'problem_not_found' } });
    const fresh = await client.nextProblem(student);
    expect(fresh.problemId).not.toBe(second.problemId);
    expect((await client.answer(student, fresh.problemId, 0)).statusCode).toBe(200);
    expect(await questionsAnswered(student)).toBe(2);
  });

  it('refuses it from a student the teacher removed', async () => {
    const { created, student, second } = await studentPastTheFirstAnswer();
    const removed = await client.teacher(
      'POST',
      `/api/sessions/${created.sessionId}/students/${student.studentId}/remove`,
      created.teacherToken,
    );
    expect(removed.statusCode).toBe(200);
    const refused = await client.answer(student, second.problemId, 0);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: { code: 'student_removed', message: errors.removed } });
  });

  it('refuses it after the end of an exam and its grace', async () => {
    const exam = { ...additions, examMode: true, examDurationMinutes: 1 };
    const { student, second } = await studentPastTheFirstAnswer(exam);
    testApp.advanceClock(60_000 + STOP_GRACE_MS + 1);
    const refused = await client.answer(student, second.problemId, 0);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: { code: 'exam_ended', message: errors.examEnded } });
  });

  it("refuses it with another student's token, then counts it once with the student's own", async () => {
    const { created, student, second } = await studentPastTheFirstAnswer();
    const other = await client.join(created.sessionCode, 'Kari');
    const refused = await client.answer(student, second.problemId, 0, other.reconnectionToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: { code: 'forbidden', message: errors.forbidden } });
    expect(await questionsAnswered(student)).toBe(1);
    expect((await client.answer(student, second.problemId, 0)).statusCode).toBe(200);
    expect(await questionsAnswered(student)).toBe(2);
  });

  it('refuses a choice that does not exist, and counts nothing', async () => {
    const { student, second } = await studentPastTheFirstAnswer();
    const refused = await client.answer(student, second.problemId, second.choices.length);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: { code: 'choice_out_of_range', message: errors.choiceOutOfRange },
    });
    expect(await questionsAnswered(student)).toBe(1);
  });

  it('counts an answer from a page loaded before the time was named timeSpentMs', async () => {
    const { student, second } = await studentPastTheFirstAnswer();
    const older = await testApp.app.inject({
      method: 'POST',
      url: `/api/students/${student.studentId}/answers`,
      headers: { authorization: `Bearer ${student.reconnectionToken}` },
      payload: { problemId: second.problemId, choiceIndex: 0, timeSpent: 1200 },
    });
    expect(older.statusCode).toBe(200);
    expect(await questionsAnswered(student)).toBe(2);
  });

  it('refuses the problem that new settings withdrew, and gives the next under them', async () => {
    const { created, student, second } = await studentPastTheFirstAnswer();
    expect(second.totalQuestions).toBe(5);
    // Other numbers withdraw the question; more questions alone would not (the next test).
    const longer = {
      operations: [{ type: 'addition', numberRange: { min: 1, max: 20 }, challengeCount: 8 }],
    };
    const changed = await saveSettings(created, longer);
    expect(changed.statusCode).toBe(200);
    const withdrawn = await client.answer(student, second.problemId, 0);
    expect(withdrawn.statusCode).toBe(404);
    expect(withdrawn.json()).toEqual({
      error: { code: 'problem_not_found', message: errors.problemNotFound },
    });
    const next = await client.nextProblem(student);
    expect(next.totalQuestions).toBe(8);
    const reply = await client.answer(student, next.problemId, 0);
    expect(reply.json<AnswerReply>().nextProblem?.totalQuestions).toBe(8);
    expect(await questionsAnswered(student)).toBe(2);
  });

  it('counts the answer to the question on screen when new settings keep its operation, with more questions', async () => {
    const { created, student, second } = await studentPastTheFirstAnswer();
    const [addition] = additions.operations;
    const unchangedAndAnExam = {
      ...additions,
      operations: [{ ...addition, challengeCount: 8 }],
      examMode: true,
      examDurationMinutes: 10,
    };
    const saved = await saveSettings(created, unchangedAndAnExam);
    expect(saved.statusCode).toBe(200);
    expect((await client.nextProblem(student)).problemId).toBe(second.problemId);
    const reply = await client.answer(student, second.problemId, 0);
    expect(reply.statusCode).toBe(200);
    expect(await questionsAnswered(student)).toBe(2);
  });

  it('counts each answer once when the student answers through two processes in turn', async () => {
    const redisPrefix = newRedisPrefix();
    const other = await createTestApp({ database: testApp.database, redisPrefix });
    const first = await createTestApp({ database: testApp.database, redisPrefix });
    try {
      const [onFirst, onOther] = [first, other].map((app) => testClassClient(() => app.app));
      if (onFirst === undefined || onOther === undefined) throw new Error('expected two clients');
      const created = await onFirst.createSession(additions);
      const student = await onFirst.join(created.sessionCode, 'Ola');
      const answerOn = async (on: typeof onFirst, problem: ClassProblem | null, choice = 0) => {
        if (problem === null) throw new Error('expected a problem');
        const reply = await on.answer(student, problem.problemId, choice);
        expect(reply.statusCode).toBe(200);
        return reply.json<AnswerReply>();
      };
      // The first process keeps the second problem; the other process counts it.
      const second = (await answerOn(onFirst, await onFirst.nextProblem(student))).nextProblem;
      const third = (await answerOn(onOther, second)).nextProblem;
      const again = await answerOn(onFirst, second, 1);
      expect(again.stats.questionsAnswered).toBe(2);
      expect(again.nextProblem).toEqual(third);
      const fourth = (await answerOn(onFirst, third)).nextProblem;
      expect((await answerOn(onOther, fourth)).stats.questionsAnswered).toBe(4);
      expect(await questionsAnswered(student)).toBe(4);
    } finally {
      await first.dispose();
      await other.dispose();
    }
  });
});

describe('the routes a student calls for every question', () => {
  it('reply in plain JSON to a browser that accepts gzip, even past a kilobyte', async () => {
    const operations = ['addition', 'subtraction', 'multiplication', 'division'].map((type) => ({
      type,
      numberRange: { min: 1, max: 100 },
      challengeCount: 20,
    }));
    const created = await client.createSession({ autoStart: true, operations });
    const student = await client.join(created.sessionCode, 'Ola');
    const post = (path: string, payload?: object) =>
      testApp.app.inject({
        method: 'POST',
        url: `/api/students/${student.studentId}/${path}`,
        headers: {
          authorization: `Bearer ${student.reconnectionToken}`,
          'accept-encoding': 'gzip, deflate, br',
        },
        ...(payload === undefined ? {} : { payload }),
      });
    const first = await post('problems');
    const encodings = [first.headers['content-encoding']];
    let problem: ClassProblem | null = first.json<ClassProblem>();
    let longest = 0;
    while (problem !== null) {
      const reply = await post('answers', {
        problemId: problem.problemId,
        choiceIndex: 0,
        timeSpentMs: 1500,
      });
      encodings.push(reply.headers['content-encoding']);
      longest = Math.max(longest, reply.rawPayload.length);
      problem = reply.json<AnswerReply>().nextProblem;
    }
    // Past the size from which other replies are compressed.
    expect(longest).toBeGreaterThan(1024);
    expect(encodings.filter((encoding) => encoding !== undefined)).toEqual([]);
  });
});
