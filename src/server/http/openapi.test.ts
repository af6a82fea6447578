import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.dispose();
});

interface OpenApiDocument {
  readonly openapi: string;
  readonly info: { readonly title: string; readonly version: string };
  readonly paths: Record<
    string,
    Record<
      string,
      {
        readonly responses: Record<string, unknown>;
        readonly requestBody?: { readonly required: boolean };
      }
    >
  >;
  readonly components: {
    readonly schemas: Record<string, unknown>;
    readonly securitySchemes: Record<string, { readonly type: string; readonly scheme: string }>;
  };
}

/** Every operation of the served document (one path and method each). */
async function operations() {
  const document = (await testApp.app.inject({ url: '/api/openapi.json' })).json<OpenApiDocument>();
  return Object.values(document.paths).flatMap((byMethod) => Object.values(byMethod));
}

describe('GET /api/openapi.json', () => {
  it('answers an OpenAPI 3 document, cacheable for a short while', async () => {
    const response = await testApp.app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const document = response.json<OpenApiDocument>();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info).toEqual(expect.objectContaining({ title: 'Mattemester API' }));
    expect(document.components.securitySchemes['bearerAuth']).toEqual(
      expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    );
    expect(document.components.schemas).toHaveProperty('ErrorBody');
  });

  it('lists every API route with its replies', async () => {
    const document = (
      await testApp.app.inject({ url: '/api/openapi.json' })
    ).json<OpenApiDocument>();
    const listed = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const registered = testApp.routes
      .filter((route) => route.url.startsWith('/api/'))
      .flatMap((route) => [route.method].flat().map((method) => `${method} ${route.url}`))
      .filter((name) => !name.startsWith('HEAD '))
      .map((name) => name.replace(/:(\w+)/g, '{$1}'));
    expect(listed.sort()).toEqual(registered.sort());
    const withoutReplies = Object.entries(document.paths).filter(([, operations]) =>
      Object.values(operations).some(({ responses }) => Object.keys(responses).length === 0),
    );
    expect(withoutReplies).toEqual([]);
  });

  it('refers every error reply to the one error body', async () => {
    const errorReplies = (await operations())
      .flatMap(({ responses }) =>
        Object.entries(responses).filter(([status]) => status.startsWith('4')),
      )
      .map(([, reply]) => reply);
    expect(errorReplies.length).toBeGreaterThan(20);
    for (const reply of errorReplies)
      expect(reply).toEqual(
        expect.objectContaining({
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
        }),
      );
  });

  it('requires no request body, since an absent body reads as {}', async () => {
    const bodies = (await operations()).flatMap(({ requestBody }) =>
      requestBody === undefined ? [] : [requestBody.required],
    );
    expect(bodies.length).toBeGreaterThan(4);
    expect(bodies.every((required) => !required)).toBe(true);
    const created = await testApp.app.inject({ method: 'POST', url: '/api/sessions' });
    expect(created.statusCode).toBe(201);
  });
});
