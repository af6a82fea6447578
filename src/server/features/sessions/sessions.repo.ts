import { preparedQuery } from '#server/db/prepared-query';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Database, DatabaseSchema, Db } from '#server/db/schema';
import type { SessionRow } from '#server/features/class/storage/class-rows';
import type { SessionsRepo } from '#server/features/class/storage/class-store';
import {
  sessionChangeToRow,
  sessionFromRow,
  sessionToRow,
} from '#server/features/class/storage/row-mapping';

const byId = preparedQuery<'id', SessionRow>((db, slot) =>
  db.selectFrom('sessions').selectAll().where('id', '=', slot('id')),
);

/**
 * Written into the text, not sent as a value: the index of codes covers active sessions only, and
 * with the status as a value SQLite prepares the statement again at every run (to see whether
 * that index applies) and PostgreSQL's generic plan cannot use it.
 */
const ACTIVE = sql.lit('active' as const);

/** The session that holds this code now: every join and every look-up by code. */
const activeByCode = preparedQuery<'code', SessionRow>((db, slot) =>
  db
    .selectFrom('sessions')
    .selectAll()
    .where('code', '=', slot('code'))
    .where('status', '=', ACTIVE),
);

/**
 * A session whose exam clock still runs: practising, or paused by the teacher. A pause does not
 * stop the clock, so a paused exam whose time is up ends too (stop reason completed), and the
 * teacher sees "Exam over" rather than a Resume that the server refuses.
 */
function runningOrPaused(eb: ExpressionBuilder<DatabaseSchema, 'sessions'>) {
  return eb.or([
    eb('phase', '=', 'running'),
    eb.and([eb('phase', '=', 'stopped'), eb('stop_reason', '=', 'teacher-stopped')]),
  ]);
}

/**
 * The sessions repository over a database handle or transaction; `root` is the database the
 * handle belongs to, where the busy paths' queries are kept compiled. `onRowsDeleted` is told
 * after any session was deleted.
 */
export function createSessionsRepo(
  db: Db,
  root: Database = db,
  onRowsDeleted: () => void = () => undefined,
): SessionsRepo {
  return {
    async insert(session) {
      await db.insertInto('sessions').values(sessionToRow(session)).execute();
    },
    async findActiveByCode(code) {
      const row = (await activeByCode.run(db, root, { code })).rows[0];
      return row === undefined ? undefined : sessionFromRow(row);
    },
    async findById(id) {
      const row = (await byId.run(db, root, { id })).rows[0];
      return row === undefined ? undefined : sessionFromRow(row);
    },
    async update(id, change) {
      await db
        .updateTable('sessions')
        .set(sessionChangeToRow(change))
        .where('id', '=', id)
        .execute();
    },
    async delete(id) {
      await db.deleteFrom('sessions').where('id', '=', id).execute();
      onRowsDeleted();
    },
    async deleteInactiveSince(before) {
      const result = await db
        .deleteFrom('sessions')
        .where('last_activity_at_ms', '<', before)
        .executeTakeFirst();
      const deleted = Number(result.numDeletedRows);
      if (deleted > 0) onRowsDeleted();
      return deleted;
    },
    async countActive() {
      const row = await db
        .selectFrom('sessions')
        .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
        .where('status', '=', ACTIVE)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
    async listExamsDue(now) {
      const rows = await db
        .selectFrom('sessions')
        .select('id')
        .where(runningOrPaused)
        .where('ends_at_ms', 'is not', null)
        .where('ends_at_ms', '<=', now)
        .execute();
      return rows.map((row) => row.id);
    },
    async stopExamIfDue(id, now) {
      const result = await db
        .updateTable('sessions')
        .set((eb) => ({
          phase: 'stopped',
          stop_reason: 'completed',
          stopped_at_ms: eb.ref('ends_at_ms'),
          last_activity_at_ms: now,
        }))
        .where('id', '=', id)
        .where(runningOrPaused)
        .where('ends_at_ms', 'is not', null)
        .where('ends_at_ms', '<=', now)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
