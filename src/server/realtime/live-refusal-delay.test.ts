import { performance } from 'node:perf_hooks';
import type { Manager } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import type { CreateSessionReply } from '#shared/contracts/sessions';
import { DEFAULT_LIMITS } from '#server/config';
import { createTestApp, type TestApp } from '#server/test-app';
import { TOO_MANY_CONNECTIONS } from './socket-server';
import {
  callApi,
  listenOnLoopback,
  openBareTransport,
  openSocket,
  teacherAuth,
  type ClientSocket,
} from './live-test-client';

let testApp: TestApp | undefined;
const sockets: ClientSocket[] = [];
const managers: Manager[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.disconnect();
  for (const manager of managers.splice(0)) manager.engine.close();
  await testApp?.dispose();
  testApp = undefined;
});

/** An app whose address has `places` live places, one of which the session's teacher takes. */
async function addressWithOnePlaceTaken(places: number, refusalDelayMs: number) {
  testApp = await createTestApp({
    limits: { ...DEFAULT_LIMITS, liveConnectionsPerAddress: places, refusalDelayMs },
  });
  const url = await listenOnLoopback(testApp.app);
  const session = await callApi<CreateSessionReply>(url, 'POST', '/api/sessions', {});
  const open = (auth: object) => {
    const socket = openSocket(url, auth);
    sockets.push(socket);
    return socket;
  };
  const holder = open(teacherAuth(session));
  await new Promise<void>((resolve) => holder.once('connect', () => resolve()));
  return { url, session, open };
}

/** The refusal's reason, and how long it took from the moment the transport was open, ms. */
function refusal(socket: ClientSocket): Promise<{ reason: string; ms: number }> {
  return new Promise((resolve) => {
    let opened = performance.now();
    socket.io.once('open', () => (opened = performance.now()));
    socket.once('connect_error', (error) =>
      resolve({ reason: error.message, ms: performance.now() - opened }),
    );
  });
}

describe('a refusal for too many live connections', () => {
  it('comes the refusal delay after its handshake, so a script that connects again at once connects slowly', async () => {
    const { session, open } = await addressWithOnePlaceTaken(1, 1000);
    const refused = await refusal(open(teacherAuth(session)));
    expect(refused.reason).toBe(TOO_MANY_CONNECTIONS);
    expect(refused.ms).toBeGreaterThanOrEqual(990);
  });

  it('comes at once when the limits ask for no delay', async () => {
    const { session, open } = await addressWithOnePlaceTaken(1, 0);
    const refused = await refusal(open(teacherAuth(session)));
    expect(refused.reason).toBe(TOO_MANY_CONNECTIONS);
    expect(refused.ms).toBeLessThan(990);
  });

  it('does not hold up the refusal of a wrong token', async () => {
    const { session, open } = await addressWithOnePlaceTaken(2, 2000);
    const refused = await refusal(open({ ...teacherAuth(session), token: 'wrong' }));
    expect(refused.reason).toBe('unauthorized');
    expect(refused.ms).toBeLessThan(1000);
  });

  it('closes at once a connection that sends another handshake while its refusal waits', async () => {
    const { url, session } = await addressWithOnePlaceTaken(1, 2000);
    // A bare transport connection that sends handshakes (CONNECT packets) as it likes.
    const manager = await openBareTransport(url, managers);
    const { engine } = manager;
    const closed = new Promise<void>((resolve) => engine.on('close', () => resolve()));
    const started = performance.now();
    const handshake = `0${JSON.stringify(teacherAuth(session))}`;
    for (let index = 0; index < 100; index += 1) engine.send(handshake);
    await closed;
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
