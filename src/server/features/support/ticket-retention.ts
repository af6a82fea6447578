import type { SupportRepo } from './support.repo';

/** A closed ticket is kept this long (the privacy notice says so), then deleted. */
export const CLOSED_TICKET_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/** Deletes contact-form tickets 30 days after they were closed; open ones stay until answered. */
export function createTicketRetention(repo: SupportRepo, now: () => number) {
  return {
    name: 'closed tickets',
    sweep: () => repo.deleteClosedBefore(now() - CLOSED_TICKET_RETENTION_MS),
  };
}
