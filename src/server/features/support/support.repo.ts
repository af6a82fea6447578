import type { Db, SupportTicketsTable } from '#server/db/schema';

/** A contact-form message as stored. Times are epoch milliseconds. */
export interface SupportTicket {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly subject: string;
  readonly message: string;
  readonly category: string;
  /** 1 is the most urgent. */
  readonly priority: number;
  readonly status: 'open' | 'closed';
  readonly createdAtMs: number;
  readonly closedAtMs: number | null;
}

function ticketFromRow(row: SupportTicketsTable): SupportTicket {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    category: row.category,
    priority: row.priority,
    status: row.status,
    createdAtMs: row.created_at_ms,
    closedAtMs: row.closed_at_ms,
  };
}

function ticketToRow(ticket: SupportTicket): SupportTicketsTable {
  return {
    id: ticket.id,
    name: ticket.name,
    email: ticket.email,
    subject: ticket.subject,
    message: ticket.message,
    category: ticket.category,
    priority: ticket.priority,
    status: ticket.status,
    created_at_ms: ticket.createdAtMs,
    closed_at_ms: ticket.closedAtMs,
  };
}

/** Reads and writes support tickets. Only this file knows the support_tickets table. */
export interface SupportRepo {
  insert(ticket: SupportTicket): Promise<void>;
  /** Open tickets, most urgent (lowest priority number) first, then oldest. */
  listOpen(): Promise<SupportTicket[]>;
  /** Closes a ticket; false when there is no open ticket with that id. */
  close(id: string, now: number): Promise<boolean>;
  /** Deletes tickets closed before the time; returns how many. */
  deleteClosedBefore(before: number): Promise<number>;
}

/** The support repository over a database handle; `onRowsDeleted` is told after tickets went. */
export function createSupportRepo(
  db: Db,
  onRowsDeleted: () => void = () => undefined,
): SupportRepo {
  return {
    async insert(ticket) {
      await db.insertInto('support_tickets').values(ticketToRow(ticket)).execute();
    },
    async listOpen() {
      const rows = await db
        .selectFrom('support_tickets')
        .selectAll()
        .where('status', '=', 'open')
        .orderBy('priority')
        .orderBy('created_at_ms')
        .execute();
      return rows.map(ticketFromRow);
    },
    async close(id, now) {
      const result = await db
        .updateTable('support_tickets')
        .set({ status: 'closed', closed_at_ms: now })
        .where('id', '=', id)
        .where('status', '=', 'open')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async deleteClosedBefore(before) {
      const result = await db
        .deleteFrom('support_tickets')
        .where('status', '=', 'closed')
        .where('closed_at_ms', '<', before)
        .executeTakeFirst();
      const deleted = Number(result.numDeletedRows);
      if (deleted > 0) onRowsDeleted();
      return deleted;
    },
  };
}
