import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  CreateSessionReply,
  JoinReply,
  StudentSessionState,
  TeacherSessionState,
} from '#shared/contracts/sessions';
import type { ClientToServerEvents, ServerToClientEvents } from '#shared/contracts/socket-events';
import { createTestApp, type TestApp } from '../test-app';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let testApp: TestApp;
let baseUrl: string;
const sockets: ClientSocket[] = [];

beforeEach(async () => {
  testApp = await createTestApp();
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.disconnect();
  await testApp.dispose();
});

async function api<T>(method: string, path: string, body?: object, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return (response.status === 204 ? undefined : await response.json()) as T;
}

function open(auth: object): ClientSocket {
  const socket: ClientSocket = connect(baseUrl, {
    auth,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  return socket;
}

/** Resolves with the next payload of the event; fails after 3 s so a missing event is an error. */
function next<E extends keyof ServerToClientEvents>(
  socket: ClientSocket,
  event: E,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within 3 s`)), 3000);
    socket.once(
      event as 'sessionStopped',
      ((payload: never) => {
        clearTimeout(timer);
        resolve(payload);
      }) as never,
    );
  });
}

async function classWithTwoPupils() {
  const session = await api<CreateSessionReply>('POST', '/api/sessions', {
    operations: [{ type: 'addition', numberRange: { min: 1, max: 10 }, challengeCount: 5 }],
  });
  const alice = await api<JoinReply>('POST', `/api/sessions/${session.sessionCode}/join`, {
    name: 'Alice',
  });
  const bob = await api<JoinReply>('POST', `/api/sessions/${session.sessionCode}/join`, {
    name: 'Bob',
  });
  return { session, alice, bob };
}

const teacherAuth = (session: CreateSessionReply) => ({
  role: 'teacher',
  sessionId: session.sessionId,
  token: session.teacherToken,
});
const studentAuth = (pupil: JoinReply) => ({
  role: 'student',
  sessionId: pupil.sessionId,
  studentId: pupil.studentId,
  token: pupil.reconnectionToken,
});

describe('the live channel', () => {
  it('sends the teacher the full state with every pupil on connect', async () => {
    const { session } = await classWithTwoPupils();
    const state: TeacherSessionState = await next(open(teacherAuth(session)), 'teacherState');
    expect(state.students.map((student) => student.name)).toEqual(['Alice', 'Bob']);
    expect(state.phase).toBe('waiting');
  });

  it('sends a pupil only their own state', async () => {
    const { alice } = await classWithTwoPupils();
    const socket = open(studentAuth(alice));
    const state: StudentSessionState = await next(socket, 'studentState');
    expect(state.student.name).toBe('Alice');
    expect(JSON.stringify(state)).not.toContain('Bob');
  });

  it('refuses a connection with a wrong token, a pupil token as teacher, or another session', async () => {
    const { session, alice } = await classWithTwoPupils();
    const other = await api<CreateSessionReply>('POST', '/api/sessions', {});
    for (const auth of [
      { role: 'teacher', sessionId: session.sessionId, token: 'wrong' },
      { role: 'teacher', sessionId: session.sessionId, token: alice.reconnectionToken },
      { ...studentAuth(alice), sessionId: other.sessionId },
      {},
    ]) {
      const socket = open(auth);
      const error = await new Promise<Error>((resolve) => socket.once('connect_error', resolve));
      expect(error.message).toBe('unauthorized');
    }
  });

  it('tells pupils when the teacher starts and stops, and the teacher when a pupil answers', async () => {
    const { session, alice, bob } = await classWithTwoPupils();
    const teacher = open(teacherAuth(session));
    const aliceSocket = open(studentAuth(alice));
    const bobSocket = open(studentAuth(bob));
    await Promise.all([
      next(teacher, 'teacherState'),
      next(aliceSocket, 'studentState'),
      next(bobSocket, 'studentState'),
    ]);

    const started = Promise.all([
      next(aliceSocket, 'sessionStarted'),
      next(bobSocket, 'sessionStarted'),
    ]);
    await api('POST', `/api/sessions/${session.sessionId}/start`, undefined, session.teacherToken);
    await started;

    const problem = await api<{ problemId: string }>(
      'POST',
      `/api/students/${alice.studentId}/problems`,
      undefined,
      alice.reconnectionToken,
    );
    const answered = next(teacher, 'studentAnswer');
    let bobHeard = false;
    bobSocket.on('studentAnswer', () => {
      bobHeard = true;
    });
    await api(
      'POST',
      `/api/students/${alice.studentId}/answers`,
      { problemId: problem.problemId, choiceIndex: 0, timeSpent: 900 },
      alice.reconnectionToken,
    );
    const payload = await answered;
    expect(payload.studentId).toBe(alice.studentId);
    expect(payload.stats.questionsAnswered).toBe(1);

    const stopped = next(bobSocket, 'sessionStopped');
    await api('POST', `/api/sessions/${session.sessionId}/stop`, undefined, session.teacherToken);
    expect(await stopped).toEqual({ reason: 'teacher-stopped' });
    expect(bobHeard).toBe(false);
  });

  it('lets a pupil socket leave only as itself, whatever the payload says', async () => {
    const { session, alice, bob } = await classWithTwoPupils();
    const teacher = open(teacherAuth(session));
    await next(teacher, 'teacherState');
    const aliceSocket = open(studentAuth(alice));
    await next(aliceSocket, 'studentState');
    const left = next(teacher, 'studentLeft');
    aliceSocket.emit('leaveSession', { studentId: bob.studentId });
    expect(await left).toEqual({ studentId: alice.studentId });
  });

  it('sends the full state again when asked, so a reconnecting screen catches up', async () => {
    const { alice } = await classWithTwoPupils();
    const socket = open(studentAuth(alice));
    await next(socket, 'studentState');
    const again = next(socket, 'studentState');
    socket.emit('joinSession', { sessionId: 'someone-else', role: 'teacher' });
    expect((await again).student.id).toBe(alice.studentId);
  });

  it('sends everyone home and closes their connections when the session ends', async () => {
    const { session, alice } = await classWithTwoPupils();
    const teacher = open(teacherAuth(session));
    const aliceSocket = open(studentAuth(alice));
    await Promise.all([next(teacher, 'teacherState'), next(aliceSocket, 'studentState')]);
    const ended = Promise.all([next(teacher, 'sessionEnded'), next(aliceSocket, 'sessionEnded')]);
    const disconnected = new Promise((resolve) => aliceSocket.once('disconnect', resolve));
    await api('DELETE', `/api/sessions/${session.sessionId}`, undefined, session.teacherToken);
    await ended;
    await disconnected;
    expect(aliceSocket.connected).toBe(false);
  });

  it('stops an exam at its end time by itself and tells everyone once', async () => {
    const session = await api<CreateSessionReply>('POST', '/api/sessions', {
      autoStart: true,
      examMode: true,
      examDurationMinutes: 1,
    });
    const pupil = await api<JoinReply>('POST', `/api/sessions/${session.sessionCode}/join`, {
      name: 'Ola',
    });
    const socket = open(studentAuth(pupil));
    await next(socket, 'studentState');
    let stops = 0;
    socket.on('sessionStopped', () => {
      stops += 1;
    });
    const stopped = next(socket, 'sessionStopped');
    testApp.advanceClock(60_000);
    expect(await stopped).toEqual({ reason: 'completed' });
    const state = next(socket, 'studentState');
    socket.emit('joinSession', {});
    expect(await state).toMatchObject({ phase: 'stopped', stopReason: 'completed' });
    expect(stops).toBe(1);
  });
});
