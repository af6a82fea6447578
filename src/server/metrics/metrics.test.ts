import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test-app';

const TOKEN = 'a-metrics-token-of-32-characters';

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.dispose();
});

describe('GET /metrics', () => {
  it('does not exist unless a token is configured', async () => {
    testApp = await createTestApp();
    const response = await testApp.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toHaveProperty('error');
  });

  it('needs the configured token', async () => {
    testApp = await createTestApp({ metricsToken: TOKEN });
    const missing = await testApp.app.inject({ method: 'GET', url: '/metrics' });
    const wrong = await testApp.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer not-the-token' },
    });
    expect([missing.statusCode, wrong.statusCode]).toEqual([401, 403]);
  });

  it('shows requests by route pattern, latency, sockets, active sessions and event-loop lag', async () => {
    testApp = await createTestApp({ metricsToken: TOKEN });
    const { app } = testApp;
    await app.inject({
      method: 'POST',
      url: '/api/sessions',
      payload: {
        operations: [{ type: 'addition', numberRange: { min: 1, max: 10 }, challengeCount: 5 }],
      },
    });
    await app.inject({ method: 'GET', url: '/api/sessions/ABCDEF' });
    const response = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    const text = response.body;
    expect(text).toContain(
      'http_requests_total{method="POST",route="/api/sessions",status="201"} 1',
    );
    expect(text).toContain(
      'http_requests_total{method="GET",route="/api/sessions/:id",status="404"} 1',
    );
    expect(text).not.toContain('ABCDEF');
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0.1",method="POST"/);
    expect(text).toContain('socket_connections 0');
    expect(text).toContain('active_sessions 1');
    expect(text).toMatch(/nodejs_eventloop_lag_p99_seconds \d/);
  });
});
