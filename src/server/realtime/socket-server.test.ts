import { Manager } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  CreateSessionReply,
  JoinReply,
  StudentSessionState,
  TeacherSessionState,
} from '#shared/contracts/sessions';
import { DEFAULT_LIMITS } from '../config';
import { createTestApp, type TestApp } from '../test-app';
import { LIVE_CONNECTIONS_PER_STUDENT } from './connection-caps';
import { SOCKET_EVENTS_PER_10_SECONDS, TOO_MANY_CONNECTIONS } from './socket-server';
import {
  callApi,
  listenOnLoopback,
  nextEvent,
  openSocket,
  studentAuth,
  teacherAuth,
  type ClientSocket,
} from './live-test-client';

let testApp: TestApp;
let baseUrl: string;
const sockets: ClientSocket[] = [];

beforeEach(async () => {
  testApp = await createTestApp();
  baseUrl = await listenOnLoopback(testApp.app);
});

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.disconnect();
  await testApp.dispose();
});

function api<T>(method: string, path: string, body?: object, token?: string): Promise<T> {
  return callApi<T>(baseUrl, method, path, body, token);
}

function open(auth: object, headers?: Record<string, string>): ClientSocket {
  const socket = openSocket(baseUrl, auth, headers);
  sockets.push(socket);
  return socket;
}

const next = nextEvent;

