import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test-app';

/** POST routes whose body is ignored: they act on the path and the token alone. */
const BODILESS = new Set([
  'POST /api/sessions/:id/start',
  'POST /api/sessions/:id/stop',
  'POST /api/sessions/:id/next-operation',
  'POST /api/sessions/:id/another-round',
  'POST /api/sessions/:id/students/:studentId/remove',
  'POST /api/sessions/:id/focus',
  'POST /api/students/:studentId/problems',
]);

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.dispose();
});

/** Each API route as "METHOD /path" with its schema, HEAD routes left out (they mirror GET). */
function apiRoutes(): { name: string; route: RouteOptions }[] {
  return testApp.routes
    .filter((route) => route.url.startsWith('/api/'))
    .flatMap((route) =>
      [route.method]
        .flat()
        .filter((method) => method !== 'HEAD')
        .map((method) => ({ name: `${method} ${route.url}`, route })),
    );
}

const statuses = (route: RouteOptions) => Object.keys(route.schema?.response ?? {}).map(Number);

describe('the contracts every API route declares', () => {
  it('finds the API routes, bodiless ones among them', () => {
    const names = apiRoutes().map(({ name }) => name);
    expect(names).toContain('POST /api/students/:studentId/answers');
    expect(names).toEqual(expect.arrayContaining([...BODILESS]));
  });

  it('gives every route a reply schema for a success', () => {
    const withoutSuccess = apiRoutes()
      .filter(({ route }) => !statuses(route).some((status) => status >= 200 && status < 300))
      .map(({ name }) => name);
    expect(withoutSuccess).toEqual([]);
  });

  it('gives every route with path parameters a params schema', () => {
    const withoutParams = apiRoutes()
      .filter(({ route }) => route.url.includes(':') && route.schema?.params === undefined)
      .map(({ name }) => name);
    expect(withoutParams).toEqual([]);
  });

  it('gives every POST and PUT that reads a body a body schema, and none to one that does not', () => {
    const bodyRoutes = apiRoutes().filter(({ name }) => /^(POST|PUT) /.test(name));
    const withoutBody = bodyRoutes
      .filter(({ name, route }) => !BODILESS.has(name) && route.schema?.body === undefined)
      .map(({ name }) => name);
    const bodilessWithBody = bodyRoutes
      .filter(({ name, route }) => BODILESS.has(name) && route.schema?.body !== undefined)
      .map(({ name }) => name);
    expect({ withoutBody, bodilessWithBody }).toEqual({ withoutBody: [], bodilessWithBody: [] });
  });

  it('declares the error reply for a refused token on every route behind one', () => {
    const tokenRoutes = apiRoutes().filter(({ route }) => route.schema?.security !== undefined);
    expect(tokenRoutes.length).toBeGreaterThan(10);
    const missing = tokenRoutes
      .filter(({ route }) => ![401, 403, 404].every((status) => statuses(route).includes(status)))
      .map(({ name }) => name);
    expect(missing).toEqual([]);
  });
});
