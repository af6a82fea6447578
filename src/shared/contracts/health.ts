import { z } from 'zod/mini';

/**
 * GET /api/health: whether this process, its database and (when configured) its Redis can serve.
 * 503 when degraded, so a load balancer takes the process out.
 */
export const healthReplySchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  database: z.enum(['ok', 'unavailable']),
  redis: z.enum(['ok', 'unavailable', 'not-configured']),
});

/** The health reply. */
export type HealthReply = z.infer<typeof healthReplySchema>;

/** GET /metrics (only with METRICS_TOKEN): Prometheus's text format. */
export const metricsReplySchema = z.string().check(z.describe('Prometheus text format'));
