import net from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CATALOGS } from '#shared/i18n/catalogs';
import type { CreateSessionReply } from '#shared/contracts/sessions';
import { DEFAULT_HTTP_TIMEOUTS } from '#server/config';
import {
  callApi,
  listenOnLoopback,
  openSocket,
  teacherAuth,
} from '#server/realtime/live-test-client';
import { createTestApp, type TestApp } from '#server/test-app';
import { SECURITY_HEADERS } from './security-headers';

/** Short times, so a trickled body is cut within a second or two (and an idle socket sooner). */
const SHORT = {
  requestMs: 800,
  headersMs: 800,
  checkEveryMs: 100,
  keepAliveMs: 72_000,
  idleMs: 600,
};

/** What a raw connection received until the server closed it, and after how many ms. */
interface Closed {
  readonly received: string;
  readonly afterMs: number;
}

/**
 * Opens a raw connection, writes `head`, then one byte of `trickle` every `everyMs` until the
 * server closes the connection (or `giveUpMs` passes, which fails the test).
 */
function sendSlowly(
  port: number,
  head: string,
  trickle: string,
  everyMs: number,
  giveUpMs = 10_000,
): Promise<Closed> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let sent = 0;
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`still open after ${giveUpMs} ms`));
    }, giveUpMs);
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ received, afterMs: Date.now() - started });
    });
    socket.write(head);
    const timer = setInterval(() => {
      if (sent < trickle.length && !socket.destroyed) socket.write(trickle[sent++] ?? '');
    }, everyMs);
  });
}

function expectErrorReply(received: string, status: number, code: string, message: string) {
  const [head = '', body = ''] = received.split('\r\n\r\n');
  expect(head.split('\r\n')[0]).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
  for (const [name, value] of Object.entries(SECURITY_HEADERS))
    expect(head.toLowerCase()).toContain(`${name}: ${value.toLowerCase()}`);
  expect(head.toLowerCase()).toContain('connection: close');
  expect(JSON.parse(body)).toEqual({ error: { code, message } });
}

describe('requests Node gives up on, over a real port', () => {
  let testApp: TestApp;
  let baseUrl: string;
  let port: number;

  beforeEach(async () => {
    testApp = await createTestApp({ httpTimeouts: SHORT });
    baseUrl = await listenOnLoopback(testApp.app);
    port = Number(new URL(baseUrl).port);
  });

  afterEach(async () => {
    await testApp.dispose();
  });

  it('cuts a trickled body with 408 and the usual error shape', async () => {
    const body = JSON.stringify({ name: 'x'.repeat(200) });
    const head =
      'POST /api/support/tickets HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
      `Content-Type: application/json\r\nContent-Length: 16000\r\n\r\n`;
    const closed = await sendSlowly(port, head, body, 50);
    expect(closed.afterMs).toBeGreaterThanOrEqual(SHORT.requestMs - 50);
    expect(closed.afterMs).toBeLessThan(SHORT.requestMs + 1500);
    expectErrorReply(closed.received, 408, 'request_timeout', CATALOGS.en.errors.requestTimeout);
  });

  it('cuts trickled headers too', async () => {
    const closed = await sendSlowly(
      port,
      'GET /api/health HTTP/1.1\r\n',
      'X-Slow: ' + 'a'.repeat(500),
      50,
    );
    expect(closed.afterMs).toBeLessThan(SHORT.headersMs + 1500);
    expectErrorReply(closed.received, 408, 'request_timeout', CATALOGS.en.errors.requestTimeout);
  });

  it('answers headers over the limit with 431, the error shape and the security headers', async () => {
    const response = await fetch(`${baseUrl}/api/health`, {
      headers: { cookie: `big=${'x'.repeat(20_000)}` },
    });
    expect(response.status).toBe(431);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe(
      SECURITY_HEADERS['content-security-policy'],
    );
    expect(await response.json()).toEqual({
      error: { code: 'headers_too_large', message: CATALOGS.en.errors.headersTooLarge },
    });
  });

  it('answers bytes that are not HTTP with 400 and the error shape', async () => {
    const closed = await sendSlowly(port, 'HELLO\r\n\r\n', '', 1000);
    expectErrorReply(closed.received, 400, 'bad_request', CATALOGS.en.errors.badRequest);
  });

  it('keeps a live connection open past the request, header and idle times', async () => {
    const session = await callApi<CreateSessionReply>(baseUrl, 'POST', '/api/sessions', {
      operations: [{ type: 'addition', numberRange: { min: 1, max: 10 }, challengeCount: 5 }],
    });
    const socket = openSocket(baseUrl, teacherAuth(session));
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      let disconnected = false;
      socket.once('disconnect', () => (disconnected = true));
      await new Promise((resolve) => setTimeout(resolve, SHORT.requestMs * 2 + 300));
      expect(disconnected).toBe(false);
      expect(socket.connected).toBe(true);
    } finally {
      socket.close();
    }
  });
});

describe('the production times', () => {
  it('fit a 16 KB body on weak Wi-Fi, cut a trickle within 35 s and outlast the long poll', () => {
    const { requestMs, headersMs, checkEveryMs, idleMs, keepAliveMs } = DEFAULT_HTTP_TIMEOUTS;
    // 16 KB of body and 2 KB of headers at 5 kbit/s.
    expect(requestMs).toBeGreaterThanOrEqual(((18 * 1024 * 8) / 5000) * 1000);
    expect(requestMs + checkEveryMs).toBeLessThanOrEqual(35_000);
    expect(headersMs).toBeLessThanOrEqual(requestMs);
    // Socket.IO's long poll waits up to pingInterval (25 s) plus pingTimeout (20 s).
    expect(idleMs).toBeGreaterThan(45_000);
    // Longer than nginx keeps an idle upstream connection (60 s), so nginx always closes first.
    expect(keepAliveMs).toBeGreaterThan(60_000);
  });
});
