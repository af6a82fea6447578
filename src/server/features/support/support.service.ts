import {
  CATEGORY_PRIORITY,
  supportProblem,
  type SupportProblem,
  type SupportTicketBody,
  type SupportTicketReply,
} from '#shared/contracts/support';
import type { ErrorCode } from '#shared/contracts/error-codes';
import { SESSION_CODE_ALPHABET } from '#shared/contracts/session-code';
import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { ApiError } from '#server/api-error';
import type { Mailer } from '#server/mail/mailer';
import type { SupportRepo, SupportTicket } from './support.repo';

/** What the support service works with; without a mailer, tickets are only stored. */
export interface SupportDeps {
  readonly repo: SupportRepo;
  readonly mailer: Mailer | undefined;
  readonly now: () => number;
  readonly log: FastifyBaseLogger;
}

/** A ticket number people can read out on the phone: T- and 8 look-alike-free characters. */
function newTicketId(): string {
  return `T-${Array.from({ length: 8 }, () => SESSION_CODE_ALPHABET[randomInt(SESSION_CODE_ALPHABET.length)]).join('')}`;
}

/** The error code of each problem the form's checks find. */
const PROBLEM_CODES: Readonly<Record<SupportProblem, ErrorCode>> = {
  nameRequired: 'contact_name_required',
  emailRequired: 'contact_email_required',
  emailInvalid: 'contact_email_invalid',
  subjectRequired: 'contact_subject_required',
  messageRequired: 'contact_message_required',
  tooLong: 'contact_too_long',
};

/** The contact form: checked with the same rules as the browser, stored, and mailed when set up. */
export function createSupportService({ repo, mailer, now, log }: SupportDeps) {
  /** Refuses a ticket the form's checks refuse, with the 400 of its first problem. */
  function check(body: SupportTicketBody): void {
    const problem = supportProblem(body);
    if (problem !== undefined) throw new ApiError(400, PROBLEM_CODES[problem]);
  }

  return {
    check,

    /**
     * Stores a ticket with the priority of its category and returns its number. A filled-in
     * honeypot gets the same friendly answer, but nothing is stored or sent.
     */
    async submit(body: SupportTicketBody, successMessage: string): Promise<SupportTicketReply> {
      check(body);
      const ticketId = newTicketId();
      if (body.website !== undefined && body.website.trim() !== '')
        return { success: true, message: successMessage, ticketId };
      const ticket: SupportTicket = {
        id: ticketId,
        name: body.name.trim(),
        email: body.email.trim(),
        subject: body.subject.trim(),
        message: body.message.trim(),
        category: body.category,
        priority: CATEGORY_PRIORITY[body.category],
        status: 'open',
        createdAtMs: now(),
        closedAtMs: null,
      };
      await repo.insert(ticket);
      if (mailer !== undefined) {
        // The ticket is stored either way; a mail server that is down must not lose it.
        await mailer
          .send({
            subject: `[Mattemester ${ticketId}] [${ticket.category}] ${ticket.subject}`,
            text: `${ticket.message}\n\n— ${ticket.name} <${ticket.email}>\nPriority ${ticket.priority}`,
            replyTo: ticket.email,
          })
          .catch((error: unknown) => log.error({ err: error, ticketId }, 'support mail not sent'));
      }
      return { success: true, message: successMessage, ticketId };
    },
  };
}

/** The support service. */
export type SupportService = ReturnType<typeof createSupportService>;
