import { preparedQuery } from '../../db/prepared-query';
import type { Database, Db, EveryColumn, SessionsTable } from '../../db/schema';

/** A stored class session. */
export type SessionRow = SessionsTable;

/** The columns that change during a session's life. */
export type SessionPatch = Partial<
  Omit<SessionRow, 'id' | 'code' | 'teacher_id' | 'teacher_token_hash' | 'created_at_ms'>
>;

/** Reads and writes class sessions. Only this file knows the sessions table. */
export interface SessionsRepo {
  /** Stores a new session; rejects when its id is taken or its code is in use by an active one. */
  insert(row: SessionRow): Promise<void>;
  /** The active session with this (normalised) code. */
  findActiveByCode(code: string): Promise<SessionRow | undefined>;
  findById(id: string): Promise<SessionRow | undefined>;
  update(id: string, patch: SessionPatch): Promise<void>;
  /** Removes the session; its pupils and problems go with it. */
  delete(id: string): Promise<void>;
  /** Deletes sessions (with their pupils and answers) last active before the time; returns how many. */
  deleteInactiveSince(before: number): Promise<number>;
  /** How many sessions have not ended. */
  countActive(): Promise<number>;
  /** Ids of running exams whose end time has passed. */
  listExamsDue(now: number): Promise<string[]>;
  /**
   * Stops a running exam whose time is up. True only for the one caller (of any process) that
   * made the change, so the end is announced once.
   */
  stopExamIfDue(id: string, now: number): Promise<boolean>;
}

const SESSION_COLUMNS_LISTED = [
  'id',
  'code',
  'teacher_id',
  'teacher_token_hash',
  'status',
  'phase',
  'settings_json',
  'current_operation_index',
  'started_at_ms',
  'ends_at_ms',
  'created_at_ms',
  'last_activity_at_ms',
  'stop_reason',
  'locked',
] as const;

/** Every column of the sessions table, for reads that take a session with another row. */
export const SESSION_COLUMNS: EveryColumn<SessionRow, typeof SESSION_COLUMNS_LISTED> =
  SESSION_COLUMNS_LISTED;

const byId = preparedQuery<'id', SessionRow>((db, slot) =>
  db.selectFrom('sessions').selectAll().where('id', '=', slot('id')),
);

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
    async insert(row) {
      await db.insertInto('sessions').values(row).execute();
    },
    findActiveByCode(code) {
      return db
        .selectFrom('sessions')
        .selectAll()
        .where('code', '=', code)
        .where('status', '=', 'active')
        .executeTakeFirst();
    },
    async findById(id) {
      return (await byId.run(db, root, { id })).rows[0];
    },
    async update(id, patch) {
      await db.updateTable('sessions').set(patch).where('id', '=', id).execute();
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
