import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { supportTicketBodySchema } from '#shared/contracts/support';
import { parseBody } from '../../http/parse-body';
import { requestLanguage, translateContact } from '../../i18n';
import type { SupportService } from './support.service';

/** How many tickets one address may send in ten minutes. */
export const TICKETS_PER_ADDRESS = 5;

/** POST /api/support/tickets, limited per address instead of a captcha. */
export async function registerSupportRoutes(
  app: FastifyInstance,
  support: SupportService,
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(rateLimit, { max: TICKETS_PER_ADDRESS, timeWindow: '10 minutes' });
    scope.post('/api/support/tickets', async (request, reply) => {
      const body = parseBody(supportTicketBodySchema, request.body);
      const created = await support.submit(
        body,
        translateContact(requestLanguage(request.headers), 'contact.success'),
      );
      return reply.status(201).send(created);
    });
  });
}
