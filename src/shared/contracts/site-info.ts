import { z } from 'zod';

/** GET /api/site-info: who runs this installation, from the server's configuration. */
export const siteInfoSchema = z.object({
  operatorName: z.string().nullable(),
  operatorAddress: z.string().nullable(),
  contactEmail: z.string().nullable(),
  privacyEmail: z.string().nullable(),
});
export type SiteInfoReply = z.infer<typeof siteInfoSchema>;
