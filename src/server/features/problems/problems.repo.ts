import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { preparedQuery, slotsFor, type SlotOf } from '../../db/prepared-query';
import type { Database, Db, DialectName } from '../../db/schema';
import {
  ANSWERED_TALLY_COLUMNS,
  PROBLEM_COLUMNS,
  type AnswerFields,
  type ProblemRow,
} from '../class/class-rows';
import type { Problem, ProblemAnswer } from '../class/class-model';
import type { ProblemsRepo } from '../class/class-store';
import {
  answeredTallyFromRow,
  answerToRow,
  problemFromRow,
  problemToRow,
} from '../class/row-mapping';

/**
 * The choice an answered problem's pupil made, read out of its stored choices (a JSON list) by
 * the database, so the class insight counts answers alike by the number chosen: choices come in
 * a new order and with new distractors each time, and grouped by them each answer was a row of
 * its own. Null when the time ran out.
 */
function chosenAnswerIn(dialect: DialectName): RawBuilder<string | number | null> {
  return dialect === 'postgres'
    ? sql`(choices_json::jsonb ->> choice_index)`
    : sql`json_extract(choices_json, '$[' || choice_index || ']')`;
}

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
    // A literal: SQLite took 18 µs for this look-up with `limit ?` and 1 µs with `limit 1`.
    .limit(sql.lit(1)),
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

/** The slots the problems' parts of the answer count read (see problemsInAnswerCount). */
type AnswerCountSlot =
  | 'problemId'
  | 'studentId'
  | 'lookForOpen'
  | 'issue'
  | keyof AnswerFields
  | `next_${keyof ProblemRow}`;

/** The slots of the next problem to store: `issue`, and its columns (null when there is none). */
function nextProblemValues(next: Problem | null): Record<string, unknown> {
  const row = next === null ? undefined : problemToRow(next);
  const values: Record<string, unknown> = { issue: next !== null };
  for (const column of PROBLEM_COLUMNS) values[`next_${column}`] = row?.[column] ?? null;
  return values;
}

/**
 * The values of those slots: the problem answered and its answer, the pupil's other waiting
 * problem looked for or not, and the next problem to store unless one waits.
 */
export function problemAnswerCountValues(
  write: {
    readonly problemId: string;
    readonly studentId: string;
    readonly answer: ProblemAnswer;
    readonly lookForOpen: boolean;
  },
  next: Problem | null,
): Record<AnswerCountSlot, unknown> {
  return {
    problemId: write.problemId,
    studentId: write.studentId,
    lookForOpen: write.lookForOpen,
    ...answerToRow(write.answer),
    ...nextProblemValues(next),
  } as Record<AnswerCountSlot, unknown>;
}

/**
 * What the one-statement answer count (answer-count.repo.ts) reads and writes of the problems
 * table, as parts of its statement, so that the SQL over problems stays in this file. Each part
 * takes the condition it runs under; the values come from problemAnswerCountValues.
 */
export function problemsInAnswerCount(slot: SlotOf<AnswerCountSlot>) {
  const id = () => slot('problemId');
  const columns = sql.join(PROBLEM_COLUMNS.map((column) => sql.ref(column)));
  return {
    /**
     * Locks the problem answered, when `condition` holds. Whether it is still unanswered is
     * checked on the locked row: in the same scan as the id, a plan made on new tables read
     * every waiting problem through their partial index.
     */
    lock: (condition: RawBuilder<unknown>) =>
      sql`select id, answered_at_ms from problems
      where id = ${id()} and ${condition}
      for no key update`,
    /** Records the answer, when `condition` holds. */
    claim: (condition: RawBuilder<unknown>) =>
      sql`update problems
      set answered_at_ms = ${slot('answered_at_ms')}, choice_index = ${slot('choice_index')},
        is_correct = ${slot('is_correct')}, time_spent_ms = ${slot('time_spent_ms')}
      where id = ${id()} and ${condition}
      returning id`,
    /** The pupil's newest other problem still waiting, when asked and `condition` holds. */
    otherOpen: (condition: RawBuilder<unknown>) =>
      sql`select ${columns} from problems
      where student_id = ${slot('studentId')} and answered_at_ms is null and id <> ${id()}
        and ${slot('lookForOpen')} and ${condition}
      order by question_number desc
      limit 1`,
    /** Stores the next problem, when there is one and `condition` holds. */
    issueNext: (condition: RawBuilder<unknown>) =>
      sql`insert into problems (${columns})
      select ${sql.join(PROBLEM_COLUMNS.map((column) => slot(`next_${column}`)))}
      where ${slot('issue')} and ${condition}
      returning id`,
  };
}

/**
 * The pupil's newest waiting problem, or the next one stored when none waits, in one PostgreSQL
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
        returning ${columns}
      )
      select * from open union all select * from issued`;
  return { compile: () => query.compile(db) };
});

/**
 * The pupil's newest waiting problem, or else `next` stored, in one statement (PostgreSQL);
 * undefined when none waits and `next` is null.
 */
export async function openOrIssueInOneStatementOn(
  db: Database,
  studentId: string,
  next: Problem | null,
): Promise<Problem | undefined> {
  const values = { studentId, ...nextProblemValues(next) };
  const row = (await openOrIssueInOneStatement.run(db, db, values)).rows[0];
  return row === undefined ? undefined : problemFromRow(row);
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
    async deleteOpenForStudent(studentId) {
      await db
        .deleteFrom('problems')
        .where('student_id', '=', studentId)
        .where('answered_at_ms', 'is', null)
        .execute();
    },
  };
}
