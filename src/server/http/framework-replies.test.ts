import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CATALOGS } from '#shared/i18n/catalogs';
import { createTestApp, errorOf, type TestApp } from '#server/test-app';
import { SECURITY_HEADERS } from './security-headers';

/** Replies that docs/API.md promises, with a built client served (its catch-all route in play). */
describe('replies the router and the catch-all give', () => {
  let testApp: TestApp;
  let clientDir: string;

  beforeEach(async () => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-'));
    fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>M</title>');
    testApp = await createTestApp({ clientDir });
  });

  afterEach(async () => {
    await testApp.dispose();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  const get = (url: string) => testApp.app.inject({ method: 'GET', url });

  it('answers a path parameter over 100 characters with 414, for GET as for POST', async () => {
    for (const [method, url] of [
      ['GET', `/api/sessions/${'a'.repeat(101)}`],
      ['GET', `/api/sessions/${'a'.repeat(101)}/students`],
      ['POST', `/api/sessions/${'a'.repeat(101)}/join`],
    ] as const) {
      const response = await testApp.app.inject({ method, url, payload: {} });
      expect(response.statusCode, url).toBe(414);
      expect(errorOf(response).code).toBe('bad_request');
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
    expect((await get(`/api/sessions/${'a'.repeat(100)}`)).statusCode).toBe(404);
    expect((await get(`/api/nothing-here`)).statusCode).toBe(404);
  });

  it('answers /metrics while it is off with 404 and the error, never the page', async () => {
    for (const url of ['/metrics', '/metrics/', '/metrics?x=1']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(errorOf(response)).toEqual({
        code: 'not_found',
        message: CATALOGS.en.errors.notFound,
      });
    }
    // Beside it, a path that only begins the same way is a page's address: the page (no page
    // has that path, so with 404).
    const beside = await get('/metrics-and-more');
    expect(beside.statusCode).toBe(404);
    expect(beside.headers['content-type']).toContain('text/html');
  });

  it('sends the security headers with a malformed URL’s 400', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/sessions/%E0%A4%A',
      headers: { 'accept-language': 'sv' },
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({
      code: 'bad_request',
      message: CATALOGS.sv.errors.badRequest,
    });
    for (const [name, value] of Object.entries(SECURITY_HEADERS))
      expect(response.headers[name], name).toBe(value);
  });
});
