import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';

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
  readonly paths: Record<string, Record<string, { readonly responses: Record<string, unknown> }>>;
  readonly components: {
    readonly schemas: Record<string, unknown>;
    readonly securitySchemes: Record<string, { readonly type: string; readonly scheme: string }>;
  };
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
    const document = (
      await testApp.app.inject({ url: '/api/openapi.json' })
    ).json<OpenApiDocument>();
    const errorReplies = Object.values(document.paths)
      .flatMap((operations) => Object.values(operations))
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
});
