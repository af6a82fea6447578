import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthReplySchema } from '#shared/contracts/health';
import { checkHealth, type HealthDeps } from './health.service';

/** GET /api/health: 200 with the health reply, or 503 with the same shape when degraded. */
export function registerHealthRoutes(app: FastifyInstance, deps: HealthDeps): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      schema: {
        tags: ['Site and support'],
        summary: 'Whether this process can serve',
        description:
          '503 with status "degraded" when the database or the configured Redis does not answer within a second. Never cached.',
        response: { 200: healthReplySchema, 503: healthReplySchema },
      },
    },
    async (_request, reply) => {
      const health = await checkHealth(deps);
      return reply
        .status(health.status === 'ok' ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(health);
    },
  );
}
