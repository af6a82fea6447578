import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGS } from '#shared/i18n/catalogs';
import { listenOnLoopback } from '#server/realtime/live-test-client';
import { createTestApp, type TestApp } from '#server/test-app';
import { SECURITY_HEADERS } from './security-headers';

/** Writes one raw request and returns all the server sent until it closed the connection. */
function exchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`still open after 5 s, having received: ${JSON.stringify(received)}`));
    }, 5000);
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve(received);
    });
    socket.write(request);
  });
}

function expectRefusal(received: string, status: number, message: string) {
  const [head = '', body = ''] = received.split('\r\n\r\n');
  expect(head.split('\r\n')[0]).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
  for (const [name, value] of Object.entries(SECURITY_HEADERS))
    expect(head.toLowerCase()).toContain(`${name}: ${value.toLowerCase()}`);
  expect(JSON.parse(body)).toEqual({ error: { code: 'bad_request', message } });
}

describe('requests Node would answer with an empty body or not at all, over a real port', () => {
  let testApp: TestApp;
  let port: number;

  beforeAll(async () => {
    testApp = await createTestApp();
    port = Number(new URL(await listenOnLoopback(testApp.app)).port);
  });

  afterAll(async () => {
    await testApp.dispose();
  });

  it('refuses an HTTP/1.1 request without Host with 400 in its language, then closes', async () => {
    const received = await exchange(
      port,
      'GET /api/health HTTP/1.1\r\nAccept-Language: sv\r\n\r\n',
    );
    expectRefusal(received, 400, CATALOGS.sv.errors.badRequest);
  });

  it('refuses the live channel’s handshake without Host too', async () => {
    const received = await exchange(
      port,
      'GET /socket.io/?EIO=4&transport=polling HTTP/1.1\r\nConnection: close\r\n\r\n',
    );
    expect(received.split('\r\n')[0]).toMatch(/^HTTP\/1\.1 4\d\d /);
    expect(received).not.toContain('"sid"');
  });

  it('still answers an HTTP/1.0 request without Host', async () => {
    const received = await exchange(port, 'GET /api/health HTTP/1.0\r\n\r\n');
    expect(received.split('\r\n')[0]).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('refuses an Expect it cannot meet with 417 and a message in the request language', async () => {
    const received = await exchange(
      port,
      'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nExpect: bogus\r\nAccept-Language: uk\r\n\r\n',
    );
    expectRefusal(received, 417, CATALOGS.uk.errors.badRequest);
  });

  it('answers an upgrade to h2c with 400 at once, rather than closing with no reply', async () => {
    const started = Date.now();
    const received = await exchange(
      port,
      'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade, HTTP2-Settings\r\n' +
        'Upgrade: h2c\r\nHTTP2-Settings: AAMAAABkAARAAAAAAAIAAAAA\r\n\r\n',
    );
    expectRefusal(received, 400, CATALOGS.en.errors.badRequest);
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('leaves a websocket upgrade of the live channel to the live channel', async () => {
    const received = await new Promise<string>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.on('data', (chunk: Buffer) => {
        resolve(chunk.toString());
        socket.destroy();
      });
      socket.write(
        'GET /socket.io/?EIO=4&transport=websocket HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
          'Connection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\n' +
          'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
      );
    });
    expect(received.split('\r\n')[0]).toBe('HTTP/1.1 101 Switching Protocols');
  });
});
