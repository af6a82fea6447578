import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { supportTicketBodySchema, supportTicketReplySchema } from '#shared/contracts/support';
import { BODY_ERRORS, errorReplies } from '#server/http/error-replies';
import { requestLanguage, translateContact } from '#server/i18n';
import { enforce, type AddressLimits } from '#server/limits/address-limits';
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
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/support/tickets',
    {
      schema: {
        tags: ['Site and support'],
        summary: 'Send a contact-form ticket',
        description:
          'Checked in the order of the form (400 with its message); the priority follows the category whatever is sent; website is a honeypot. At most 5 accepted tickets per address in 10 minutes (429).',
        body: supportTicketBodySchema,
        response: { 201: supportTicketReplySchema, ...errorReplies(...BODY_ERRORS, 429) },
      },
    },
    async (request, reply) => {
      const { body } = request;
      support.check(body);
      enforce(await limits.ticketsSent.consume(request.ip), 'too_many_requests');
      const created = await support.submit(
        body,
        translateContact(requestLanguage(request.headers), 'contact.success'),
      );
      return reply.status(201).send(created);
    },
  );
}
