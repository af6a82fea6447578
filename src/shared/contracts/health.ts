import { z } from 'zod';

/** GET /api/health: whether this process and its database can serve. 503 when degraded. */
export const healthReplySchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  database: z.enum(['ok', 'unavailable']),
});

/** The health reply. */
export type HealthReply = z.infer<typeof healthReplySchema>;
