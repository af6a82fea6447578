import { performance } from 'node:perf_hooks';
import { afterEach, describe, expect, it } from 'vitest';
import type { CreateSessionReply } from '#shared/contracts/sessions';
import { DEFAULT_LIMITS } from '#server/config';
import { createTestApp, type TestApp } from '#server/test-app';
import { TOO_MANY_CONNECTIONS } from './socket-server';
import {
  callApi,
  listenOnLoopback,
  openSocket,
  teacherAuth,
  type ClientSocket,
} from './live-test-client';

let testApp: TestApp | undefined;
const sockets: ClientSocket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.disconnect();
  await testApp?.dispose();
  testApp = undefined;
});

/** An app whose address has one live place, which the session's teacher takes. */
async function addressWithItsPlaceTaken(refusalDelayMs: number) {
  testApp = await createTestApp({
    limits: { ...DEFAULT_LIMITS, liveConnectionsPerAddress: 1, refusalDelayMs },
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
  return { session, open };
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
    const { session, open } = await addressWithItsPlaceTaken(400);
    const refused = await refusal(open(teacherAuth(session)));
    expect(refused.reason).toBe(TOO_MANY_CONNECTIONS);
    expect(refused.ms).toBeGreaterThanOrEqual(390);
  });

  it('comes at once when the limits ask for no delay', async () => {
    const { session, open } = await addressWithItsPlaceTaken(0);
    const refused = await refusal(open(teacherAuth(session)));
    expect(refused.reason).toBe(TOO_MANY_CONNECTIONS);
    expect(refused.ms).toBeLessThan(390);
  });
});
