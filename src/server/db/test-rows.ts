import type { SupportTicketsTable } from './schema';

/** A support ticket row for tests of the database layer, with the given id and subject. */
export function sampleTicket(id: string, subject: string): SupportTicketsTable {
  return {
    id,
    name: 'Kari',
    email: 'kari@example.com',
    subject,
    message: 'Hello',
    category: 'general',
    priority: 3,
    status: 'open',
    created_at_ms: 0,
    closed_at_ms: null,
  };
}