async function classWithTwoStudents() {
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

describe('the live channel', () => {
  it('sends the teacher the full state with every student on connect', async () => {
    const { session } = await classWithTwoStudents();
    const state: TeacherSessionState = await next(open(teacherAuth(session)), 'teacherState');
    expect(state.students.map((student) => student.name)).toEqual(['Alice', 'Bob']);
    expect(state.phase).toBe('waiting');
  });

  it('sends a student only their own state', async () => {
    const { alice } = await classWithTwoStudents();
    const socket = open(studentAuth(alice));
    const state: StudentSessionState = await next(socket, 'studentState');
    expect(state.student.name).toBe('Alice');
    expect(JSON.stringify(state)).not.toContain('Bob');
  });

  it('refuses a connection with a wrong token, a student token as teacher, or another session', async () => {
    const { session, alice } = await classWithTwoStudents();
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

  it('tells students when the teacher starts and stops, and the teacher when a student answers', async () => {
    const { session, alice, bob } = await classWithTwoStudents();
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
    const answered = next(teacher, 'studentAnswers');
    let bobHeard = false;
    bobSocket.on('studentAnswers', () => {
      bobHeard = true;
    });
    await api(
      'POST',
      `/api/students/${alice.studentId}/answers`,
      { problemId: problem.problemId, choiceIndex: 0, timeSpentMs: 900 },
      alice.reconnectionToken,
    );
    const [payload] = await answered;
    expect(payload?.studentId).toBe(alice.studentId);
    expect(payload?.stats.questionsAnswered).toBe(1);
    expect(payload).toMatchObject({ finished: false, currentOperationIndex: 0 });

    const stopped = next(bobSocket, 'sessionStopped');
    await api('POST', `/api/sessions/${session.sessionId}/stop`, undefined, session.teacherToken);
    expect(await stopped).toEqual({ reason: 'teacher-stopped' });
    expect(bobHeard).toBe(false);
  });

  it('lets a student socket leave only as itself, whatever the payload says', async () => {
    const { session, alice, bob } = await classWithTwoStudents();
    const teacher = open(teacherAuth(session));
    await next(teacher, 'teacherState');
    const aliceSocket = open(studentAuth(alice));
    await next(aliceSocket, 'studentState');
    const left = next(teacher, 'studentLeft');
    aliceSocket.emit('leaveSession', { studentId: bob.studentId });
    expect(await left).toEqual({ studentId: alice.studentId });
  });

  it('sends the full state again when asked, so a reconnecting screen catches up', async () => {
    const { alice } = await classWithTwoStudents();
    const socket = open(studentAuth(alice));
    await next(socket, 'studentState');
    const again = next(socket, 'studentState');
    socket.emit('joinSession', { sessionId: 'someone-else', role: 'teacher' });
    expect((await again).student.id).toBe(alice.studentId);
  });

  it('sends everyone home and closes their connections when the session ends', async () => {
    const { session, alice } = await classWithTwoStudents();
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
    const student = await api<JoinReply>('POST', `/api/sessions/${session.sessionCode}/join`, {
      name: 'Ola',
    });
    const socket = open(studentAuth(student));
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

describe('the live channel under abuse', () => {
  const refused = (socket: ClientSocket) =>
    new Promise<string>((resolve) =>
      socket.once('connect_error', (error) => resolve(error.message)),
    );
  const connected = (socket: ClientSocket) =>
    new Promise<void>((resolve) => socket.once('connect', () => resolve()));

  it("refuses a browser handshake from another site's page and accepts one from its own", async () => {
    const { session } = await classWithTwoStudents();
    const foreign = open(teacherAuth(session), { origin: 'https://evil.example' });
    expect(await refused(foreign)).not.toBe('');
    const own = open(teacherAuth(session), { origin: baseUrl });
    await connected(own);
    expect(own.connected).toBe(true);
  });

  it('closes a connection that sends a message larger than a few kilobytes', async () => {
    const { session } = await classWithTwoStudents();
    const teacher = open(teacherAuth(session));
    await next(teacher, 'teacherState');
    const closed = new Promise<string>((resolve) => teacher.once('disconnect', resolve));
    teacher.emit('joinSession', { padding: 'x'.repeat(10_000) });
    expect(await closed).toBe('transport close');
  });

  it('drops events beyond the allowance instead of answering each', async () => {
    const { session } = await classWithTwoStudents();
    const teacher = open(teacherAuth(session));
    await next(teacher, 'teacherState');
    let states = 0;
    teacher.on('teacherState', () => {
      states += 1;
    });
    for (let index = 0; index < 200; index += 1) teacher.emit('joinSession', {});
    await vi.waitFor(() => {
      expect(states).toBe(SOCKET_EVENTS_PER_10_SECONDS);
    });
    // The other 170 were dropped: a further half second brings no more answers.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(states).toBe(SOCKET_EVENTS_PER_10_SECONDS);
  });

  it('on shutdown drops connections so clients reconnect, instead of ending their session', async () => {
    const { session } = await classWithTwoStudents();
    const teacher = open(teacherAuth(session));
    await next(teacher, 'teacherState');
    const reason = new Promise<string>((resolve) => teacher.once('disconnect', resolve));
    await testApp.app.close();
    expect(await reason).toBe('transport close');
  });
});

describe('caps on live connections', () => {
  const refused = (socket: ClientSocket) =>
    new Promise<string>((resolve) =>
      socket.once('connect_error', (error) => resolve(error.message)),
    );
  const connected = (socket: ClientSocket) =>
    new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
  const sentAway = (socket: ClientSocket) =>
    new Promise<string>((resolve) => socket.once('disconnect', resolve));

  /** A socket to another app, closed after the test. */
  const openHere = (url: string, auth: object) => {
    const socket = openSocket(url, auth);
    sockets.push(socket);
    return socket;
  };

  /** Another app on its own port, for limits other than the defaults. */
  async function appWith(options: Parameters<typeof createTestApp>[0]) {
    const other = await createTestApp(options);
    const url = await listenOnLoopback(other.app);
    const session = await callApi<CreateSessionReply>(url, 'POST', '/api/sessions', {});
    return { other, url, session };
  }

  it(`lets a student hold ${LIVE_CONNECTIONS_PER_STUDENT} connections, each newer one sending the oldest away`, async () => {
    const { alice, bob } = await classWithTwoStudents();
    const bobSocket = open(studentAuth(bob));
    await connected(bobSocket);
    const aliceSockets: ClientSocket[] = [];
    const goneAway: Promise<string>[] = [];
    for (let index = 0; index < 10; index += 1) {
      const socket = open(studentAuth(alice));
      await connected(socket);
      if (index < 10 - LIVE_CONNECTIONS_PER_STUDENT) goneAway.push(sentAway(socket));
      aliceSockets.push(socket);
    }
    expect(await Promise.all(goneAway)).toEqual(
      Array(10 - LIVE_CONNECTIONS_PER_STUDENT).fill('io server disconnect'),
    );
    expect(aliceSockets.map((socket) => socket.connected)).toEqual([
      ...Array(10 - LIVE_CONNECTIONS_PER_STUDENT).fill(false),
      ...Array(LIVE_CONNECTIONS_PER_STUDENT).fill(true),
    ]);
    expect(bobSocket.connected).toBe(true);
    // The newest still hears the class.
    const state = next(aliceSockets[9] as ClientSocket, 'studentState');
    aliceSockets[9]?.emit('joinSession', {});
    expect((await state).student.id).toBe(alice.studentId);
  });

  it("counts a student's events together over all their connections", async () => {
    const { alice } = await classWithTwoStudents();
    const first = open(studentAuth(alice));
    const second = open(studentAuth(alice));
    await Promise.all([next(first, 'studentState'), next(second, 'studentState')]);
    let states = 0;
    for (const socket of [first, second])
      socket.on('studentState', () => {
        states += 1;
      });
    for (let index = 0; index < 40; index += 1) {
      first.emit('joinSession', {});
      second.emit('joinSession', {});
    }
    await vi.waitFor(() => {
      expect(states).toBe(SOCKET_EVENTS_PER_10_SECONDS);
    });
    // The other 50 were dropped: a further half second brings no more answers.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(states).toBe(SOCKET_EVENTS_PER_10_SECONDS);
  });

  it('refuses a connection from an address that holds all its places, until one closes', async () => {
    const { other, url, session } = await appWith({
      limits: { ...DEFAULT_LIMITS, liveConnectionsPerAddress: 3 },
    });
    try {
      const openHere = () => {
        const socket = openSocket(url, teacherAuth(session));
        sockets.push(socket);
        return socket;
      };
      const held = [openHere(), openHere(), openHere()];
      await Promise.all(held.map(connected));
      expect(await refused(openHere())).toBe(TOO_MANY_CONNECTIONS);
      // A refused handshake, a wrong token among them, holds no place once it is closed.
      const closed = sentAway(held[0] as ClientSocket);
      held[0]?.disconnect();
      await closed;
      await vi.waitFor(async () => {
        const wrong = openSocket(url, { ...teacherAuth(session), token: 'wrong' });
        sockets.push(wrong);
        expect(await refused(wrong)).toBe('unauthorized');
        wrong.disconnect();
      });
      await vi.waitFor(async () => {
        const socket = openHere();
        await connected(socket).catch((error: unknown) => {
          socket.disconnect();
          throw error;
        });
      });
    } finally {
      for (const socket of sockets.splice(0)) socket.disconnect();
      await other.dispose();
    }
  });

  it('frees the places of refused handshakes at once, however many one connection sends', async () => {
    const { other, url, session } = await appWith({
      limits: { ...DEFAULT_LIMITS, liveConnectionsPerAddress: 5 },
    });
    const flooders: Manager[] = [];
    try {
      const student = await callApi<JoinReply>(
        url,
        'POST',
        `/api/sessions/${session.sessionCode}/join`,
        {
          name: 'Ola',
        },
      );
      // A bare transport connection that sends handshakes (CONNECT packets) as it likes and never
      // closes by itself; it hears its refusals as raw packets ("44...").
      const flooder = async () => {
        const manager = new Manager(url, {
          transports: ['websocket'],
          reconnection: false,
          autoConnect: false,
        });
        flooders.push(manager);
        await new Promise<void>((resolve, reject) => {
          manager.open((error) => (error === undefined ? resolve() : reject(error)));
        });
        const { engine } = manager;
        const refusal = new Promise<void>((resolve) => {
          engine.on('message', (data) => {
            if (String(data).startsWith('4')) resolve();
          });
        });
        const closed = new Promise<void>((resolve) => engine.on('close', () => resolve()));
        const handshakes = (count: number) => {
          const bad = `0${JSON.stringify({ role: 'teacher', sessionId: 'x', token: 'y' })}`;
          for (let index = 0; index < count; index += 1) engine.send(bad);
        };
        return { refusal, closed, handshakes };
      };
      // 1,000 bad handshakes over one connection, and one each over 20 more.
      const floods = await Promise.all(Array.from({ length: 21 }, flooder));
      floods.forEach((flood, index) => flood.handshakes(index === 0 ? 1000 : 1));
      await Promise.all(floods.map((flood) => flood.refusal));
      const started = Date.now();
      await connected(openHere(url, studentAuth(student)));
      expect(Date.now() - started).toBeLessThan(1000);
      // The server closed every flooding connection: none can send another handshake.
      await Promise.all(floods.map((flood) => flood.closed));
    } finally {
      for (const manager of flooders) manager.engine.close();
      for (const socket of sockets.splice(0)) socket.disconnect();
      await other.dispose();
    }
  });

  it('counts the addresses a trusted proxy names, each with places of its own', async () => {
    const { other, url, session } = await appWith({
      trustProxy: ['127.0.0.1'],
      limits: { ...DEFAULT_LIMITS, liveConnectionsPerAddress: 1 },
    });
    try {
      const from = (school: string) => {
        const socket = openSocket(url, teacherAuth(session), { 'x-forwarded-for': school });
        sockets.push(socket);
        return socket;
      };
      await connected(from('192.0.2.1'));
      await connected(from('192.0.2.2'));
      expect(await refused(from('192.0.2.1'))).toBe(TOO_MANY_CONNECTIONS);
    } finally {
      for (const socket of sockets.splice(0)) socket.disconnect();
      await other.dispose();
    }
  });

  it('has no cap on an address when a test run lifts the per-address limits', async () => {
    const { other, url, session } = await appWith({
      limits: { ...DEFAULT_LIMITS, liveConnectionsPerAddress: 1, perAddress: false },
    });
    try {
      const held = Array.from({ length: 3 }, () => {
        const socket = openSocket(url, teacherAuth(session));
        sockets.push(socket);
        return socket;
      });
      await Promise.all(held.map(connected));
    } finally {
      for (const socket of sockets.splice(0)) socket.disconnect();
      await other.dispose();
    }
  });
});
