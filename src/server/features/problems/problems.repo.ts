import { sql, type SqlBool } from 'kysely';
import { preparedQuery, slotsFor } from '../../db/prepared-query';
import type { Database, Db, EveryColumn, Flag, ProblemsTable } from '../../db/schema';

/** A stored problem and, once given, its answer. */
export type ProblemRow = ProblemsTable;

/** What answering fills in. */
export interface AnswerFields {
  answered_at_ms: number;
  /** Null when the question's time limit ran out before a choice. */
  choice_index: number | null;
  is_correct: Flag;
  time_spent_ms: number;
}

/** A pupil's answered questions of one operation, summed up. */
export interface AnsweredTotals {
  readonly operationIndex: number;
  readonly completed: number;
  readonly correct: number;
  readonly timeSpentMs: number;
}

/** Reads and writes issued problems. Only this file knows the problems table. */
export interface ProblemsRepo {
  insert(row: ProblemRow): Promise<void>;
  findById(id: string): Promise<ProblemRow | undefined>;
  /** The pupil's problem that is still waiting for an answer, if any. */
  findOpenForStudent(studentId: string): Promise<ProblemRow | undefined>;
  /**
   * Records the answer only if none was recorded before. True when this call recorded it, so
   * a repeated or concurrent answer is counted once.
   */
  claimAnswer(id: string, answer: AnswerFields): Promise<boolean>;
  /** The pupil's answered problems, oldest first. */
  listAnsweredByStudent(studentId: string): Promise<ProblemRow[]>;
  /** Per operation: how many the pupil answered, how many right, and the time they took. */
  answeredTotalsByStudent(studentId: string): Promise<AnsweredTotals[]>;
  /** Every answered problem of a session, oldest first (for reports and insight). */
  listAnsweredBySession(sessionId: string): Promise<ProblemRow[]>;
  /** Drops unanswered problems of a pupil (when the operation they belong to changes). */
  deleteOpenForStudent(studentId: string): Promise<void>;
}

const PROBLEM_COLUMNS_LISTED = [
  'id',
  'session_id',
  'student_id',
  'operation_index',
  'operation',
  'question_number',
  'operation_question_number',
  'level',
  'operand1',
  'operand2',
  'correct_answer',
  'stem',
  'choices_json',
  'correct_index',
  'issued_at_ms',
  'answered_at_ms',
  'choice_index',
  'is_correct',
  'time_spent_ms',
] as const;

/** Every column of the problems table. */
export const PROBLEM_COLUMNS: EveryColumn<ProblemRow, typeof PROBLEM_COLUMNS_LISTED> =
  PROBLEM_COLUMNS_LISTED;

const insertProblem = preparedQuery<keyof ProblemRow, never>((db, slot) =>
  db.insertInto('problems').values(slotsFor(PROBLEM_COLUMNS, slot)),
);

const byId = preparedQuery<'id', ProblemRow>((db, slot) =>
  db.selectFrom('problems').selectAll().where('id', '=', slot('id')),
);

const openForStudent = preparedQuery<'studentId', ProblemRow>((db, slot) =>
  db
    .selectFrom('problems')
    .selectAll()
    .where('student_id', '=', slot('studentId'))
    .where('answered_at_ms', 'is', null)
    .orderBy('question_number', 'desc')
    .limit(1),
);

const claim = preparedQuery<keyof AnswerFields | 'id', never>((db, slot) =>
  db
    .updateTable('problems')
    .set({
      answered_at_ms: slot('answered_at_ms'),
      choice_index: slot('choice_index'),
      is_correct: slot('is_correct'),
      time_spent_ms: slot('time_spent_ms'),
    })
    .where('id', '=', slot('id'))
    // "Not answered yet", written so that PostgreSQL cannot read it as the partial index's own
    // condition: a plan made on new tables then scanned every waiting problem for the id.
    .where(sql<SqlBool>`coalesce(answered_at_ms, -1) = -1`),
);

/**
 * The problems repository over a database handle or transaction; `root` is the database the
 * handle belongs to, where the answer path's queries are kept compiled.
 */
export function createProblemsRepo(db: Db, root: Database = db): ProblemsRepo {
  return {
    async insert(row) {
      await insertProblem.run(db, root, row);
    },
    async findById(id) {
      return (await byId.run(db, root, { id })).rows[0];
    },
    async findOpenForStudent(studentId) {
      return (await openForStudent.run(db, root, { studentId })).rows[0];
    },
    async claimAnswer(id, answer) {
      const result = await claim.run(db, root, { ...answer, id });
      return Number(result.numAffectedRows) === 1;
    },
    listAnsweredByStudent(studentId) {
      return db
        .selectFrom('problems')
        .selectAll()
        .where('student_id', '=', studentId)
        .where('answered_at_ms', 'is not', null)
        .orderBy('question_number')
        .execute();
    },
    async answeredTotalsByStudent(studentId) {
      const rows = await db
        .selectFrom('problems')
        .select((eb) => [
          'operation_index',
          eb.fn.countAll<number | string>().as('completed'),
          eb.fn.sum<number | string>('is_correct').as('correct'),
          eb.fn.sum<number | string>('time_spent_ms').as('time_spent_ms'),
        ])
        .where('student_id', '=', studentId)
        .where('answered_at_ms', 'is not', null)
        .groupBy('operation_index')
        .execute();
      return rows.map((row) => ({
        operationIndex: row.operation_index,
        completed: Number(row.completed),
        correct: Number(row.correct),
        timeSpentMs: Number(row.time_spent_ms),
      }));
    },
    listAnsweredBySession(sessionId) {
      return db
        .selectFrom('problems')
        .selectAll()
        .where('session_id', '=', sessionId)
        .where('answered_at_ms', 'is not', null)
        .orderBy('answered_at_ms')
        .execute();
    },
    async deleteOpenForStudent(studentId) {
      await db
        .deleteFrom('problems')
        .where('student_id', '=', studentId)
        .where('answered_at_ms', 'is', null)
        .execute();
    },
  };
}
