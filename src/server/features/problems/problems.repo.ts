import { sql, type SqlBool } from 'kysely';
import { preparedQuery, slotsFor } from '../../db/prepared-query';
import type { Database, Db } from '../../db/schema';
import { PROBLEM_COLUMNS, type AnswerFields, type ProblemRow } from '../class/class-rows';
import type { ProblemsRepo } from '../class/class-store';
import { answerToRow, problemFromRow, problemToRow } from '../class/row-mapping';

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
    async insert(problem) {
      await insertProblem.run(db, root, problemToRow(problem));
    },
    async findById(id) {
      const row = (await byId.run(db, root, { id })).rows[0];
      return row === undefined ? undefined : problemFromRow(row);
    },
    async findOpenForStudent(studentId) {
      const row = (await openForStudent.run(db, root, { studentId })).rows[0];
      return row === undefined ? undefined : problemFromRow(row);
    },
    async claimAnswer(id, answer) {
      const result = await claim.run(db, root, { ...answerToRow(answer), id });
      return Number(result.numAffectedRows) === 1;
    },
    async listAnsweredByStudent(studentId) {
      const rows = await db
        .selectFrom('problems')
        .selectAll()
        .where('student_id', '=', studentId)
        .where('answered_at_ms', 'is not', null)
        .orderBy('question_number')
        .execute();
      return rows.map(problemFromRow);
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
    async listAnsweredBySession(sessionId) {
      const rows = await db
        .selectFrom('problems')
        .selectAll()
        .where('session_id', '=', sessionId)
        .where('answered_at_ms', 'is not', null)
        .orderBy('answered_at_ms')
        .execute();
      return rows.map(problemFromRow);
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
