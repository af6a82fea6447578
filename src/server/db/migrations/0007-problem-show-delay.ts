import type { Kysely } from 'kysely';

/**
 * The longest a student's screen may wait before it shows a problem (the feedback pause of the
 * verdict it came with; 0 for one fetched on its own), so that the time counted for an answer is
 * one the server can vouch for (features/problems/vouched-time.ts). Problems stored before count
 * as fetched on their own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('problems')
    .addColumn('show_delay_ms', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
}

/** Removes the column. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('problems').dropColumn('show_delay_ms').execute();
}
