import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  AnswerReply,
  ClassProblem,
  CreateSessionReply,
  JoinReply,
  TeacherSessionState,
} from '#shared/contracts/sessions';
import { studentListReplySchema } from '#shared/contracts/sessions';
import { createTestDatabase, type TestDatabase } from '#server/db/test-databases';
import { DEFAULT_LIMITS } from '#server/config';
import { createTestApp, newRedisPrefix, type TestApp } from '#server/test-app';
import {
  callApi,
  listenOnLoopback,
  nextEvent,
  openSocket,
  studentAuth,
  teacherAuth,
  type ClientSocket,
} from './live-test-client';

/** Two "processes" over one PostgreSQL database and one Redis, as behind a load balancer. */
let database: TestDatabase;
let processes: TestApp[];
let urls: string[];
const sockets: ClientSocket[] = [];

beforeEach(async () => {
  database = await createTestDatabase();
  const redisPrefix = newRedisPrefix();
  processes = [
    await createTestApp({ database, redisPrefix }),
    await createTestApp({ database, redisPrefix }),
  ];
  urls = await Promise.all(processes.map((process) => listenOnLoopback(process.app)));
});

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.disconnect();
  for (const process of processes) await process.dispose();
  await database.dispose();
});

function open(url: string, auth: object): ClientSocket {
  const socket = openSocket(url, auth);
  sockets.push(socket);
  return socket;
}

const [first, second] = [0, 1] as const;
const url = (index: 0 | 1) => urls[index] ?? '';

async function createSession(body: object): Promise<CreateSessionReply> {
  return callApi<CreateSessionReply>(url(first), 'POST', '/api/sessions', {
    operations: [{ type: 'addition', numberRange: { min: 1, max: 10 }, challengeCount: 5 }],
    ...body,
  });
}

/** A student of the session joining through the second process. */
function joinThroughSecond(session: CreateSessionReply, name: string): Promise<JoinReply> {
  return callApi<JoinReply>(url(second), 'POST', `/api/sessions/${session.sessionCode}/join`, {
    name,
  });
}

