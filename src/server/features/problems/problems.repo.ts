import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { preparedQuery, slotsFor } from '#server/db/prepared-query';
import type { Database, Db, DialectName } from '#server/db/schema';
import {
  ANSWERED_FACT_COLUMNS,
  ANSWERED_TALLY_COLUMNS,
  ONE_OPEN_CONFLICT,
  PROBLEM_COLUMNS,
  type AnswerFields,
  type ProblemRow,
} from '#server/features/class/storage/class-rows';
import type { AnsweredProblemTally, Problem } from '#server/features/class/model/class-model';
import type { ProblemsRepo } from '#server/features/class/storage/class-store';
import {
  answeredTallyFromRow,
  answerToRow,
  problemFromRow,
  problemToRow,
  studentAnsweredFactFromRow,
} from '#server/features/class/storage/row-mapping';

/**
 * The number an answered problem's student typed, or the choice they made, read out of its stored choices (a JSON list) by
 * the database, so the class insight counts answers alike by the number chosen: choices come in
 * a new order and with new distractors each time, and grouped by them each answer was a row of
 * its own. Null when the time ran out.
 */
function chosenAnswerIn(dialect: DialectName): RawBuilder<string | number | null> {
  return dialect === 'postgres'
    ? sql`coalesce(typed_answer::text, choices_json::jsonb ->> choice_index)`
    : sql`coalesce(typed_answer, json_extract(choices_json, '$[' || choice_index || ']'))`;
}

/** Stores a problem unless its student has another one waiting; the id when it was stored. */
const insertProblem = preparedQuery<keyof ProblemRow, Pick<ProblemRow, 'id'>>((db, slot) =>
  db
    .insertInto('problems')
    .values(slotsFor(PROBLEM_COLUMNS, slot))
    .onConflict((conflict) =>
      conflict.column('student_id').where('answered_at_ms', 'is', null).doNothing(),
    )
    .returning('id'),
);

/**
 * How often a problem is stored again when the one that was waiting in its place was answered
 * before it could be read: a student answers one problem at a time, so twice is already rare.
 */
const STORE_ATTEMPTS = 3;

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
    // A literal: SQLite runs this look-up far faster with `limit 1` than with `limit ?`.
    .limit(sql.lit(1)),
);

const claim = preparedQuery<keyof AnswerFields | 'id', never>((db, slot) =>
  db
    .updateTable('problems')
    .set({
      answered_at_ms: slot('answered_at_ms'),
      choice_index: slot('choice_index'),
      typed_answer: slot('typed_answer'),
      is_correct: slot('is_correct'),
      time_spent_ms: slot('time_spent_ms'),
    })
    .where('id', '=', slot('id'))
    // "Not answered yet", written so that PostgreSQL cannot read it as the partial index's own
    // condition: a plan made on new tables then scanned every waiting problem for the id.
    .where(sql<SqlBool>`coalesce(answered_at_ms, -1) = -1`),
);

/** The slots of the next problem to store: `issue`, and its columns (null when there is none). */
function nextProblemValues(next: Problem | null): Record<string, unknown> {
  const row = next === null ? undefined : problemToRow(next);
  const values: Record<string, unknown> = { issue: next !== null };
  for (const column of PROBLEM_COLUMNS) values[`next_${column}`] = row?.[column] ?? null;
  return values;
}

/**
 * The student's newest waiting problem, or the next one stored when none waits, in one PostgreSQL
 * statement: findOpenForStudent and insert in one round trip.
 */
const openOrIssueInOneStatement = preparedQuery<string, ProblemRow>((db, slot) => {
  const columns = sql.join(PROBLEM_COLUMNS.map((column) => sql.ref(column)));
  const nextValues = sql.join(PROBLEM_COLUMNS.map((column) => slot(`next_${column}`)));
  const query = sql<ProblemRow>`
      with open as (
        select ${columns} from problems
        where student_id = ${slot('studentId')} and answered_at_ms is null
        order by question_number desc
        limit 1
      ), issued as (
        insert into problems (${columns})
        select ${nextValues}
        where ${slot('issue')} and not exists (select 1 from open)
        ${ONE_OPEN_CONFLICT}
        returning ${columns}
      )
      select * from open union all select * from issued`;
  return { compile: () => query.compile(db) };
});

/**
 * The student's newest waiting problem, or else `next` stored, in one statement (PostgreSQL);
 * undefined when none waits and `next` is null. When another request stored one after this
 * statement looked (the unique index refused `next`), that one is read and given.
 */
export async function openOrIssueInOneStatementOn(
  db: Database,
  studentId: string,
  next: Problem | null,
): Promise<Problem | undefined> {
  const values = { studentId, ...nextProblemValues(next) };
  for (let attempt = 1; ; attempt += 1) {
    const row = (await openOrIssueInOneStatement.run(db, db, values)).rows[0];
    if (row !== undefined) return problemFromRow(row);
    if (next === null) return undefined;
    const opened = (await openForStudent.run(db, db, { studentId })).rows[0];
    if (opened !== undefined) return problemFromRow(opened);
    if (attempt >= STORE_ATTEMPTS) throw new Error('No problem could be stored for the student');
  }
}

