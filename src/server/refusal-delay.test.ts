import { performance } from 'node:perf_hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from './config';
import { createTestApp, type TestApp } from './test-app';

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.dispose();
  testApp = undefined;
});

/** Creates a session from the address; the status and how long its reply took, ms. */
async function createSession(app: TestApp['app']) {
  const started = performance.now();
  const reply = await app.inject({
    method: 'POST',
    url: '/api/sessions',
    payload: {},
    remoteAddress: '203.0.113.7',
  });
  return { status: reply.statusCode, ms: performance.now() - started };
}

describe("a limit's refusal", () => {
  it('leaves the delay after its request, so a client that asks again at once asks slowly', async () => {
    testApp = await createTestApp({
      limits: { ...DEFAULT_LIMITS, sessionsPerAddressPerHour: 1, refusalDelayMs: 400 },
    });
    expect((await createSession(testApp.app)).status).toBe(201);
    const refusals = [await createSession(testApp.app), await createSession(testApp.app)];
    for (const refusal of refusals) {
      expect(refusal.status).toBe(429);
      expect(refusal.ms).toBeGreaterThanOrEqual(390);
    }
  });

  it('is sent without delay when the limits ask for none', async () => {
    testApp = await createTestApp({
      limits: { ...DEFAULT_LIMITS, sessionsPerAddressPerHour: 1, refusalDelayMs: 0 },
    });
    await createSession(testApp.app);
    const refusal = await createSession(testApp.app);
    expect(refusal.status).toBe(429);
    expect(refusal.ms).toBeLessThan(390);
  });
});
