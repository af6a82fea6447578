import type { Database as SqliteDatabase, Statement } from 'better-sqlite3';
import type { SqliteDatabase as KyselySqliteDatabase } from 'kysely';

/** Distinct SQL texts kept prepared; the app has far fewer, so nothing is ever evicted in use. */
const MAX_STATEMENTS = 500;

/**
 * better-sqlite3 for Kysely with each SQL text prepared once: Kysely asks for a new prepared
 * statement per query, and preparing cost as much as running on the answer path. Statements are
 * reused (better-sqlite3 allows it); the oldest is dropped past 500 distinct texts. `beforeClose`
 * runs just before the connection closes.
 */
export function withStatementCache(
  database: SqliteDatabase,
  beforeClose: () => void = () => undefined,
): KyselySqliteDatabase {
  const statements = new Map<string, Statement>();
  return {
    prepare(sql) {
      const cached = statements.get(sql);
      if (cached !== undefined) return cached;
      const statement = database.prepare(sql);
      if (statements.size >= MAX_STATEMENTS) {
        const oldest = statements.keys().next();
        if (oldest.done !== true) statements.delete(oldest.value);
      }
      statements.set(sql, statement);
      return statement;
    },
    close() {
      beforeClose();
      statements.clear();
      database.close();
    },
  };
}
