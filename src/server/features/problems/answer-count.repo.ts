import { sql } from 'kysely';
import { batchedCalls } from '../../db/batched-calls';
import { inputRows } from '../../db/batch-input';
import { preparedQuery } from '../../db/prepared-query';
import type { Database } from '../../db/schema';
import type { ProblemRow } from '../class/storage/class-rows';
import type {
  AnswerCount,
  AnswerCountOutcome,
  AnswerCountsRepo,
} from '../class/storage/class-store';
import { problemFromRow } from '../class/storage/row-mapping';
import {
  SESSION_COUNT_INPUT,
  sessionCountInput,
  sessionsInAnswerCount,
} from '../sessions/sessions.repo';
import {
  STUDENT_COUNT_INPUT,
  studentCountInput,
  studentsInAnswerCount,
} from '../students/students.repo';
import {
  PROBLEM_COUNT_INPUT,
  openOrIssueInOneStatementOn,
  problemCountInput,
  problemsInAnswerCount,
} from './problems.repo';

/** The most answers one statement counts. */
export const MAX_ANSWERS_PER_STATEMENT = 64;

/**
 * Statements counting answers that one process runs at once. Answers that arrive while one runs
 * wait and go together in the next: under load one statement then counts several, and costs
 * PostgreSQL and the process much less than one statement each (docs/PERFORMANCE.md).
 */
export const COUNT_STATEMENTS_IN_FLIGHT = 1;

/** Per answer, which parts locked or wrote its rows, and the waiting problem (null when none). */
interface OutcomeRow {
  n: number;
  at_position: boolean;
  unanswered: boolean;
  claimed: boolean;
  moved: boolean;
  issued: boolean;
  open: ProblemRow | null;
}

/**
 * Answers counted by one PostgreSQL statement (data-modifying WITH queries), with no transaction
 * around it: a statement is atomic on its own. The statement is put together here from parts that
 * each table's repository owns (sessionsInAnswerCount, studentsInAnswerCount,
 * problemsInAnswerCount), so the SQL that writes a table stays in its repository. Its one value is
 * the answers, as JSON: the `input` rows, numbered by `n`.
 *
 * It locks, in the order every writer of a class takes them (sessions whose time an answer moves,
 * pupils, problems; each kind in the order of its ids), for each answer its pupil only if they
 * and their session are as the answer read them (position, token, not removed; phase, settings,
 * end time), then its problem; for each answer whose problem is unanswered, it writes the answer,
 * the pupil's change and the session's time, and stores the next problem unless another one is
 * waiting (read from what `claimed` returns, so that the answered problem has left the unique
 * index of waiting problems, one per pupil, before the next one goes in). An answer whose rows
 * changed, or whose problem was answered, writes nothing. All parts
 * see one snapshot, so the waiting problem looked for is any but the one answered. No two answers
 * of one pupil share a statement (the caller sees to it).
 */
const countInOneStatement = preparedQuery<'answers', OutcomeRow>((db, slot) => {
  const sessions = sessionsInAnswerCount;
  const students = studentsInAnswerCount;
  const problems = problemsInAnswerCount;
  const input = inputRows(
    slot('answers'),
    Object.assign({}, SESSION_COUNT_INPUT, STUDENT_COUNT_INPUT, PROBLEM_COUNT_INPUT),
    MAX_ANSWERS_PER_STATEMENT,
  );
  const query = sql<OutcomeRow>`
    with input as materialized (
      ${input}
    ), session_lock as materialized (
      ${sessions.lock}
    ), session_as_read as materialized (
      ${sessions.asRead}
    ), pupil as materialized (
      ${students.lockIfAsRead(sql`select n from input
        where n in (select n from session_as_read)
          and (not touch_session or session_id in (select id from session_lock))`)}
    ), problem as materialized (
      ${problems.lock(sql`select n from pupil`)}
    ), unanswered as materialized (
      select n from problem where unanswered
    ), claimed as (
      ${problems.claim(sql`select n from unanswered`)}
    ), moved as (
      ${students.writeAnswer(sql`select n from unanswered`)}
    ), touched as (
      ${sessions.touch(sql`select n from unanswered`)}
    ), open as (
      ${problems.otherOpen(sql`select n from unanswered`)}
    ), issued as (
      ${problems.issueNext(sql`select n from claimed
        where n not in (select n from open)`)}
    )
    select i.n,
      i.n in (select n from pupil) as at_position,
      i.n in (select n from unanswered) as unanswered,
      i.n in (select n from claimed) as claimed,
      i.n in (select n from moved) as moved,
      coalesce(i.next_id in (select id from issued), false) as issued,
      (select to_json(open.problem) from open where open.n = i.n) as open
    from input i
    order by i.n`;
  return { compile: () => query.compile(db) };
});

/** What the statement did for one answer. */
function outcomeOf(row: OutcomeRow | undefined): AnswerCountOutcome {
  if (row === undefined || !row.at_position) return { kind: 'moved' };
  if (!row.unanswered) return { kind: 'answeredBefore' };
  if (!row.claimed || !row.moved)
    throw new Error('An answer was counted in part, which its locks rule out');
  const open = row.open === null ? undefined : problemFromRow(row.open);
  return { kind: 'counted', open, issued: row.issued };
}

/** An answer's values in the statement's input. */
function inputOf(write: AnswerCount, n: number): Record<string, unknown> {
  const { expected, session, next } = write;
  return Object.assign(
    { n },
    sessionCountInput(session, write.touchSession, write.answer.answeredAtMs),
    studentCountInput(expected, write.change),
    problemCountInput({ studentId: expected.id, ...write }, next),
  );
}

/**
 * The one-statement writes over a PostgreSQL database. Answers are counted in batches (see
 * MAX_ANSWERS_PER_STATEMENT): an answer that comes while COUNT_STATEMENTS_IN_FLIGHT statements
 * run waits for one of them to finish, then leaves with the others that waited.
 */
export function createAnswerCountsRepo(db: Database): AnswerCountsRepo {
  const countedRow = batchedCalls(
    async (writes: readonly AnswerCount[]) => {
      const answers = JSON.stringify(writes.map(inputOf));
      const byAnswer: (OutcomeRow | undefined)[] = writes.map(() => undefined);
      for (const row of (await countInOneStatement.run(db, db, { answers })).rows)
        byAnswer[row.n] = row;
      return byAnswer;
    },
    {
      keyOf: (write) => write.expected.id,
      maxBatch: MAX_ANSWERS_PER_STATEMENT,
      maxInFlight: COUNT_STATEMENTS_IN_FLIGHT,
    },
  );
  return {
    // Read apart from the batch: the statement has already been committed.
    count: async (write) => outcomeOf(await countedRow(write)),
    openOrIssue: (studentId, next) => openOrIssueInOneStatementOn(db, studentId, next),
  };
}
