import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateSessionReply, JoinReply } from '#shared/contracts/sessions';
import {
  callApi,
  listenOnLoopback,
  nextEvent,
  openSocket,
  studentAuth,
  teacherAuth,
  type ClientSocket,
} from '#server/realtime/live-test-client';
import { createTestApp, type TestApp } from '#server/test-app';
import { anyJson, hostileStrings } from './hostile-input';

let testApp: TestApp;
let baseUrl: string;
let own: { session: CreateSessionReply; student: JoinReply };
let other: { session: CreateSessionReply; student: JoinReply };

async function classWithOneStudent() {
  const session = await callApi<CreateSessionReply>(baseUrl, 'POST', '/api/sessions', {
    operations: [{ type: 'addition', numberRange: { min: 1, max: 10 }, challengeCount: 5 }],
  });
  const student = await callApi<JoinReply>(
    baseUrl,
    'POST',
    `/api/sessions/${session.sessionCode}/join`,
    { name: 'Ola' },
  );
  return { session, student };
}

/**
 * Waits until the connection is accepted, or refused: by an error reply to the handshake, or by
 * the server closing the connection on a handshake it cannot even read (auth that is an array).
 */
function settled(socket: ClientSocket): Promise<'connected' | 'refused'> {
  return new Promise((resolve) => {
    socket.once('connect', () => resolve('connected'));
    socket.once('connect_error', () => resolve('refused'));
    socket.io.once('close', () => resolve('refused'));
  });
}

beforeAll(async () => {
  testApp = await createTestApp();
  baseUrl = await listenOnLoopback(testApp.app);
  own = await classWithOneStudent();
  other = await classWithOneStudent();
});

afterAll(async () => {
  await testApp.dispose();
});

const EVENTS = ['joinSession', 'studentProgress', 'leaveSession', 'heartbeat', 'nonsense'] as const;

describe('hostile live-channel clients', () => {
  it('refuse every handshake that is not exactly a known token of its session', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          anyJson,
          fc.record({
            role: fc.constantFrom('teacher', 'student', 'admin'),
            sessionId: fc.constantFrom(other.session.sessionId, ...hostileStrings),
            studentId: fc.constantFrom(other.student.studentId, ...hostileStrings),
            token: fc.oneof(
              fc.constantFrom(own.session.teacherToken, own.student.reconnectionToken),
              fc.string(),
            ),
          }),
        ),
        async (auth) => {
          const socket = openSocket(baseUrl, typeof auth === 'object' && auth !== null ? auth : {});
          const outcome = await settled(socket);
          socket.disconnect();
          expect(outcome).toBe('refused');
        },
      ),
      { numRuns: 60 },
    );
  }, 60_000);

  it('survive any events with any payloads from signed-in clients, and leave other classes alone', async () => {
    const otherTeacher = openSocket(baseUrl, teacherAuth(other.session));
    const otherBefore = await nextEvent(otherTeacher, 'teacherState');
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(teacherAuth(own.session), studentAuth(own.student)),
        fc.array(fc.tuple(fc.constantFrom(...EVENTS), anyJson), { minLength: 1, maxLength: 8 }),
        async (auth, events) => {
          const socket = openSocket(baseUrl, auth);
          expect(await settled(socket)).toBe('connected');
          for (const [event, payload] of events)
            (socket.emit as (event: string, payload: unknown) => void)(event, payload);
          socket.disconnect();
        },
      ),
      { numRuns: 40 },
    );
    const health = await fetch(`${baseUrl}/api/health`);
    expect(health.status).toBe(200);
    const otherAfter = nextEvent(otherTeacher, 'teacherState');
    otherTeacher.emit('joinSession', {});
    expect(await otherAfter).toEqual(otherBefore);
    otherTeacher.disconnect();
  }, 60_000);
});
