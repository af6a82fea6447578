import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import type { Manager } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import type { CreateSessionReply, JoinReply } from '#shared/contracts/sessions';
import { DEFAULT_LIMITS } from '#server/config';
import { createTestApp } from '#server/test-app';
import {
  callApi,
  listenOnLoopback,
  openBareTransport,
  openSocket,
  studentAuth,
} from './live-test-client';
import {
  UNIDENTIFIED_PER_ADDRESS,
  createUnidentifiedConnections,
  type TransportConnection,
} from './unidentified-connections';

/** A transport connection from `address` that records whether it was closed. */
function connectionFrom(address: string) {
  const request = new IncomingMessage(new Socket());
  let onClose: (() => void) | undefined;
  const connection = {
    request,
    address,
    closed: false,
    close() {
      this.closed = true;
      onClose?.();
    },
    once(_event: 'close', listener: () => void) {
      onClose = listener;
    },
  };
  return connection satisfies TransportConnection;
}

describe('transport connections that have not said who they are', () => {
  it('are kept to the cap per address, the oldest sent away, other addresses untouched', () => {
    const guard = createUnidentifiedConnections(3);
    const school = Array.from({ length: 5 }, () => connectionFrom('school'));
    const home = connectionFrom('home');
    guard.opened(home, home.address);
    for (const connection of school) guard.opened(connection, connection.address);
    expect(school.map((connection) => connection.closed)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(guard.count('school')).toBe(3);
    expect(home.closed).toBe(false);
  });

  it('leave the count once identified or closed, so pages that identify are never sent away', () => {
    const guard = createUnidentifiedConnections(2);
    const pupils = Array.from({ length: 10 }, () => connectionFrom('school'));
    for (const pupil of pupils) {
      guard.opened(pupil, pupil.address);
      guard.identified(pupil);
    }
    expect(pupils.some((pupil) => pupil.closed)).toBe(false);
    expect(guard.count('school')).toBe(0);
    const idle = connectionFrom('school');
    guard.opened(idle, idle.address);
    idle.close();
    expect(guard.count('school')).toBe(0);
  });

  it('are not capped when the per-address limits are off', () => {
    const guard = createUnidentifiedConnections(undefined);
    const many = Array.from({ length: 10 }, () => connectionFrom('school'));
    for (const connection of many) guard.opened(connection, connection.address);
    expect(many.some((connection) => connection.closed)).toBe(false);
  });

  it(`let a pupil connect at once while a script holds ${String(UNIDENTIFIED_PER_ADDRESS + 20)} silent ones from the same address`, async () => {
    const other = await createTestApp({ limits: DEFAULT_LIMITS });
    const url = await listenOnLoopback(other.app);
    const silent: Manager[] = [];
    const pupil = { socket: undefined as ReturnType<typeof openSocket> | undefined };
    try {
      const session = await callApi<CreateSessionReply>(url, 'POST', '/api/sessions', {
        autoStart: true,
      });
      const student = await callApi<JoinReply>(
        url,
        'POST',
        `/api/sessions/${session.sessionCode}/join`,
        { name: 'Ada' },
      );
      const closed: Promise<void>[] = [];
      for (let index = 0; index < UNIDENTIFIED_PER_ADDRESS + 20; index += 1) {
        const manager = await openBareTransport(url, silent);
        if (index < 20)
          closed.push(new Promise((resolve) => manager.engine.on('close', () => resolve())));
      }
      // The 20 oldest silent connections were sent away, not kept for the connect timeout.
      await Promise.all(closed);
      const started = Date.now();
      pupil.socket = openSocket(url, studentAuth(student));
      await new Promise<void>((resolve, reject) => {
        pupil.socket?.once('connect', () => resolve());
        pupil.socket?.once('connect_error', reject);
      });
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      pupil.socket?.disconnect();
      for (const manager of silent) manager.engine.close();
      await other.dispose();
    }
  });
});
