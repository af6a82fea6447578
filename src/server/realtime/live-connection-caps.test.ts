import type { Manager } from 'socket.io-client';
import { describe, expect, it, vi } from 'vitest';
import type { CreateSessionReply, JoinReply } from '#shared/contracts/sessions';
import { DEFAULT_LIMITS } from '#server/config';
import { createTestApp } from '#server/test-app';
import { LIVE_CONNECTIONS_PER_STUDENT } from './connection-caps';
import { SOCKET_EVENTS_PER_10_SECONDS, TOO_MANY_CONNECTIONS } from './socket-server';
import {
  callApi,
  listenOnLoopback,
  openBareTransport,
  nextEvent,
  openSocket,
  studentAuth,
  teacherAuth,
  type ClientSocket,
} from './live-test-client';
import { liveAppForEachTest } from './live-test-app';

const { open, keep, closeAll, classWithTwoStudents } = liveAppForEachTest();
const next = nextEvent;

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
    keep(socket);
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
    // Refusals at once: the waits below try again until the closed place is free.
    const { other, url, session } = await appWith({
      limits: { ...DEFAULT_LIMITS, liveConnectionsPerAddress: 3, refusalDelayMs: 0 },
    });
    try {
      const openHere = () => {
        const socket = openSocket(url, teacherAuth(session));
        keep(socket);
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
        keep(wrong);
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
      closeAll();
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
        const manager = await openBareTransport(url, flooders);
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
      closeAll();
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
        keep(socket);
        return socket;
      };
      await connected(from('192.0.2.1'));
      await connected(from('192.0.2.2'));
      expect(await refused(from('192.0.2.1'))).toBe(TOO_MANY_CONNECTIONS);
    } finally {
      closeAll();
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
        keep(socket);
        return socket;
      });
      await Promise.all(held.map(connected));
    } finally {
      closeAll();
      await other.dispose();
    }
  });
});
