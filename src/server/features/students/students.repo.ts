import type { Db, StudentsTable } from '../../db/schema';

/** A stored pupil. */
export type StudentRow = StudentsTable;

/** The columns that change while a pupil practises. */
export type StudentPatch = Partial<Omit<StudentRow, 'id' | 'session_id' | 'joined_at_ms'>>;

/** Reads and writes pupils. Only this file knows the students table. */
export interface StudentsRepo {
  /** Stores a pupil; rejects when the name is taken in the session. */
  insert(row: StudentRow): Promise<void>;
  findById(id: string): Promise<StudentRow | undefined>;
  findBySessionAndTokenHash(sessionId: string, tokenHash: string): Promise<StudentRow | undefined>;
  /** Every pupil of a session in the order they joined. */
  listBySession(sessionId: string): Promise<StudentRow[]>;
  update(id: string, patch: StudentPatch): Promise<void>;
  /** Applies the patch to every pupil of a session matching the filter. */
  updateWhereBehind(sessionId: string, position: number, patch: StudentPatch): Promise<void>;
}

/** The students repository over a database handle or transaction. */
export function createStudentsRepo(db: Db): StudentsRepo {
  return {
    async insert(row) {
      await db.insertInto('students').values(row).execute();
    },
    findById(id) {
      return db.selectFrom('students').selectAll().where('id', '=', id).executeTakeFirst();
    },
    findBySessionAndTokenHash(sessionId, tokenHash) {
      return db
        .selectFrom('students')
        .selectAll()
        .where('session_id', '=', sessionId)
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
    },
    listBySession(sessionId) {
      return db
        .selectFrom('students')
        .selectAll()
        .where('session_id', '=', sessionId)
        .orderBy('joined_at_ms')
        .orderBy('name_key')
        .execute();
    },
    async update(id, patch) {
      await db.updateTable('students').set(patch).where('id', '=', id).execute();
    },
    async updateWhereBehind(sessionId, position, patch) {
      await db
        .updateTable('students')
        .set(patch)
        .where('session_id', '=', sessionId)
        .where('operation_position', '<', position)
        .where('finished', '=', 0)
        .execute();
    },
  };
}
