import type { Db, SessionsTable } from '../../db/schema';

/** A stored class session. */
export type SessionRow = SessionsTable;

/** Reads and writes class sessions. Only this file knows the sessions table. */
export interface SessionsRepo {
  /** Stores a new session; rejects when its id or code is taken. */
  insert(row: SessionRow): Promise<void>;
  findByCode(code: string): Promise<SessionRow | undefined>;
  findById(id: string): Promise<SessionRow | undefined>;
}

/** The sessions repository over a database handle. */
export function createSessionsRepo(db: Db): SessionsRepo {
  return {
    async insert(row) {
      await db.insertInto('sessions').values(row).execute();
    },
    findByCode(code) {
      return db.selectFrom('sessions').selectAll().where('code', '=', code).executeTakeFirst();
    },
    findById(id) {
      return db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
    },
  };
}
