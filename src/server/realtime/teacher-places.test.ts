import { describe, expect, it } from 'vitest';
import type { CreateSessionReply, JoinReply } from '#shared/contracts/sessions';
import { DEFAULT_LIMITS } from '#server/config';
import { createTestApp } from '#server/test-app';
import { createRolePlaces } from './connection-caps';
import {
  callApi,
  listenOnLoopback,
  openSocket,
  studentAuth,
  teacherAuth,
  type ClientSocket,
} from './live-test-client';
import { TOO_MANY_CONNECTIONS } from './socket-server';

/** A connection that closes when told to. */
function connection() {
  const listeners: (() => void)[] = [];
  return {
    once: (_event: 'close', listener: () => void) => listeners.push(listener),
    close: () => {
      for (const listener of listeners) listener();
    },
  };
}

describe("a school's live places", () => {
  it('keep a pool for teachers that pupils cannot take, and a connection in its first pool', () => {
    const places = createRolePlaces<ReturnType<typeof connection>>(2);
    const pupils = [connection(), connection(), connection()];
    expect(pupils.map((pupil) => places.enter(pupil, 'school', false))).toEqual([
      true,
      true,
      false,
    ]);
    const teacher = connection();
    expect(places.enter(teacher, 'school', true)).toBe(true);
    // A second handshake on a pupil's connection that claims to be a teacher stays a pupil's.
    expect(places.enter(pupils[0] ?? connection(), 'school', true)).toBe(true);
    expect(places.enter(connection(), 'school', true)).toBe(true);
    expect(places.enter(connection(), 'school', true)).toBe(false);
    pupils[1]?.close();
    expect(places.enter(connection(), 'school', false)).toBe(true);
  });

  it("let a teacher connect while pupils hold every pupils' place of the address", async () => {
    const app = await createTestApp({
      limits: { ...DEFAULT_LIMITS, liveConnectionsPerAddress: 3 },
    });
    const url = await listenOnLoopback(app.app);
    const sockets: ClientSocket[] = [];
    const opened = (auth: object) => {
      const socket = openSocket(url, auth);
      sockets.push(socket);
      return new Promise<string>((resolve) => {
        socket.once('connect', () => resolve('connected'));
        socket.once('connect_error', (error) => resolve(error.message));
      });
    };
    try {
      const session = await callApi<CreateSessionReply>(url, 'POST', '/api/sessions', {});
      const join = (name: string) =>
        callApi<JoinReply>(url, 'POST', `/api/sessions/${session.sessionCode}/join`, { name });
      const pupils = await Promise.all(['Ada', 'Bo', 'Cato', 'Dina'].map(join));
      for (const pupil of pupils.slice(0, 3))
        expect(await opened(studentAuth(pupil))).toBe('connected');
      expect(await opened(studentAuth(pupils[3] as JoinReply))).toBe(TOO_MANY_CONNECTIONS);
      expect(await opened(teacherAuth(session))).toBe('connected');
    } finally {
      for (const socket of sockets) socket.disconnect();
      await app.dispose();
    }
  });
});
