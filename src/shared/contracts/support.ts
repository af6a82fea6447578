import { z } from 'zod/mini';
import { hasVisibleText } from './visible-text';

/** The categories of the contact form (SPEC §5). */
export const SUPPORT_CATEGORIES = ['general', 'technical', 'privacy', 'accessibility'] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];

/** Priority by category (SPEC §5): general 3, the others 2; 1 is the most urgent. */
export const CATEGORY_PRIORITY: Readonly<Record<SupportCategory, number>> = {
  general: 3,
  technical: 2,
  privacy: 2,
  accessibility: 2,
};

/** Field lengths, the same in the form and on the server. */
export const SUPPORT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;

/** The keys of the contact form's messages (catalog section `contact.errors`). */
export type SupportProblem =
  | 'nameRequired'
  | 'emailRequired'
  | 'subjectRequired'
  | 'messageRequired'
  | 'emailInvalid'
  | 'tooLong';

/** The form's fields as typed. */
export interface SupportInput {
  readonly name: string;
  readonly email: string;
  readonly subject: string;
  readonly message: string;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A field of the contact form that can be wrong. */
export type SupportField = keyof SupportInput;

/** The form's fields in the order it shows them. */
export const SUPPORT_FIELDS: readonly SupportField[] = ['name', 'email', 'subject', 'message'];

const REQUIRED: Readonly<Record<SupportField, SupportProblem>> = {
  name: 'nameRequired',
  email: 'emailRequired',
  subject: 'subjectRequired',
  message: 'messageRequired',
};

/**
 * Each field's problem, for the form to show beside the field: empty (nothing seen in it, not
 * only spaces or zero-width characters), then for the email its form, then its length (after
 * trimming). A field that is fine has no entry.
 */
export function supportFieldProblems(
  input: SupportInput,
): Partial<Record<SupportField, SupportProblem>> {
  const problems: Partial<Record<SupportField, SupportProblem>> = {};
  for (const field of SUPPORT_FIELDS) {
    const value = input[field].trim();
    if (!hasVisibleText(value)) problems[field] = REQUIRED[field];
    else if (field === 'email' && !EMAIL_PATTERN.test(value)) problems[field] = 'emailInvalid';
    else if (value.length > SUPPORT_LIMITS[field]) problems[field] = 'tooLong';
  }
  return problems;
}

/** Which problem the server names first when a ticket has several (SPEC §5's order). */
const PROBLEM_ORDER: readonly SupportProblem[] = [
  'nameRequired',
  'emailRequired',
  'subjectRequired',
  'messageRequired',
  'emailInvalid',
  'tooLong',
];

/**
 * The first problem with a ticket, checked in the order of SPEC §5: name, email, subject and
 * message present, then the email's form, then the lengths (supportFieldProblems). Undefined
 * when fine.
 */
export function supportProblem(input: SupportInput): SupportProblem | undefined {
  const found = new Set(Object.values(supportFieldProblems(input)));
  return PROBLEM_ORDER.find((problem) => found.has(problem));
}

/** POST /api/support/tickets. `website` is a honeypot: people leave it empty, robots fill it in. */
export const supportTicketBodySchema = z.object({
  name: z.string().check(z.maxLength(1000, 'contact_too_long')),
  email: z.string().check(z.maxLength(1000, 'contact_too_long')),
  subject: z.string().check(z.maxLength(1000, 'contact_too_long')),
  message: z.string().check(z.maxLength(10_000, 'contact_too_long')),
  category: z._default(z.enum(SUPPORT_CATEGORIES), 'general'),
  priority: z.optional(z.number()),
  website: z.optional(z.string().check(z.maxLength(1000))),
});
export type SupportTicketBody = z.infer<typeof supportTicketBodySchema>;

/** The reply of SPEC §7: success, a message and the ticket number. */
export const supportTicketReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  ticketId: z.string(),
});
export type SupportTicketReply = z.infer<typeof supportTicketReplySchema>;
