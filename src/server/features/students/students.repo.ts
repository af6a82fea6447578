import { preparedQuery, slotsFor } from '../../db/prepared-query';
import type { Database, Db, StudentsTable } from '../../db/schema';

/** A stored pupil. */
export type StudentRow = StudentsTable;

/** The columns that change while a pupil practises. */
export type StudentPatch = Partial<Omit<StudentRow, 'id' | 'session_id' | 'joined_at_ms'>>;

/** What one counted answer changes on the pupil's row. */
export type StudentAnswerPatch = Pick<
  StudentRow,
  | 'correct'
  | 'incorrect'
  | 'streak'
  | 'best_streak'
  | 'questions_answered'
  | 'total_time_ms'
  | 'operation_position'
  | 'operation_question_number'
  | 'difficulty'
  | 'difficulty_streak'
  | 'finished'
  | 'last_seen_at_ms'
  | 'operation_totals_json'
>;

const ANSWER_PATCH_COLUMNS = [
  'correct',
  'incorrect',
  'streak',
  'best_streak',
  'questions_answered',
  'total_time_ms',
  'operation_position',
  'operation_question_number',
  'difficulty',
  'difficulty_streak',
  'finished',
  'last_seen_at_ms',
  'operation_totals_json',
] as const satisfies readonly (keyof StudentAnswerPatch)[];

/** The columns that say where a pupil stands, for a conditional update. */
export type StudentPosition = Pick<
  StudentRow,
  'questions_answered' | 'operation_position' | 'operation_question_number' | 'finished'
>;

/** Reads and writes pupils. Only this file knows the students table. */
export interface StudentsRepo {
  /** Stores a pupil; rejects when the name is taken in the session. */
  insert(row: StudentRow): Promise<void>;
  findById(id: string): Promise<StudentRow | undefined>;
  findBySessionAndTokenHash(sessionId: string, tokenHash: string): Promise<StudentRow | undefined>;
  /** Every pupil of a session in the order they joined. */
  listBySession(sessionId: string): Promise<StudentRow[]>;
  update(id: string, patch: StudentPatch): Promise<void>;
  /**
   * Applies the patch only if the pupil still stands where the caller read them (same count of
   * answers, operation, question in it and finished flag). False when something moved them in
   * between (another answer, the teacher's next operation or new settings).
   */
  updateIfAt(id: string, expected: StudentPosition, patch: StudentAnswerPatch): Promise<boolean>;
}

const byId = preparedQuery<'id', StudentRow>((db, slot) =>
  db.selectFrom('students').selectAll().where('id', '=', slot('id')),
);

const answerUpdate = preparedQuery<
  | keyof StudentAnswerPatch
  | 'id'
  | 'expectedAnswered'
  | 'expectedPosition'
  | 'expectedQuestion'
  | 'expectedFinished',
  never
>((db, slot) =>
  db
    .updateTable('students')
    .set(slotsFor(ANSWER_PATCH_COLUMNS, slot))
    .where('id', '=', slot('id'))
    .where('questions_answered', '=', slot('expectedAnswered'))
    .where('operation_position', '=', slot('expectedPosition'))
    .where('operation_question_number', '=', slot('expectedQuestion'))
    .where('finished', '=', slot('expectedFinished')),
);

/**
 * The students repository over a database handle or transaction; `root` is the database the
 * handle belongs to, where the answer path's queries are kept compiled.
 */
export function createStudentsRepo(db: Db, root: Database = db): StudentsRepo {
  return {
    async insert(row) {
      await db.insertInto('students').values(row).execute();
    },
    async findById(id) {
      return (await byId.run(db, root, { id })).rows[0];
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
    async updateIfAt(id, expected, patch) {
      const result = await answerUpdate.run(db, root, {
        ...patch,
        id,
        expectedAnswered: expected.questions_answered,
        expectedPosition: expected.operation_position,
        expectedQuestion: expected.operation_question_number,
        expectedFinished: expected.finished,
      });
      return Number(result.numAffectedRows) === 1;
    },
  };
}