describe('several processes on PostgreSQL and Redis', () => {
  it('shows a teacher on one process a student who joined through the other, live and connected', async () => {
    const session = await createSession({});
    const teacher = open(url(first), teacherAuth(session));
    await nextEvent(teacher, 'teacherState');
    const joined = nextEvent(teacher, 'studentJoined');
    const student = await joinThroughSecond(session, 'Ingrid');
    expect((await joined).name).toBe('Ingrid');
    const connectedState = new Promise<TeacherSessionState>((resolve) => {
      teacher.on('teacherState', (state) => {
        if (state.students.some((student) => student.connected)) resolve(state);
      });
    });
    open(url(second), studentAuth(student));
    expect((await connectedState).students).toMatchObject([{ name: 'Ingrid', connected: true }]);
  });

  it('lists a student connected to one process as connected when the teacher asks the other', async () => {
    const session = await createSession({});
    const student = await joinThroughSecond(session, 'Ingrid');
    const studentSocket = open(url(second), studentAuth(student));
    await nextEvent(studentSocket, 'studentState');
    const list = studentListReplySchema.parse(
      await callApi<unknown>(
        url(first),
        'GET',
        `/api/sessions/${session.sessionId}/students`,
        undefined,
        session.teacherToken,
      ),
    );
    expect(list.students).toMatchObject([{ name: 'Ingrid', connected: true }]);
  });

  it('shows a teacher on one process each answer given through the other, live', async () => {
    const session = await createSession({ autoStart: true });
    const teacher = open(url(first), teacherAuth(session));
    await nextEvent(teacher, 'teacherState');
    const student = await joinThroughSecond(session, 'Sigrid');
    const studentSocket = open(url(second), studentAuth(student));
    await nextEvent(studentSocket, 'studentState');
    const token = student.reconnectionToken;
    for (let question = 1; question <= 3; question += 1) {
      const problem = await callApi<ClassProblem>(
        url(second),
        'POST',
        `/api/students/${student.studentId}/problems`,
        {},
        token,
      );
      const heard = nextEvent(teacher, 'studentAnswers');
      await callApi(
        url(second),
        'POST',
        `/api/students/${student.studentId}/answers`,
        { problemId: problem.problemId, choiceIndex: 0, timeSpentMs: 1000 },
        token,
      );
      expect(await heard).toMatchObject([
        { studentId: student.studentId, stats: { questionsAnswered: question } },
      ]);
    }
  });

  it("counts an answer on its way through one process when the teacher's Stop lands on the other", async () => {
    const session = await createSession({ autoStart: true });
    const teacher = open(url(first), teacherAuth(session));
    await nextEvent(teacher, 'teacherState');
    const student = await joinThroughSecond(session, 'Maja');
    const token = student.reconnectionToken;
    const answerThroughSecond = (problem: ClassProblem) =>
      callApi<AnswerReply>(
        url(second),
        'POST',
        `/api/students/${student.studentId}/answers`,
        { problemId: problem.problemId, choiceIndex: 0, timeSpentMs: 1000 },
        token,
      );
    const problem = await callApi<ClassProblem>(
      url(second),
      'POST',
      `/api/students/${student.studentId}/problems`,
      {},
      token,
    );
    // The second process keeps what this answer read: the session as running.
    const next = (await answerThroughSecond(problem)).nextProblem;
    if (next === null) throw new Error('expected a second question');
    await callApi(
      url(first),
      'POST',
      `/api/sessions/${session.sessionId}/stop`,
      {},
      session.teacherToken,
    );
    const heard = new Promise<void>((resolve) => {
      teacher.on('studentAnswers', (answers) => {
        if (answers.some(({ stats }) => stats.questionsAnswered === 2)) resolve();
      });
    });
    const reply = await answerThroughSecond(next);
    expect(reply).toMatchObject({ stats: { questionsAnswered: 2 }, nextProblem: null });
    await heard;
  });

  it('tells students on the other process when the teacher starts', async () => {
    const session = await createSession({});
    const student = await joinThroughSecond(session, 'Olena');
    const socket = open(url(second), studentAuth(student));
    await nextEvent(socket, 'studentState');
    const started = nextEvent(socket, 'sessionStarted');
    await callApi(
      url(first),
      'POST',
      `/api/sessions/${session.sessionId}/start`,
      {},
      session.teacherToken,
    );
    expect(await started).toMatchObject({ endsAtMs: null });
  });

  it('removes a student and ends the session for students connected to the other process', async () => {
    const session = await createSession({});
    const [ada, bo] = [
      await joinThroughSecond(session, 'Ada'),
      await joinThroughSecond(session, 'Bo'),
    ];
    const adaSocket = open(url(second), studentAuth(ada));
    const boSocket = open(url(second), studentAuth(bo));
    await Promise.all([nextEvent(adaSocket, 'studentState'), nextEvent(boSocket, 'studentState')]);
    const disconnected = (socket: ClientSocket) =>
      new Promise<void>((resolve) => socket.once('disconnect', () => resolve()));

    const removed = nextEvent(adaSocket, 'removed');
    const adaGone = disconnected(adaSocket);
    await callApi(
      url(first),
      'POST',
      `/api/sessions/${session.sessionId}/students/${ada.studentId}/remove`,
      {},
      session.teacherToken,
    );
    await removed;
    await adaGone;

    const ended = nextEvent(boSocket, 'sessionEnded');
    const boGone = disconnected(boSocket);
    await callApi(
      url(first),
      'DELETE',
      `/api/sessions/${session.sessionId}`,
      undefined,
      session.teacherToken,
    );
    await ended;
    await boGone;
  });

  it('ends an exam once although both processes sweep', async () => {
    const session = await createSession({
      autoStart: true,
      examMode: true,
      examDurationMinutes: 1,
    });
    const teacher = open(url(first), teacherAuth(session));
    await nextEvent(teacher, 'teacherState');
    let stops = 0;
    teacher.on('sessionStopped', () => {
      stops += 1;
    });
    const stopped = nextEvent(teacher, 'sessionStopped');
    for (const process of processes) process.advanceClock(60_000);
    expect(await stopped).toEqual({ reason: 'completed' });
    // Both processes sweep every second: give each at least two more sweeps to announce again.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(stops).toBe(1);
  });

  it('shares the failed code look-ups of an address between the processes', async () => {
    for (let attempt = 0; attempt < DEFAULT_LIMITS.failedLookupsPerMinute; attempt += 1) {
      const response = await fetch(
        `${url(attempt % 2 === 0 ? first : second)}/api/sessions/ZZZZZZ`,
      );
      expect(response.status).toBe(404);
    }
    const limited = await fetch(`${url(second)}/api/sessions/ZZZZZZ`);
    expect(limited.status).toBe(429);
    // 201 look-ups one after the other, each a PostgreSQL read and a Redis count: about 4 s on an
    // idle 2-core machine, more while the other test files run.
  }, 30_000);
});
