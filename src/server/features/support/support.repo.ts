import type { Db, SupportTicketsTable } from '../../db/schema';

/** A stored contact-form message. */
export type TicketRow = SupportTicketsTable;

/** Reads and writes support tickets. Only this file knows the support_tickets table. */
export interface SupportRepo {
  insert(row: TicketRow): Promise<void>;
  /** Open tickets, most urgent (lowest priority number) first, then oldest. */
  listOpen(): Promise<TicketRow[]>;
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
    async insert(row) {
      await db.insertInto('support_tickets').values(row).execute();
    },
    listOpen() {
      return db
        .selectFrom('support_tickets')
        .selectAll()
        .where('status', '=', 'open')
        .orderBy('priority')
        .orderBy('created_at_ms')
        .execute();
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
