import { sql } from 'kysely';
import type { Database, DialectName } from './schema';

/**
 * Makes deleted rows unreadable in the database's own files, not only invisible to queries.
 * `deleted()` is called after rows with a name or an answer were deleted; `sweep()` runs every
 * minute and finishes what could not be done at once, starting with what a process before this
 * one may have left. Both never throw.
 */
export interface DeletedRowsEraser {
  readonly name: string;
  /** Rows were deleted: erase them now, or (PostgreSQL while a class runs) at a quiet minute. */
  deleted(): void;
  /** Erases what is still waiting, when it can; resolves to 1 when it erased, else 0. */
  sweep(): Promise<number>;
  /** Resolves when no erasure is waiting or under way: for tests and shutdown. */
  settled(): Promise<void>;
}

/** The tables that hold students' names and answers, or a contact form's message. */
const PERSONAL_TABLES = ['sessions', 'students', 'problems', 'support_tickets'] as const;

/**
 * Rewriting a table waits at most this long for its lock (requests queue behind it meanwhile).
 * Longer than `deadlock_timeout` (1 s), after which an autovacuum of the table yields to it.
 */
const REWRITE_LOCK_WAIT = '1500ms';

/**
 * A running class whose last activity (an answer, a join, the teacher's heartbeat) is older than
 * this is left alone, not waited for: a laptop closed without Stop would otherwise hold every
 * erasure back for as long as the session is kept.
 */
export const QUIET_CLASS_MS = 10 * 60_000;

/** The longest an erasure waits for a quiet minute; then it runs while classes do. */
export const LONGEST_ERASE_WAIT_MS = 6 * 60 * 60_000;

/**
 * True when PostgreSQL's rewrite may run now: no class is active (classIsActive), or the erasure
 * has waited LONGEST_ERASE_WAIT_MS (a dashboard left open all night keeps its class active).
 */
export function rewriteMayRun(classIsActive: boolean, waitedMs: number): boolean {
  return !classIsActive || waitedMs >= LONGEST_ERASE_WAIT_MS;
}

/**
 * An erasure that failed (a table stayed locked, the database did not answer, SQLite's log was in
 * use) is tried again this much later, up to RETRIES_AFTER_FAILURE times in a row, before the
 * minute's sweep takes over: a deletion on a busy machine is erased within seconds, not a minute.
 */
export const RETRY_AFTER_FAILURE_MS = 2000;
const RETRIES_AFTER_FAILURE = 5;

/** One key for the rewrite in all processes, so only one of them does it at a time. */
const REWRITE_LOCK_KEY = 7_402_115;

/**
 * SQLite (with `secure_delete` on, so a deleted row's bytes are zeroed in its page) copies the
 * write-ahead log into the file and truncates it (`eraseSqliteLog`, on the checkpoint thread):
 * the log's older copies of the pages go too. Writes wait only for the last step, which is short,
 * so it runs right after each deletion.
 *
 * PostgreSQL never overwrites a deleted row: VACUUM marks its space free for new rows but
 * leaves the bytes. VACUUM FULL rewrites each table without its dead rows and removes the old
 * files, but holds the table's lock while it does, so it runs only when rewriteMayRun (the last
 * class ending or going quiet, at the latest LONGEST_ERASE_WAIT_MS after the deletion), and gives
 * up if a table stays locked for 1.5 s.
 */
export function createDeletedRowsEraser(
  db: Database,
  dialect: DialectName,
  eraseSqliteLog: () => Promise<boolean> = () => Promise.resolve(true),
  now: () => number = Date.now,
): DeletedRowsEraser {
  // The wait is kept in memory, so a process cannot know whether the one before it stopped with
  // deleted rows not yet erased: it starts with an erasure waiting, as if they had just been
  // deleted.
  let waiting = true;
  /** When the oldest deletion not yet erased happened; null when none is waiting. */
  let waitingSinceMs: number | null = now();
  let running: Promise<number> = Promise.resolve(0);

  /** Retries scheduled since the last erasure that did not fail. */
  let retriesInARow = 0;

  const eraseOnce = async (waitingSince: number): Promise<'erased' | 'later' | 'failed'> => {
    const done = (erased: boolean) => (erased ? 'erased' : 'failed');
    if (dialect === 'sqlite') return done(await eraseSqliteLog());
    const nowMs = now();
    const active = await classIsActive(db, nowMs - QUIET_CLASS_MS);
    if (!rewriteMayRun(active, nowMs - waitingSince)) return 'later';
    return done(await rewritePostgresTables(db));
  };

  const keepOldestWait = (since: number) => {
    waitingSinceMs = Math.min(since, waitingSinceMs ?? since);
  };

  const attempt = (): Promise<number> => {
    // Nothing waits: nothing runs, and the sweep says 0, not the last erasure's 1 again.
    if (!waiting) return Promise.resolve(0);
    running = running.then(async () => {
      if (!waiting) return 0;
      waiting = false;
      // A deletion during the rewrite starts its own wait; a failed rewrite keeps the oldest.
      const since = waitingSinceMs ?? now();
      waitingSinceMs = null;
      const outcome = await eraseOnce(since).catch(() => 'failed' as const);
      if (outcome === 'erased') {
        retriesInARow = 0;
        return 1;
      }
      waiting = true;
      keepOldestWait(since);
      if (outcome === 'failed' && retriesInARow < RETRIES_AFTER_FAILURE) {
        retriesInARow += 1;
        setTimeout(() => void attempt(), RETRY_AFTER_FAILURE_MS).unref();
      } else if (outcome === 'later') {
        retriesInARow = 0;
      }
      return 0;
    });
    return running;
  };

  return {
    name: 'deleted rows erased',
    deleted() {
      waitingSinceMs ??= now();
      waiting = true;
      void attempt();
    },
    sweep: attempt,
    async settled() {
      await running;
    },
  };
}

/** True when a class is running and was active at or after `sinceMs`. */
async function classIsActive(db: Database, sinceMs: number): Promise<boolean> {
  const row = await db
    .selectFrom('sessions')
    .select('id')
    .where('phase', '=', 'running')
    .where('last_activity_at_ms', '>=', sinceMs)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

async function rewritePostgresTables(db: Database): Promise<boolean> {
  return db.connection().execute(async (connection) => {
    const { rows } = await sql<{
      locked: boolean;
    }>`SELECT pg_try_advisory_lock(${REWRITE_LOCK_KEY}) AS locked`.execute(connection);
    if (rows[0]?.locked !== true) return false;
    try {
      await sql`SET lock_timeout = ${sql.lit(REWRITE_LOCK_WAIT)}`.execute(connection);
      for (const table of PERSONAL_TABLES)
        await sql`VACUUM FULL ${sql.table(table)}`.execute(connection);
      return true;
    } finally {
      await sql`RESET lock_timeout`.execute(connection);
      await sql`SELECT pg_advisory_unlock(${REWRITE_LOCK_KEY})`.execute(connection);
    }
  });
}
