import type { Kysely } from 'kysely';

/** Messages sent through the contact form, until an operator closes them. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('support_tickets')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('subject', 'text', (column) => column.notNull())
    .addColumn('message', 'text', (column) => column.notNull())
    .addColumn('category', 'text', (column) => column.notNull())
    .addColumn('priority', 'integer', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('created_at_ms', 'bigint', (column) => column.notNull())
    .addColumn('closed_at_ms', 'bigint')
    .execute();
}

/** Drops the tickets. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('support_tickets').execute();
}
