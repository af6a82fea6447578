import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * Classes' end-to-end encrypted backups: the bytes a teacher's device sealed (SQLite BLOB,
 * PostgreSQL bytea), the hash of their write token and their version, and when each was last
 * used, which the retention sweep reads through its index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const bytes = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';
  await db.schema
    .createTable('class_backups')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('token_hash', 'text', (column) => column.notNull())
    .addColumn('sealed', bytes, (column) => column.notNull())
    .addColumn('version', 'integer', (column) => column.notNull())
    .addColumn('size_bytes', 'integer', (column) => column.notNull())
    .addColumn('created_at_ms', 'bigint', (column) => column.notNull())
    .addColumn('updated_at_ms', 'bigint', (column) => column.notNull())
    .addColumn('last_used_at_ms', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('class_backups_last_used')
    .on('class_backups')
    .column('last_used_at_ms')
    .execute();
}

/** Drops the backups. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('class_backups').execute();
}
