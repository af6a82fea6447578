import type { Kysely } from 'kysely';

/**
 * Why a session stopped (so a reconnecting student sees the right results), whether it takes new
 * students, and students the teacher removed (their token no longer works).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('stop_reason', 'text').execute();
  await db.schema
    .alterTable('sessions')
    .addColumn('locked', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('students').addColumn('removed_at_ms', 'bigint').execute();
  await db.schema
    .createIndex('sessions_running_ends_at')
    .on('sessions')
    .columns(['phase', 'ends_at_ms'])
    .execute();
}

/** Removes the three columns. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('sessions_running_ends_at').execute();
  await db.schema.alterTable('students').dropColumn('removed_at_ms').execute();
  await db.schema.alterTable('sessions').dropColumn('locked').execute();
  await db.schema.alterTable('sessions').dropColumn('stop_reason').execute();
}
