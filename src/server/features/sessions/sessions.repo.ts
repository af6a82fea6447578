import type { Db, SessionsTable } from '../../db/schema';

/** A stored class session. */
export type SessionRow = SessionsTable;

/** The columns that change during a session's life. */
export type SessionPatch = Partial<
  Pick<
    SessionRow,
    | 'phase'
    | 'status'
    | 'settings_json'
    | 'current_operation_index'
    | 'started_at_ms'
    | 'ends_at_ms'
    | 'last_activity_at_ms'
  >
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
}

/** The sessions repository over a database handle or transaction. */
export function createSessionsRepo(db: Db): SessionsRepo {
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
    findById(id) {
      return db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async update(id, patch) {
      await db.updateTable('sessions').set(patch).where('id', '=', id).execute();
    },
    async delete(id) {
      await db.deleteFrom('sessions').where('id', '=', id).execute();
    },
  };
}
