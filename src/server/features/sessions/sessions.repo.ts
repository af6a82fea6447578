import { sql, type RawBuilder } from 'kysely';
import type { InputColumns } from '../../db/batch-input';
import { preparedQuery } from '../../db/prepared-query';
import type { Database, Db } from '../../db/schema';
import type { SessionRow } from '../class/storage/class-rows';
import type { CountingSession } from '../class/model/class-model';
import type { SessionsRepo } from '../class/storage/class-store';
import {
  sessionChangeToRow,
  sessionFromRow,
  sessionToRow,
  storedSettings,
} from '../class/storage/row-mapping';

const byId = preparedQuery<'id', SessionRow>((db, slot) =>
  db.selectFrom('sessions').selectAll().where('id', '=', slot('id')),
);

/** What the sessions' parts of the answer count read of each answer (see sessionsInAnswerCount). */
export const SESSION_COUNT_INPUT = {
  session_id: 'text',
  session_status: 'text',
  session_phase: 'text',
  session_settings: 'text',
  session_operation: 'integer',
  session_ends_at: 'bigint',
  touch_session: 'boolean',
  touched_at: 'bigint',
} as const satisfies InputColumns;

/**
 * An answer's values of those columns: the session as the answer read it, and whether the
 * answer moves its activity time to `answeredAtMs`.
 */
export function sessionCountInput(
  session: CountingSession,
  touch: boolean,
  answeredAtMs: number,
): Record<keyof typeof SESSION_COUNT_INPUT, unknown> {
  return {
    session_id: session.id,
    session_status: session.status,
    session_phase: session.phase,
    session_settings: storedSettings(session.settings),
    session_operation: session.currentOperationIndex,
    session_ends_at: session.endsAtMs,
    touch_session: touch,
    touched_at: answeredAtMs,
  };
}

/**
 * What the batched answer count (problems/answer-count.repo.ts) reads and writes of the sessions
 * table, as parts of its statement, so that the SQL over sessions stays in this file. The parts
 * read the statement's `input` (one row per answer, numbered by `n`; see SESSION_COUNT_INPUT);
 * those that take `among`, a query of answer numbers, act for those answers only. Each session is
 * found by its id, joined or looked up per answer.
 */
export const sessionsInAnswerCount = {
  /** Locks, in the order of their ids, the sessions whose activity time an answer moves. */
  lock: sql`select s.id
    from (select distinct session_id from input where touch_session order by session_id) i
    cross join lateral (
      select id from sessions where id = i.session_id for no key update
    ) s`,
  /**
   * The answers whose session is as they read it. Compared as one row, which no index serves:
   * compared one by one, a plan made on new tables read every running session through the
   * (phase, ends_at_ms) index.
   */
  asRead: sql`select i.n from input i
    cross join lateral (
      select 1 from sessions
      where id = i.session_id
        and (status, phase, settings_json, current_operation_index, ends_at_ms)
          is not distinct from (i.session_status, i.session_phase, i.session_settings,
            i.session_operation, i.session_ends_at)
      offset 0
    ) s`,
  /** Moves each session's activity time to its latest answer's, among those that move it. */
  touch: (among: RawBuilder<unknown>) =>
    sql`update sessions set last_activity_at_ms = t.touched_at
    from (
      select session_id, max(touched_at) as touched_at from input
      where touch_session and n in (${among})
      group by session_id
    ) t
    where sessions.id = t.session_id
    returning sessions.id`,
};

/**
 * The sessions repository over a database handle or transaction; `root` is the database the
 * handle belongs to, where the answer path's queries are kept compiled. `onRowsDeleted` is told
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
      const row = await db
        .selectFrom('sessions')
        .selectAll()
        .where('code', '=', code)
        .where('status', '=', 'active')
        .executeTakeFirst();
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
        .where('status', '=', 'active')
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
    async listExamsDue(now) {
      const rows = await db
        .selectFrom('sessions')
        .select('id')
        .where('phase', '=', 'running')
        .where('ends_at_ms', 'is not', null)
        .where('ends_at_ms', '<=', now)
        .execute();
      return rows.map((row) => row.id);
    },
    async stopExamIfDue(id, now) {
      const result = await db
        .updateTable('sessions')
        .set({ phase: 'stopped', stop_reason: 'completed', last_activity_at_ms: now })
        .where('id', '=', id)
        .where('phase', '=', 'running')
        .where('ends_at_ms', 'is not', null)
        .where('ends_at_ms', '<=', now)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
