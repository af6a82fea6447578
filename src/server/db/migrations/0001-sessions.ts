import type { Kysely } from 'kysely';

/** The class sessions table: one row per session, found by its id or its 6-character code. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('code', 'text', (column) => column.notNull().unique())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('settings_json', 'text', (column) => column.notNull())
    .addColumn('created_at_ms', 'bigint', (column) => column.notNull())
    .addColumn('last_activity_at_ms', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('sessions_last_activity')
    .on('sessions')
    .column('last_activity_at_ms')
    .execute();
}

/** Drops the sessions table. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sessions').execute();
}
