import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from '#server/http/security-headers';
import { createTestApp, type TestApp } from '#server/test-app';
import { listenOnLoopback } from './live-test-client';

let testApp: TestApp;
let baseUrl: string;

beforeEach(async () => {
  testApp = await createTestApp();
  baseUrl = await listenOnLoopback(testApp.app);
});

afterEach(async () => {
  await testApp.dispose();
});

describe("the live channel's polling transport", () => {
  it('sends the security headers every other reply has, on the handshake and after it', async () => {
    const handshake = await fetch(`${baseUrl}/socket.io/?EIO=4&transport=polling`);
    expect(handshake.status).toBe(200);
    const body = await handshake.text();
    const sid = /"sid":"([^"]+)"/.exec(body)?.[1];
    expect(sid).toBeDefined();
    const poll = await fetch(`${baseUrl}/socket.io/?EIO=4&transport=polling&sid=${sid ?? ''}`, {
      method: 'POST',
      body: '40',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
    for (const response of [handshake, poll]) {
      expect(Object.keys(SECURITY_HEADERS).length).toBeGreaterThanOrEqual(4);
      for (const [name, value] of Object.entries(SECURITY_HEADERS))
        expect(response.headers.get(name), name).toBe(value);
    }
    await poll.text();
  });
});
