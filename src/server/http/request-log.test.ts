import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import type { Config } from '#server/config';
import { createTestApp, type TestApp } from '#server/test-app';

let testApp: TestApp | undefined;

afterEach(async () => {
  await testApp?.dispose();
  testApp = undefined;
});

/** A test app logging at `level`, and the log lines it has written so far, parsed. */
async function appLoggingAt(level: Config['logLevel']) {
  const lines: Record<string, unknown>[] = [];
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n'))
      if (line !== '') lines.push(JSON.parse(line) as Record<string, unknown>);
  });
  testApp = await createTestApp({ logLevel: level, logStream });
  const requestLines = () => lines.filter((line) => line.req !== undefined);
  return { app: testApp.app, requestLines };
}

describe('the request log', () => {
  it('logs a refused request once, with method, path, status and time but no address', async () => {
    const { app, requestLines } = await appLoggingAt('info');
    const response = await app.inject({
      method: 'GET',
      url: '/api/sessions/unknown-session',
      remoteAddress: '203.0.113.7',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    const lines = requestLines();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/api/sessions/unknown-session' },
      res: { statusCode: response.statusCode },
      responseTime: expect.any(Number) as number,
    });
    expect(JSON.stringify(lines)).not.toContain('203.0.113.7');
    expect(JSON.stringify(lines)).not.toContain('remoteAddress');
  });

  it('leaves a request that succeeded out of the log at info', async () => {
    const { app, requestLines } = await appLoggingAt('info');
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(requestLines()).toEqual([]);
  });

  it('logs every request once at debug', async () => {
    const { app, requestLines } = await appLoggingAt('debug');
    await app.inject({ method: 'GET', url: '/api/health', remoteAddress: '203.0.113.7' });
    const lines = requestLines();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 20,
      req: { method: 'GET', url: '/api/health' },
      res: { statusCode: 200 },
    });
    expect(JSON.stringify(lines)).not.toContain('203.0.113.7');
  });
});
