import { sql, type RawBuilder } from 'kysely';
import { batchedCalls } from '#server/db/batched-calls';
import { inputRows, type InputColumns } from '#server/db/batch-input';
import { preparedQuery } from '#server/db/prepared-query';
import type { Database } from '#server/db/schema';
import {
  ANSWER_PATCH_COLUMNS,
  ONE_OPEN_CONFLICT,
  PROBLEM_COLUMNS,
  type ProblemRow,
} from '#server/features/class/storage/class-rows';
import type {
  AnswerCount,
  AnswerCountOutcome,
  AnswerCountsRepo,
} from '#server/features/class/storage/class-store';
import {
  answerChangeToRow,
  answerToRow,
  problemFromRow,
  problemToRow,
} from '#server/features/class/storage/row-mapping';
import {
  STUDENT_AS_READ_COLUMNS,
  SESSION_AS_READ_COLUMNS,
  studentAsRead,
  studentStillAsRead,
  sessionAsRead,
  sessionStillAsRead,
} from '#server/features/class/storage/still-as-read';
import { openOrIssueInOneStatementOn } from '../problems.repo';

/** The most answers one statement counts. */
export const MAX_ANSWERS_PER_STATEMENT = 64;

/**
 * Statements counting answers that one process runs at once. Answers that arrive while one runs
 * wait and go together in the next: under load one statement then counts several, and costs
 * PostgreSQL and the process much less than one statement each (docs/PERFORMANCE.md).
 */
export const COUNT_STATEMENTS_IN_FLIGHT = 1;

/**
 * Each answer's values in the statement's input: its session as read and whether the answer
 * moves its activity time; its student as read and their change; its problem and answer, whether
 * the student's other waiting problem is looked for, and the next problem to store unless one
 * waits. The columns the guard compares are those of still-as-read.ts, prefixed.
 */
const INPUT = {
  session_id: 'text',
  ...prefixed('session_', SESSION_AS_READ_COLUMNS),
  touch_session: 'boolean',
  touched_at: 'bigint',
  student_id: 'text',
  ...prefixed('student_', STUDENT_AS_READ_COLUMNS),
  patch: 'json',
  problem_id: 'text',
  answered_at_ms: 'bigint',
  choice_index: 'integer',
  typed_answer: 'integer',
  is_correct: 'integer',
  time_spent_ms: 'bigint',
  look_for_open: 'boolean',
  next_id: 'text',
  next: 'json',
} as const satisfies InputColumns;

/** The same entries, each key with `prefix` before it. */
function prefixed<Value>(prefix: string, entries: Readonly<Record<string, Value>>) {
  return Object.fromEntries(
    Object.entries(entries).map(([key, value]) => [prefix + key, value]),
  ) as Record<string, Value>;
}

/** An answer's values in the statement's input (see INPUT). */
function inputOf(write: AnswerCount, n: number): Record<string, unknown> {
  const { expected, session, next } = write;
  const answer = answerToRow(write.answer);
  return {
    n,
    session_id: session.id,
    touch_session: write.touchSession,
    touched_at: write.answer.answeredAtMs,
    student_id: expected.id,
    patch: answerChangeToRow(write.change),
    problem_id: write.problemId,
    answered_at_ms: answer.answered_at_ms,
    choice_index: answer.choice_index,
    typed_answer: answer.typed_answer,
    is_correct: answer.is_correct,
    time_spent_ms: answer.time_spent_ms,
    look_for_open: write.lookForOpen,
    next_id: next?.id,
    next: next === null ? undefined : problemToRow(next),
    ...prefixed('session_', sessionAsRead(session)),
    ...prefixed('student_', studentAsRead(expected)),
  };
}

