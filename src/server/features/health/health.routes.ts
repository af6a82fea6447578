import type { FastifyInstance } from 'fastify';
import { checkHealth, type HealthDeps } from './health.service';

/** GET /api/health: 200 with the health reply, or 503 with the same shape when degraded. */
export function registerHealthRoutes(app: FastifyInstance, deps: HealthDeps): void {
  app.get('/api/health', async (_request, reply) => {
    const health = await checkHealth(deps);
    return reply
      .status(health.status === 'ok' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(health);
  });
}
