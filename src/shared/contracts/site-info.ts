import { z } from 'zod/mini';

/** GET /api/site-info: who runs this installation, from the server's configuration. */
export const siteInfoSchema = z.object({
  operatorName: z.nullable(z.string()),
  operatorAddress: z.nullable(z.string()),
  contactEmail: z.nullable(z.string()),
  privacyEmail: z.nullable(z.string()),
});
export type SiteInfoReply = z.infer<typeof siteInfoSchema>;
