import { z } from 'zod/mini';

/**
 * GET /api/openapi.json: the OpenAPI 3 document of the API, generated from the routes'
 * contracts. Only its frame is fixed here; the paths follow the routes.
 */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});
