import { sql, type RawBuilder } from 'kysely';
import { preparedQuery, type SlotOf } from '../../db/prepared-query';
import type { Database, Db } from '../../db/schema';
import type { SessionRow } from '../class/class-rows';
import type { CountingSession } from '../class/class-model';
import type { SessionsRepo } from '../class/class-store';
import {
  sessionChangeToRow,
  sessionFromRow,
  sessionToRow,
  storedSettings,
} from '../class/row-mapping';

const byId = preparedQuery<'id', SessionRow>((db, slot) =>
  db.selectFrom('sessions').selectAll().where('id', '=', slot('id')),
);

/** The slots the sessions' parts of the answer count read (see sessionsInAnswerCount). */
type AnswerCountSlot =
  | 'sessionId'
  | 'sessionStatus'
  | 'sessionPhase'
  | 'sessionSettings'
  | 'sessionOperation'
  | 'sessionEndsAt'
  | 'sessionTouchedAt';

/** The values of those slots: the session as the answer read it, and the answer's time. */
export function sessionAnswerCountValues(
  session: CountingSession,
  answeredAtMs: number,
): Record<AnswerCountSlot, unknown> {
  return {
    sessionId: session.id,
    sessionStatus: session.status,
    sessionPhase: session.phase,
    sessionSettings: storedSettings(session.settings),
    sessionOperation: session.currentOperationIndex,
    sessionEndsAt: session.endsAtMs,
    sessionTouchedAt: answeredAtMs,
  };
}

/**
 * What the one-statement answer count (problems/answer-count.repo.ts) reads and writes of the
 * sessions table, as parts of its statement, so that the SQL over sessions stays in this file.
 * Each part takes the condition it runs under; the values come from sessionAnswerCountValues.
 */
export function sessionsInAnswerCount(slot: SlotOf<AnswerCountSlot>) {
  const id = () => slot('sessionId');
  return {
    /** Locks the session's row (when `condition` holds: the answer moves its time). */
    lock: (condition: RawBuilder<unknown>) =>
      sql`select id from sessions where id = ${id()} and ${condition} for no key update`,
    /**
     * The session, only if what an answer is decided from is as it was read. Compared as one
     * row, which no index serves: compared one by one, a plan made on new tables read every
     * running session through the (phase, ends_at_ms) index.
     */
    asRead: sql`select id from sessions
      where id = ${id()}
        and (status, phase, settings_json, current_operation_index, ends_at_ms)
          is not distinct from (${slot('sessionStatus')}, ${slot('sessionPhase')},
            ${slot('sessionSettings')}, ${slot('sessionOperation')}, ${slot('sessionEndsAt')})`,
    /** Moves the session's activity time to the answer's, when `condition` holds. */
    touch: (condition: RawBuilder<unknown>) =>
      sql`update sessions set last_activity_at_ms = ${slot('sessionTouchedAt')}
      where id = ${id()} and ${condition}
      returning id`,
  };
}

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
