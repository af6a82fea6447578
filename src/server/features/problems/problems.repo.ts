import type { Db, Flag, ProblemsTable } from '../../db/schema';

/** A stored problem and, once given, its answer. */
export type ProblemRow = ProblemsTable;

/** What answering fills in. */
export interface AnswerFields {
  answered_at_ms: number;
  choice_index: number;
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

/** The problems repository over a database handle or transaction. */
export function createProblemsRepo(db: Db): ProblemsRepo {
  return {
    async insert(row) {
      await db.insertInto('problems').values(row).execute();
    },
    findById(id) {
      return db.selectFrom('problems').selectAll().where('id', '=', id).executeTakeFirst();
    },
    findOpenForStudent(studentId) {
      return db
        .selectFrom('problems')
        .selectAll()
        .where('student_id', '=', studentId)
        .where('answered_at_ms', 'is', null)
        .orderBy('question_number', 'desc')
        .executeTakeFirst();
    },
    async claimAnswer(id, answer) {
      const result = await db
        .updateTable('problems')
        .set(answer)
        .where('id', '=', id)
        .where('answered_at_ms', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
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