/** The statement's parts, each over the statement's `input` and for the answers `among` names. */
const parts = {
  /** Locks, in the order of their ids, the sessions whose activity time an answer moves. */
  lockSessions: sql`select s.id
    from (select distinct session_id from input where touch_session order by session_id) i
    cross join lateral (
      select id from sessions where id = i.session_id for no key update
    ) s`,
  /** The answers whose session is as they read it. */
  sessionsAsRead: sql`select i.n from input i
    cross join lateral (
      select 1 from sessions
      where id = i.session_id
        and ${sessionStillAsRead((column) => sql.ref(`i.session_${column}`))}
      offset 0
    ) s`,
  /**
   * Locks, in the order of their ids, the students who are as their answer read them; the answers
   * whose student it locked.
   */
  lockStudentsAsRead: (among: RawBuilder<unknown>) =>
    sql`select i.n
    from (select * from input where n in (${among}) order by student_id) i
    cross join lateral (
      select id from students
      where id = i.student_id
        and ${studentStillAsRead((column) => sql.ref(`i.student_${column}`))}
      for no key update
    ) s`,
  /**
   * Locks, in the order of their ids, the problems answered; per answer, whether its problem was
   * still unanswered. That is checked on the locked row: in the same scan as the id, a plan made
   * on new tables read every waiting problem through their partial index.
   */
  lockProblems: (among: RawBuilder<unknown>) =>
    sql`select i.n, p.answered_at_ms is null as unanswered
    from (select * from input where n in (${among}) order by problem_id) i
    cross join lateral (
      select answered_at_ms from problems where id = i.problem_id for no key update
    ) p`,
  /** Records each answer on its problem; the answers recorded. */
  claim: (among: RawBuilder<unknown>) =>
    sql`update problems
    set answered_at_ms = i.answered_at_ms, choice_index = i.choice_index,
      typed_answer = i.typed_answer, is_correct = i.is_correct, time_spent_ms = i.time_spent_ms
    from input i
    where problems.id = i.problem_id and i.n in (${among})
    returning i.n`,
  /** Writes each answer's change on its student; the answers written. */
  writeAnswer: (among: RawBuilder<unknown>) => {
    const patch = sql.join(
      ANSWER_PATCH_COLUMNS.map((column) => sql`${sql.ref(column)} = ${sql.ref(`patch.${column}`)}`),
    );
    return sql`update students set ${patch}
    from input i cross join lateral json_populate_record(null::students, i.patch) patch
    where students.id = i.student_id and i.n in (${among})
    returning i.n`;
  },
  /** Moves each session's activity time to its latest answer's, among those that move it. */
  touchSessions: (among: RawBuilder<unknown>) =>
    sql`update sessions set last_activity_at_ms = t.touched_at
    from (
      select session_id, max(touched_at) as touched_at from input
      where touch_session and n in (${among})
      group by session_id
    ) t
    where sessions.id = t.session_id
    returning sessions.id`,
  /** Per answer that asks for it, the student's newest other problem still waiting (`problem`). */
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
   * Stores each answer's next problem, where it has one and the student has no other waiting (one
   * stored after the statement looked is left in place: at most one waits per student); the ids
   * stored. `among` must come from `claim`'s answers, so that each answered problem has left
   * the one-waiting index before the next one of its student goes in, whatever order PostgreSQL
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
 * around it: a statement is atomic on its own. This module holds all of its SQL, over the three
 * tables; the guard that the student and session are as read is still-as-read.ts's. Its one value
 * is the answers, as JSON: the `input` rows, numbered by `n`.
 *
 * It locks, in the order every writer of a class takes them (sessions whose time an answer moves,
 * students, problems; each kind in the order of its ids), for each answer its student only if they
 * and their session are as the answer read them, then its problem; for each answer whose problem
 * is unanswered, it writes the answer, the student's change and the session's time, and stores the
 * next problem unless another one is waiting (read from what `claimed` returns, so that the
 * answered problem has left the unique index of waiting problems, one per student, before the next
 * one goes in). An answer whose rows changed, or whose problem was answered, writes nothing. All
 * parts see one snapshot, so the waiting problem looked for is any but the one answered. No two
 * answers of one student share a statement (the caller sees to it).
 */
const countInOneStatement = preparedQuery<'answers', OutcomeRow>((db, slot) => {
  const input = inputRows(slot('answers'), INPUT, MAX_ANSWERS_PER_STATEMENT);
  const query = sql<OutcomeRow>`
    with input as materialized (
      ${input}
    ), session_lock as materialized (
      ${parts.lockSessions}
    ), session_as_read as materialized (
      ${parts.sessionsAsRead}
    ), student as materialized (
      ${parts.lockStudentsAsRead(sql`select n from input
        where n in (select n from session_as_read)
          and (not touch_session or session_id in (select id from session_lock))`)}
    ), problem as materialized (
      ${parts.lockProblems(sql`select n from student`)}
    ), unanswered as materialized (
      select n from problem where unanswered
    ), claimed as (
      ${parts.claim(sql`select n from unanswered`)}
    ), moved as (
      ${parts.writeAnswer(sql`select n from unanswered`)}
    ), touched as (
      ${parts.touchSessions(sql`select n from unanswered`)}
    ), open as (
      ${parts.otherOpen(sql`select n from unanswered`)}
    ), issued as (
      ${parts.issueNext(sql`select n from claimed
        where n not in (select n from open)`)}
    )
    select i.n,
      i.n in (select n from student) as at_position,
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
