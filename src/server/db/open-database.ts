import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database, DatabaseSchema, DialectName } from './schema';
import { withNamedStatements } from './pg-named-statements';
import { withStatementCache } from './statement-cache';
import { checkpointInBackground } from './wal-checkpointer';

/** An open database and the engine behind it. Call destroy() once to close it. */
export interface OpenDatabase {
  readonly db: Database;
  readonly dialect: DialectName;
  /**
   * SQLite in a file: copies the write-ahead log into the file and truncates it, off the
   * server's thread; false when it could not. Absent for PostgreSQL and memory.
   */
  readonly eraseLog?: () => Promise<boolean>;
}

/** Where the data lives: a PostgreSQL URL, or an SQLite file (':memory:' for tests). */
export type DatabaseTarget =
  | {
      readonly postgresUrl: string;
      /** Commits wait for the disk (PostgreSQL's default); off unless set (see Config). */
      readonly synchronousCommit?: boolean;
    }
  | { readonly sqliteFile: string };

/** The SQLite file's name inside DATA_DIR. */
export const SQLITE_FILE_NAME = 'mattemester.sqlite';

/**
 * Opens the store. SQLite runs in WAL mode (synchronous NORMAL, checkpoints on a background
 * thread) with foreign keys on, its folder created when missing;
 * PostgreSQL goes through a pg pool whose 64-bit integers come back as numbers, whose queries are
 * prepared once per connection, and which outlives a database restart.
 */
export function openDatabase(target: DatabaseTarget): OpenDatabase {
  if ('postgresUrl' in target) {
    const types = new pg.TypeOverrides();
    types.setTypeParser(pg.types.builtins.INT8, Number);
    const pool = new pg.Pool({
      connectionString: target.postgresUrl,
      max: 10,
      types,
      ...(target.synchronousCommit === true ? {} : { options: '-c synchronous_commit=off' }),
    });
    // An idle connection the server closed (a restart, a failover) is dropped by the pool and
    // replaced on the next query; without a listener its error would end the process.
    pool.on('error', () => undefined);
    return {
      db: new Kysely<DatabaseSchema>({
        dialect: new PostgresDialect({ pool: withNamedStatements(pool) }),
      }),
      dialect: 'postgres',
    };
  }
  if (target.sqliteFile !== ':memory:') {
    fs.mkdirSync(path.dirname(target.sqliteFile), { recursive: true });
  }
  const database = new SqliteDatabase(target.sqliteFile);
  database.pragma('journal_mode = WAL');
  // In WAL mode NORMAL syncs at checkpoints, not at every commit: a crashed or killed process
  // loses nothing committed; only a power cut can lose the last moments. Per-commit syncs were
  // most of an answer's cost.
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  // A deleted row's bytes are overwritten with zeros, not only unlinked: ended sessions' names
  // must not be readable in the file (the log's old copies: deleted-rows-eraser.ts).
  database.pragma('secure_delete = ON');
  database.pragma('busy_timeout = 5000');
  // 64 MB of page cache (the default is 2 MB): the rows a lesson reads again stay in memory. A
  // practised student's row fills a page of its own (its fact schedule), so 3,000 students take
  // 12 MB before any index or problem; 16 and 32 MB cost 3-6 % more CPU an answer in row 1 of
  // docs/PERFORMANCE.md.
  database.pragma('cache_size = -65536');
  const checkpointer =
    target.sqliteFile === ':memory:'
      ? undefined
      : checkpointInBackground(database, target.sqliteFile);
  return {
    db: new Kysely<DatabaseSchema>({
      dialect: new SqliteDialect({
        database: withStatementCache(database, () => checkpointer?.stop()),
      }),
    }),
    dialect: 'sqlite',
    ...(checkpointer === undefined ? {} : { eraseLog: () => checkpointer.eraseLog() }),
  };
}