/**
 * The problems repository over a database handle or transaction; `root` is the database the
 * handle belongs to, where the answer path's queries are kept compiled.
 */
export function createProblemsRepo(
  db: Db,
  dialect: DialectName,
  root: Database = db,
): ProblemsRepo {
  return {
    async insert(problem) {
      for (let attempt = 1; ; attempt += 1) {
        const stored = await insertProblem.run(db, root, problemToRow(problem));
        if (stored.rows.length > 0) return problem;
        // Another request stored the student's waiting problem first: that one is theirs.
        const opened = (await openForStudent.run(db, root, { studentId: problem.studentId }))
          .rows[0];
        if (opened !== undefined) return problemFromRow(opened);
        if (attempt >= STORE_ATTEMPTS)
          throw new Error('No problem could be stored for the student');
      }
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
      const result = await claim.run(db, root, { id, ...answerToRow(answer) });
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
    async listRecentAnsweredByStudent(studentId, limit) {
      const rows = await db
        .selectFrom('problems')
        .selectAll()
        .where('student_id', '=', studentId)
        .where('answered_at_ms', 'is not', null)
        .orderBy('question_number', 'desc')
        .limit(limit)
        .execute();
      return rows.map(problemFromRow).reverse();
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
    async tallyAnsweredBySession(sessionId) {
      const chosen = chosenAnswerIn(dialect);
      const rows = await db
        .selectFrom('problems')
        .select((eb) => [
          ...ANSWERED_TALLY_COLUMNS,
          chosen.as('chosen_answer'),
          eb.fn.countAll<number | string>().as('answers'),
        ])
        .where('session_id', '=', sessionId)
        .where('answered_at_ms', 'is not', null)
        .groupBy([...ANSWERED_TALLY_COLUMNS, chosen])
        .execute();
      return rows.map(answeredTallyFromRow);
    },
    async readAnswersSince(sessionId, afterId, throughId) {
      // Grouped outside, so that the bound `throughId` is named once (PostgreSQL cannot match a
      // grouped expression to a selected one when each holds a parameter of its own).
      const read = db
        .selectFrom('problems')
        .select([
          ...ANSWERED_TALLY_COLUMNS,
          chosenAnswerIn(dialect).as('chosen_answer'),
          sql<number>`case when id <= ${throughId} then 1 else 0 end`.as('settled'),
          sql<string | null>`case when answered_at_ms is null then id end`.as('waiting_id'),
        ])
        .where('session_id', '=', sessionId)
        .where('id', '>', afterId)
        .where((eb) => eb.or([eb('answered_at_ms', 'is not', null), eb('id', '<=', throughId)]))
        .as('read');
      const grouped = [
        ...ANSWERED_TALLY_COLUMNS,
        'chosen_answer',
        'settled',
        'waiting_id',
      ] as const;
      const rows = await db
        .selectFrom(read)
        .select((eb) => [...grouped, eb.fn.countAll<number | string>().as('answers')])
        .groupBy([...grouped])
        .execute();
      const settled: AnsweredProblemTally[] = [];
      const recent: AnsweredProblemTally[] = [];
      const waitingIds: string[] = [];
      for (const row of rows) {
        if (row.waiting_id !== null) waitingIds.push(row.waiting_id);
        else (row.settled === 1 ? settled : recent).push(answeredTallyFromRow(row));
      }
      return { settled, recent, waitingIds };
    },
    async readWaiting(ids) {
      if (ids.length === 0) return { answered: [], stillWaitingIds: [] };
      const rows = await db
        .selectFrom('problems')
        .select([
          'id',
          'answered_at_ms',
          ...ANSWERED_TALLY_COLUMNS,
          chosenAnswerIn(dialect).as('chosen_answer'),
          sql<number>`1`.as('answers'),
        ])
        .where('id', 'in', [...ids])
        .execute();
      return {
        answered: rows.filter((row) => row.answered_at_ms !== null).map(answeredTallyFromRow),
        stillWaitingIds: rows.filter((row) => row.answered_at_ms === null).map((row) => row.id),
      };
    },
    async listAnsweredFactsBySession(sessionId) {
      const rows = await db
        .selectFrom('problems')
        .select(ANSWERED_FACT_COLUMNS)
        .where('session_id', '=', sessionId)
        .where('answered_at_ms', 'is not', null)
        .execute();
      return rows.map(studentAnsweredFactFromRow);
    },
    async retime(id, atMs) {
      await db
        .updateTable('problems')
        .set({ issued_at_ms: atMs, show_delay_ms: 0 })
        .where('id', '=', id)
        .where('answered_at_ms', 'is', null)
        .execute();
    },
    async deleteOpenForStudent(studentId) {
      await db
        .deleteFrom('problems')
        .where('student_id', '=', studentId)
        .where('answered_at_ms', 'is', null)
        .execute();
    },
    async deleteOpenInSession(sessionId) {
      await db
        .deleteFrom('problems')
        .where('session_id', '=', sessionId)
        .where('answered_at_ms', 'is', null)
        .execute();
    },
  };
}
