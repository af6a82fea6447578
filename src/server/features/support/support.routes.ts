import type { FastifyInstance } from 'fastify';
import { supportTicketBodySchema } from '#shared/contracts/support';
import { parseBody } from '../../http/parse-body';
import { requestLanguage, translateContact } from '../../i18n';
import { enforce, type AddressLimits } from '../../limits/address-limits';
import type { SupportService } from './support.service';

/**
 * POST /api/support/tickets, limited per address instead of a captcha. Only tickets that pass
 * the form's checks count: a teacher who got a field wrong six times can still send the seventh.
 */
export function registerSupportRoutes(
  app: FastifyInstance,
  support: SupportService,
  limits: Pick<AddressLimits, 'ticketsSent'>,
): void {
  app.post('/api/support/tickets', async (request, reply) => {
    const body = parseBody(supportTicketBodySchema, request.body);
    support.check(body);
    enforce(await limits.ticketsSent.consume(request.ip), 'too_many_requests');
    const created = await support.submit(
      body,
      translateContact(requestLanguage(request.headers), 'contact.success'),
    );
    return reply.status(201).send(created);
  });
}
