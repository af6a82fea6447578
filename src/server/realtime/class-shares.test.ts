import { afterEach, describe, expect, it } from 'vitest';
import type { CreateSessionReply, JoinReply } from '#shared/contracts/sessions';
import { DEFAULT_LIMITS } from '#server/config';
import { createTestApp } from '#server/test-app';
import {
  callApi,
  listenOnLoopback,
  openSocket,
  studentAuth,
  type ClientSocket,
} from './live-test-client';
import { TOO_MANY_CONNECTIONS } from './socket-server';

const sockets: ClientSocket[] = [];
const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.disconnect();
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** An app whose addresses hold `perAddress` pupils' places, and helpers over its port. */
async function schoolServer(perAddress: number) {
  const app = await createTestApp({
    limits: { ...DEFAULT_LIMITS, liveConnectionsPerAddress: perAddress },
  });
  const url = await listenOnLoopback(app.app);
  cleanups.push(() => app.dispose());
  const classOf = async (names: string[]) => {
    const session = await callApi<CreateSessionReply>(url, 'POST', '/api/sessions', {});
    const join = (name: string) =>
      callApi<JoinReply>(url, 'POST', `/api/sessions/${session.sessionCode}/join`, { name });
    return Promise.all(names.map(join));
  };
  /** Connects; resolves with 'connected' or the refusal, and records a later disconnect. */
  const connect = (pupil: JoinReply) => {
    const socket = openSocket(url, studentAuth(pupil));
    sockets.push(socket);
    const sentAway = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const outcome = new Promise<string>((resolve) => {
      socket.once('connect', () => resolve('connected'));
      socket.once('connect_error', (error) => resolve(error.message));
    });
    return { socket, outcome, sentAway };
  };
  return { classOf, connect };
}

describe("a school's pupils' live places", () => {
  it("let a pupil of another class in while one script's class holds every place", async () => {
    const school = await schoolServer(4);
    const bots = await school.classOf(['Bot A', 'Bot B', 'Bot C', 'Bot D', 'Bot E']);
    // One after another, so that which connection is the newest is known.
    const held: ReturnType<typeof school.connect>[] = [];
    for (const bot of bots.slice(0, 4)) {
      held.push(school.connect(bot));
      expect(await held.at(-1)?.outcome).toBe('connected');
    }
    expect(await school.connect(bots[4] as JoinReply).outcome).toBe(TOO_MANY_CONNECTIONS);

    const [pupil] = await school.classOf(['Ada']);
    expect(await school.connect(pupil as JoinReply).outcome).toBe('connected');
    // The script's newest connection gave its place up; its first ones kept theirs.
    expect(await held[3]?.sentAway).toBe('transport close');
    expect(held.slice(0, 3).every((bot) => bot.socket.connected)).toBe(true);
  });

  it('keep a class that holds no more than its share when a larger one asks for more', async () => {
    const school = await schoolServer(4);
    const classA = await school.classOf(['Ada', 'Bo', 'Cato']);
    const classB = await school.classOf(['Dina', 'Eli']);
    for (const pupil of [classA[0], classA[1], classB[0], classB[1]])
      expect(await school.connect(pupil as JoinReply).outcome).toBe('connected');
    // Class A holds two places, class B two: a third of A's may not take one of B's.
    expect(await school.connect(classA[2] as JoinReply).outcome).toBe(TOO_MANY_CONNECTIONS);
  });

  it('refuse a pupil whose token is wrong without sending anyone away', async () => {
    const school = await schoolServer(2);
    const bots = await school.classOf(['Bot A', 'Bot B']);
    const held = bots.map((bot) => school.connect(bot));
    for (const bot of held) expect(await bot.outcome).toBe('connected');
    const [pupil] = await school.classOf(['Ada']);
    const forged = { ...(pupil as JoinReply), reconnectionToken: 'not-the-token' };
    expect(await school.connect(forged).outcome).toBe('unauthorized');
    expect(held.every((bot) => bot.socket.connected)).toBe(true);
  });
});
