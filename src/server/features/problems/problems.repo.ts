import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { InputColumns } from '../../db/batch-input';
import { preparedQuery, slotsFor } from '../../db/prepared-query';
import type { Database, Db, DialectName } from '../../db/schema';
import {
  ANSWERED_FACT_COLUMNS,
  ANSWERED_TALLY_COLUMNS,
  PROBLEM_COLUMNS,
  type AnswerFields,
  type ProblemRow,
} from '../class/storage/class-rows';
import type { Problem, ProblemAnswer } from '../class/model/class-model';
import type { ProblemsRepo } from '../class/storage/class-store';
import {
  answeredTallyFromRow,
  answerToRow,
  problemFromRow,
  problemToRow,
  pupilAnsweredFactFromRow,
} from '../class/storage/row-mapping';

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

/**
 * "When the pupil has no other problem waiting": the conflict target of the partial unique index
 * problems_one_open (migration 0006), written out for the statements put together by hand.
 */
const ONE_OPEN_CONFLICT = sql`on conflict (student_id) where answered_at_ms is null do nothing`;

/** Stores a problem unless its pupil has another one waiting; the id when it was stored. */
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
 * before it could be read: a pupil answers one problem at a time, so twice is already rare.
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

/** What the problems' parts of the answer count read of each answer (see problemsInAnswerCount). */
export const PROBLEM_COUNT_INPUT = {
  problem_id: 'text',
  student_id: 'text',
  answered_at_ms: 'bigint',
  choice_index: 'integer',
  is_correct: 'integer',
  time_spent_ms: 'bigint',
  look_for_open: 'boolean',
  next_id: 'text',
  next: 'json',
} as const satisfies InputColumns;

/**
 * An answer's values of those columns: the problem answered and its answer, the pupil's other
 * waiting problem looked for or not, and the next problem to store unless one waits (none when
 * `next` is null).
 */
export function problemCountInput(
  write: {
    readonly problemId: string;
    readonly studentId: string;
    readonly answer: ProblemAnswer;
    readonly lookForOpen: boolean;
  },
  next: Problem | null,
): Partial<Record<keyof typeof PROBLEM_COUNT_INPUT, unknown>> {
  const answer = answerToRow(write.answer);
  return {
    problem_id: write.problemId,
    student_id: write.studentId,
    answered_at_ms: answer.answered_at_ms,
    choice_index: answer.choice_index,
    is_correct: answer.is_correct,
    time_spent_ms: answer.time_spent_ms,
    look_for_open: write.lookForOpen,
    next_id: next?.id,
    next: next === null ? undefined : problemToRow(next),
  };
}

/**
 * What the batched answer count (answer-count.repo.ts) reads and writes of the problems table,
 * as parts of its statement, so that the SQL over problems stays in this file. The parts read the
 * statement's `input` (one row per answer, numbered by `n`; see PROBLEM_COUNT_INPUT) and act for
 * the answers `among` gives. Each problem is found by its id, joined or looked up per answer.
 */
export const problemsInAnswerCount = {
  /**
   * Locks, in the order of their ids, the problems answered; per answer, whether its problem was
   * still unanswered. That is checked on the locked row: in the same scan as the id, a plan made
   * on new tables read every waiting problem through their partial index.
   */
  lock: (among: RawBuilder<unknown>) =>
    sql`select i.n, p.answered_at_ms is null as unanswered
    from (select * from input where n in (${among}) order by problem_id) i
    cross join lateral (
      select answered_at_ms from problems where id = i.problem_id for no key update
    ) p`,
  /** Records each answer on its problem; the answers recorded. */
  claim: (among: RawBuilder<unknown>) =>
    sql`update problems
    set answered_at_ms = i.answered_at_ms, choice_index = i.choice_index,
      is_correct = i.is_correct, time_spent_ms = i.time_spent_ms
    from input i
    where problems.id = i.problem_id and i.n in (${among})
    returning i.n`,
  /** Per answer that asks for it, the pupil's newest other problem still waiting (`problem`). */
  otherOpen: (among: RawBuilder<unknown>) =>
    sql`select i.n, problem from input i
    cross join lateral (
      select ${sql.join(PROBLEM_COLUMNS.map((column) => sql.ref(column)))} from problems
      where student_id = i.student_id and answered_at_ms is null and id <> i.problem_id
      order by question_number desc
      limit 1
    ) problem
    where i.look_for_open and i.n in (${among})`,
  /**
   * Stores each answer's next problem, where it has one and the pupil has no other waiting (one
   * stored after the statement looked is left in place: at most one waits per pupil); the ids
   * stored. `among` must come from `claim`'s answers, so that each answered problem has left
   * the one-waiting index before the next one of its pupil goes in, whatever order PostgreSQL
   * runs the statement's parts in.
   */
  issueNext: (among: RawBuilder<unknown>) => {
    const columns = sql.join(PROBLEM_COLUMNS.map((column) => sql.ref(column)));
    const values = sql.join(PROBLEM_COLUMNS.map((column) => sql.ref(`next.${column}`)));
    return sql`insert into problems (${columns})
    select ${values}
    from input i cross join lateral json_populate_record(null::problems, i.next) next
    where i.next is not null and i.n in (${among})
    ${ONE_OPEN_CONFLICT}
    returning id`;
  },
};

/** The slots of the next problem to store: `issue`, and its columns (null when there is none). */
function nextProblemValues(next: Problem | null): Record<string, unknown> {
  const row = next === null ? undefined : problemToRow(next);
  const values: Record<string, unknown> = { issue: next !== null };
  for (const column of PROBLEM_COLUMNS) values[`next_${column}`] = row?.[column] ?? null;
  return values;
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
        ${ONE_OPEN_CONFLICT}
        returning ${columns}
      )
      select * from open union all select * from issued`;
  return { compile: () => query.compile(db) };
});

/**
 * The pupil's newest waiting problem, or else `next` stored, in one statement (PostgreSQL);
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
    if (attempt >= STORE_ATTEMPTS) throw new Error('No problem could be stored for the pupil');
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
        // Another request stored the pupil's waiting problem first: that one is theirs.
        const opened = (await openForStudent.run(db, root, { studentId: problem.studentId }))
          .rows[0];
        if (opened !== undefined) return problemFromRow(opened);
        if (attempt >= STORE_ATTEMPTS) throw new Error('No problem could be stored for the pupil');
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
    async listAnsweredFactsBySession(sessionId) {
      const rows = await db
        .selectFrom('problems')
        .select(ANSWERED_FACT_COLUMNS)
        .where('session_id', '=', sessionId)
        .where('answered_at_ms', 'is not', null)
        .execute();
      return rows.map(pupilAnsweredFactFromRow);
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
