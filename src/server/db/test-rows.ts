import type { SessionSettings } from '#shared/contracts/session-settings';
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

/** Settings of a session that starts at once with one operation: five additions up to 10. */
export const fiveAdditions: SessionSettings = {
  autoStart: true,
  continuousMode: false,
  examMode: false,
  examDurationMinutes: 30,
  randomizeOperations: false,
  operations: [{ type: 'addition', numberRange: { min: 1, max: 10 }, challengeCount: 5 }],
};
