import {
  CATEGORY_PRIORITY,
  supportTicketReplySchema,
  type SupportCategory,
  type SupportInput,
} from '#shared/contracts/support';
import { apiRequest } from '#client/lib/api-client';

/** Sends a contact-form ticket (SPEC §7: POST /api/support/tickets). */
export function submitTicket(input: SupportInput & { category: SupportCategory; website: string }) {
  return apiRequest('POST', '/support/tickets', {
    body: { ...input, priority: CATEGORY_PRIORITY[input.category] },
    reply: supportTicketReplySchema,
  });
}
