import { expect, test } from '@playwright/test';
import type {
  AnswerReply,
  ClassProblem,
  CreateSessionReply,
  JoinReply,
  StudentSummary,
} from '../src/shared/contracts/sessions';
import { freePort } from './helpers/free-port';
import { serverProcess } from './helpers/server-process';

const STUDENTS = 12;

/** The answers a student got a reply for: these must survive any shutdown. */
type Confirmed = Map<string, number>;

async function post<T>(baseUrl: string, path: string, body: object, token?: string) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** A student answering as fast as the server replies, until the server stops answering. */
async function practise(baseUrl: string, student: JoinReply, confirmed: Confirmed): Promise<void> {
  const token = student.reconnectionToken;
  const base = `/api/students/${student.studentId}`;
  for (;;) {
    try {
      const problem = await post<ClassProblem>(baseUrl, `${base}/problems`, {}, token);
      await post<AnswerReply>(
        baseUrl,
        `${base}/answers`,
        { problemId: problem.problemId, choiceIndex: 0, timeSpentMs: 900 },
        token,
      );
      confirmed.set(student.studentId, (confirmed.get(student.studentId) ?? 0) + 1);
    } catch {
      return;
    }
  }
}

test('SIGTERM in the middle of a lesson: the server exits within 10 s and keeps every confirmed answer', async () => {
  test.setTimeout(90_000);
  const server = serverProcess(await freePort());
  await server.start();
  try {
    const session = await post<CreateSessionReply>(server.baseUrl, '/api/sessions', {
      autoStart: true,
      continuousMode: true,
      operations: [
        { type: 'multiplication', numberRange: { min: 1, max: 10 }, challengeCount: 10 },
      ],
    });
    const joined = await Promise.all(
      Array.from({ length: STUDENTS }, (_, index) =>
        post<JoinReply>(server.baseUrl, `/api/sessions/${session.sessionCode}/join`, {
          name: `Pupil ${index + 1}`,
        }),
      ),
    );
    const confirmed: Confirmed = new Map();
    const lesson = Promise.all(
      joined.map((student) => practise(server.baseUrl, student, confirmed)),
    );
    // Mid-lesson: once the class has some answers in, with requests in flight all the time. The
    // wait allows for a slow, loaded machine: what is judged is the shutdown, not the pace.
    await expect
      .poll(() => [...confirmed.values()].reduce((sum, count) => sum + count, 0), {
        timeout: 40_000,
      })
      .toBeGreaterThan(5 * STUDENTS);

    const { code, milliseconds } = await server.terminate();
    await lesson;
    expect(code).toBe(0);
    expect(milliseconds).toBeLessThan(10_000);

    await server.start();
    const reply = await fetch(`${server.baseUrl}/api/sessions/${session.sessionId}/students`, {
      headers: { authorization: `Bearer ${session.teacherToken}` },
    });
    const { students } = (await reply.json()) as { students: StudentSummary[] };
    expect(students).toHaveLength(STUDENTS);
    for (const student of students) {
      const stored = student.stats.correct + student.stats.incorrect;
      const mine = confirmed.get(student.id) ?? 0;
      // Stored may exceed confirmed by the one answer whose reply was cut off; never fall short.
      expect(stored).toBeGreaterThanOrEqual(mine);
      expect(stored).toBeLessThanOrEqual(mine + 1);
    }
  } finally {
    await server.stop();
  }
});
