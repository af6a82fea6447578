import { afterEach, beforeEach } from 'vitest';
import type { CreateSessionReply, JoinReply } from '#shared/contracts/sessions';
import { createTestApp, type TestApp } from '#server/test-app';
import { callApi, listenOnLoopback, openSocket, type ClientSocket } from './live-test-client';

/**
 * A test app listening on a loopback port for each test of the file (set up and torn down with
 * beforeEach and afterEach), with its API and live-channel sockets, which close after each test.
 */
export function liveAppForEachTest() {
  let testApp: TestApp | undefined;
  let baseUrl = '';
  const sockets: ClientSocket[] = [];

  /** Disconnects every socket the test opened or kept so far. */
  const closeAll = () => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  };

  beforeEach(async () => {
    testApp = await createTestApp();
    baseUrl = await listenOnLoopback(testApp.app);
  });

  afterEach(async () => {
    closeAll();
    await testApp?.dispose();
    testApp = undefined;
  });

  const api = <T>(method: string, path: string, body?: object, token?: string): Promise<T> =>
    callApi<T>(baseUrl, method, path, body, token);

  return {
    testApp: (): TestApp => {
      if (testApp === undefined) throw new Error('no test app outside a test');
      return testApp;
    },
    baseUrl: () => baseUrl,
    api,
    /** A socket to this test's app, closed after the test. */
    open: (auth: object, headers?: Record<string, string>): ClientSocket =>
      keep(openSocket(baseUrl, auth, headers)),
    /** Closes the socket (opened anywhere) after the test. */
    keep,
    closeAll,
    /** A running class of additions that Alice and Bob joined. */
    classWithTwoStudents: async () => {
      const session = await api<CreateSessionReply>('POST', '/api/sessions', {
        operations: [{ type: 'addition', numberRange: { min: 1, max: 10 }, challengeCount: 5 }],
      });
      const join = (name: string) =>
        api<JoinReply>('POST', `/api/sessions/${session.sessionCode}/join`, { name });
      return { session, alice: await join('Alice'), bob: await join('Bob') };
    },
  };

  function keep(socket: ClientSocket): ClientSocket {
    sockets.push(socket);
    return socket;
  }
}
