import fs from 'node:fs';
import zlib from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CATALOGS } from '#shared/i18n/catalogs';
import { createTestDatabase, testBackend } from './db/test-databases';
import { createTestApp, type TestApp } from './test-app';

let testApp: TestApp;
let clientDir: string;
let app: FastifyInstance;
let logs: string;

beforeEach(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-'));
  fs.mkdirSync(path.join(clientDir, 'assets'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Mattemester</title>');
  fs.writeFileSync(
    path.join(clientDir, 'assets', 'index-abc123.js'),
    `console.info(${JSON.stringify('x'.repeat(4000))});`,
  );
  logs = '';
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => (logs += chunk.toString()));
  testApp = await createTestApp({ clientDir, version: '1.2.3', logLevel: 'info', logStream });
  app = testApp.app;
});

afterEach(async () => {
  await testApp.dispose();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

describe('GET /api/health', () => {
  it('reports ok with the version and a working database', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      version: '1.2.3',
      database: 'ok',
      redis: testBackend().redisUrl === undefined ? 'not-configured' : 'ok',
    });
  });

  it('answers 503 degraded when the database is gone', async () => {
    const database = await createTestDatabase();
    const broken = await createTestApp({ database });
    await database.db.destroy();
    const response = await broken.app.inject({ method: 'GET', url: '/api/health' });
    await broken.dispose();
    await database.dispose();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'degraded', database: 'unavailable' });
  });
});

describe('errors', () => {
  it('answers an unknown API path with 404 and a JSON error', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'not_found', message: CATALOGS.en.errors.notFound },
    });
  });

  it('answers in the language the browser asks for', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { 'accept-language': 'nb-NO,nb;q=0.9' },
    });
    expect(response.json()).toEqual({
      error: { code: 'not_found', message: CATALOGS.no.errors.notFound },
    });
    expect(CATALOGS.no.errors.notFound).not.toBe(CATALOGS.en.errors.notFound);
  });

  it('refuses bodies over 16 KB with 413 and malformed JSON with 400', async () => {
    app.post('/api/echo', (request) => request.body);
    const big = await app.inject({
      method: 'POST',
      url: '/api/echo',
      payload: { text: 'x'.repeat(17 * 1024) },
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({
      error: { code: 'payload_too_large', message: CATALOGS.en.errors.payloadTooLarge },
    });
    const broken = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({
      error: { code: 'bad_request', message: CATALOGS.en.errors.badRequest },
    });
  });

  it('refuses a body that is not JSON, plain text among them, with 415', async () => {
    app.post('/api/echo', (request) => request.body);
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/echo',
        headers: { 'content-type': type },
        payload: 'name=Ola',
      });
      expect(response.statusCode, type).toBe(415);
      expect(response.json()).toEqual({
        error: {
          code: 'unsupported_media_type',
          message: CATALOGS.en.errors.unsupportedMediaType,
        },
      });
    }
  });

  it('hides the details of an unexpected failure and logs it', async () => {
    app.get('/api/explode', () => {
      throw new Error('secret database password in stack');
    });
    const response = await app.inject({ method: 'GET', url: '/api/explode' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret');
    expect(response.json()).toEqual({
      error: { code: 'internal_error', message: CATALOGS.en.errors.internal },
    });
    expect(logs).toContain('secret database password');
  });
});

describe('the built client', () => {
  it('serves index.html for client routes, uncached, so a reload keeps the page', async () => {
    const response = await app.inject({ method: 'GET', url: '/practice/addition' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<title>Mattemester</title>');
  });

  it('sends the page with 404 at a path that is no page, so the status says what the page shows', async () => {
    for (const url of ['/no-such-page', '//api//health', '/practice', '/teacher/classes']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<title>Mattemester</title>');
    }
    const page = await app.inject({ method: 'GET', url: '/teacher/classes/c1?lng=sv' });
    expect(page.statusCode).toBe(200);
  });

  it('sends the page and the web app manifest in the visitor’s language', async () => {
    fs.writeFileSync(
      path.join(clientDir, 'index.html'),
      '<!doctype html><html lang="en"><head><meta name="description" content="Free">' +
        '<link rel="manifest" href="/manifest.webmanifest"></head></html>',
    );
    fs.writeFileSync(
      path.join(clientDir, 'manifest.webmanifest'),
      JSON.stringify({ name: 'Mattemester', description: 'Free', lang: 'en' }),
    );
    const withPage = await createTestApp({ clientDir });
    const page = await withPage.app.inject({
      method: 'GET',
      url: '/join',
      headers: { cookie: 'lang=da' },
    });
    const manifest = await withPage.app.inject({ method: 'GET', url: '/app.webmanifest?lng=da' });
    const unknown = await withPage.app.inject({ method: 'GET', url: '/app.webmanifest?lng=xx' });
    await withPage.dispose();
    expect(page.body).toContain('<html lang="da">');
    expect(page.body).toContain(`content="${CATALOGS.da.app.description}"`);
    expect(page.body).toContain('href="/app.webmanifest?lng=da"');
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    expect(manifest.json()).toMatchObject({ description: CATALOGS.da.app.description, lang: 'da' });
    expect(unknown.json()).toMatchObject({ description: CATALOGS.en.app.description, lang: 'en' });
  });

  it('compresses a page’s HTML for a browser that accepts it', async () => {
    fs.writeFileSync(
      path.join(clientDir, 'index.html'),
      `<!doctype html><title>Mattemester</title><body>${'<p>text</p>'.repeat(300)}</body>`,
    );
    const withPage = await createTestApp({ clientDir });
    const response = await withPage.app.inject({
      method: 'GET',
      url: '/join?lng=sv',
      headers: { 'accept-encoding': 'gzip' },
    });
    await withPage.dispose();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(response.rawPayload).toString()).toContain('<title>Mattemester</title>');
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('answers a missing asset with 404 instead of the page', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/missing-123.js' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'not_found', message: CATALOGS.en.errors.notFound },
    });
  });

  it('sends security headers that allow only this origin', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('unsafe-inline');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('same-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('sends HSTS only over HTTPS, as a trusted proxy reports it, and never over plain HTTP', async () => {
    const plain = await app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const forged = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
    const proxied = await createTestApp({ clientDir, trustProxy: ['127.0.0.1'] });
    const secure = await proxied.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    await proxied.dispose();
    expect(secure.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
  });
});
