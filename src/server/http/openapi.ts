import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { parse, z } from 'zod/mini';
import { errorBodySchema } from '#shared/contracts/errors';
import { openApiDocumentSchema } from '#shared/contracts/openapi';

/** The `security` of a route behind `Authorization: Bearer <token>` (a teacher's or a student's). */
export const BEARER_SECURITY = [{ bearerAuth: [] }];

// Every error reply refers to one component instead of repeating its shape.
if (z.globalRegistry.get(errorBodySchema)?.id === undefined)
  z.globalRegistry.add(errorBodySchema, { id: 'ErrorBody' });

/**
 * Collects the routes registered after it, with their contracts, into an OpenAPI 3.1 document
 * served at GET /api/openapi.json. Built from the routes on the first request, from nothing but
 * this process; cached briefly like /api/site-info.
 */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Mattemester API',
        description:
          'The HTTP API of Mattemester. Errors are { error: { code, message } } with a stable code and a message in the language of Accept-Language. Authentication, limits and the live channel: docs/API.md.',
        version,
      },
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description:
              "A session's teacher token (from POST /api/sessions) or a student's reconnection token (from POST .../join).",
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  let document: OpenApiDocument | undefined;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/openapi.json',
    {
      schema: {
        tags: ['Site and support'],
        summary: 'This document',
        response: { 200: openApiDocumentSchema },
      },
    },
    async (_request, reply) => {
      document ??= withOptionalBodies(parse(openApiDocumentSchema, app.swagger()));
      return reply.header('cache-control', 'public, max-age=300').send(document);
    },
  );
}

type OpenApiDocument = z.infer<typeof openApiDocumentSchema>;

/**
 * An absent body is read as `{}` (contract-compilers.ts), so no route requires one, whereas the
 * generator marks every declared body required; what `{}` lacks, the body's schema says.
 */
function withOptionalBodies(document: OpenApiDocument): OpenApiDocument {
  for (const operations of Object.values(document.paths))
    for (const operation of Object.values(operations ?? {}))
      if (hasRequestBody(operation)) operation.requestBody.required = false;
  return document;
}

function hasRequestBody(operation: unknown): operation is { requestBody: { required: boolean } } {
  return (
    typeof operation === 'object' &&
    operation !== null &&
    'requestBody' in operation &&
    typeof operation.requestBody === 'object' &&
    operation.requestBody !== null
  );
}
