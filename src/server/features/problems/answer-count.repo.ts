import { sql } from 'kysely';
import { preparedQuery, type SlotOf } from '../../db/prepared-query';
import type { Database } from '../../db/schema';
import { ANSWER_PATCH_COLUMNS, PROBLEM_COLUMNS, type ProblemRow } from '../class/class-rows';
import type { Problem } from '../class/class-model';
import type { AnswerCountsRepo } from '../class/class-store';
import {
  answerChangeToRow,
  answerToRow,
  problemFromRow,
  problemToRow,
  storedSettings,
} from '../class/row-mapping';

/** Which parts locked or wrote their row, and the waiting problem (null when none). */
interface OutcomeRow {
  open: ProblemRow | null;
  at_position: boolean;
  unanswered: boolean;
  claimed: boolean;
  moved: boolean;
  issued: boolean;
}

const NEXT = 'next_';
const PATCH = 'patch_';

/**
 * One answer counted by one PostgreSQL statement (data-modifying WITH queries), with no
 * transaction around it: a statement is atomic on its own. It locks, in the order every writer
 * of a class takes them (the session when its time moves, the pupil, the problem), the pupil only
 * if they and their session are as the caller read them (position, token, not removed; phase,
 * settings, end time), then the problem; if it is unanswered, it writes the answer, the pupil's
 * patch and the session's time, and stores the next problem unless another one is waiting. When
 * a lock finds its row changed, or the problem answered, nothing is written.
 * All parts see one snapshot, so the waiting problem looked for is any but the one answered.
 * Rows are found by their ids alone, whatever plan PostgreSQL keeps for the statement: made while
 * the tables are new and without statistics, a plan read every running session through the
 * (phase, ends_at_ms) index when the session's columns were compared one by one (the session's
 * and the pupil's are now compared as one row, which no index serves), and every waiting
 * problem through the partial index of waiting problems when "unanswered" was in the same scan
 * as the id (it is now checked on the locked row; after waiting for a lock, PostgreSQL returns
 * the row as it is now).
 */
const countInOneStatement = preparedQuery<string, OutcomeRow>(
  (db: Database, slot: SlotOf<string>) => {
    const problemId = () => slot('problemId');
    const studentId = () => slot('studentId');
    const touch = () => slot('touchSession');
    const sessionId = () => slot('sessionId');
    const patch = sql.join(
      ANSWER_PATCH_COLUMNS.map((column) => sql`${sql.ref(column)} = ${slot(PATCH + column)}`),
    );
    const problemColumns = sql.join(PROBLEM_COLUMNS.map((column) => sql.ref(column)));
    const nextValues = sql.join(PROBLEM_COLUMNS.map((column) => slot(NEXT + column)));
    const query = sql<OutcomeRow>`
    with session_lock as materialized (
      select id from sessions where id = ${sessionId()} and ${touch()} for no key update
    ), session_as_read as materialized (
      select id from sessions
      where id = ${sessionId()}
        and (status, phase, settings_json, current_operation_index, ends_at_ms)
          is not distinct from (${slot('sessionStatus')}, ${slot('sessionPhase')},
            ${slot('sessionSettings')}, ${slot('sessionOperation')}, ${slot('sessionEndsAt')})
    ), pupil as materialized (
      select id from students
      where id = ${studentId()} and removed_at_ms is null
        and exists (select 1 from session_as_read)
        and (token_hash, questions_answered, operation_position, operation_question_number,
          finished) is not distinct from (${slot('expectedTokenHash')},
            ${slot('expectedAnswered')}, ${slot('expectedPosition')},
            ${slot('expectedQuestion')}, ${slot('expectedFinished')})
        and (not ${touch()} or exists (select 1 from session_lock))
      for no key update
    ), problem as materialized (
      select id, answered_at_ms from problems
      where id = ${problemId()} and exists (select 1 from pupil)
      for no key update
    ), unanswered as materialized (
      select id from problem where answered_at_ms is null
    ), claimed as (
      update problems
      set answered_at_ms = ${slot('answered_at_ms')}, choice_index = ${slot('choice_index')},
        is_correct = ${slot('is_correct')}, time_spent_ms = ${slot('time_spent_ms')}
      where id = ${problemId()} and exists (select 1 from unanswered)
      returning id
    ), moved as (
      update students set ${patch}
      where id = ${studentId()} and exists (select 1 from unanswered)
      returning id
    ), touched as (
      update sessions set last_activity_at_ms = ${slot('answered_at_ms')}
      where id = ${sessionId()} and exists (select 1 from session_lock)
        and exists (select 1 from unanswered)
      returning id
    ), open as (
      select ${problemColumns} from problems
      where student_id = ${studentId()} and answered_at_ms is null and id <> ${problemId()}
        and ${slot('lookForOpen')} and exists (select 1 from unanswered)
      order by question_number desc
      limit 1
    ), issued as (
      insert into problems (${problemColumns})
      select ${nextValues} from unanswered
      where ${slot('issue')} and not exists (select 1 from open)
      returning id
    )
    select
      exists (select from pupil) as at_position,
      exists (select from unanswered) as unanswered,
      exists (select from claimed) as claimed,
      exists (select from moved) as moved,
      exists (select from issued) as issued,
      (select to_json(open) from open) as open`;
    return { compile: () => query.compile(db) };
  },
);

/**
 * The pupil's newest waiting problem, or the next one stored when none waits: the look-up and
 * the insert of ProblemsRepo in one statement.
 */
const openOrIssueInOneStatement = preparedQuery<string, ProblemRow>(
  (db: Database, slot: SlotOf<string>) => {
    const problemColumns = sql.join(PROBLEM_COLUMNS.map((column) => sql.ref(column)));
    const nextValues = sql.join(PROBLEM_COLUMNS.map((column) => slot(NEXT + column)));
    const query = sql<ProblemRow>`
      with open as (
        select ${problemColumns} from problems
        where student_id = ${slot('studentId')} and answered_at_ms is null
        order by question_number desc
        limit 1
      ), issued as (
        insert into problems (${problemColumns})
        select ${nextValues}
        where ${slot('issue')} and not exists (select 1 from open)
        returning ${problemColumns}
      )
      select * from open union all select * from issued`;
    return { compile: () => query.compile(db) };
  },
);

/** The next problem's columns as the statements' slots (all null when there is none). */
function nextProblemValues(next: Problem | null): Record<string, unknown> {
  const row = next === null ? undefined : problemToRow(next);
  const values: Record<string, unknown> = {};
  for (const column of PROBLEM_COLUMNS) values[NEXT + column] = row?.[column] ?? null;
  return values;
}

/** The one-statement writes over a PostgreSQL database. */
export function createAnswerCountsRepo(db: Database): AnswerCountsRepo {
  return {
    async count(write) {
      const { expected, session, next } = write;
      const values: Record<string, unknown> = {
        problemId: write.problemId,
        studentId: expected.id,
        sessionId: session.id,
        sessionStatus: session.status,
        sessionPhase: session.phase,
        sessionSettings: storedSettings(session.settings),
        sessionOperation: session.currentOperationIndex,
        sessionEndsAt: session.endsAtMs,
        expectedTokenHash: expected.tokenHash,
        touchSession: write.touchSession,
        lookForOpen: write.lookForOpen,
        issue: next !== null,
        expectedAnswered: expected.questionsAnswered,
        expectedPosition: expected.operationPosition,
        expectedQuestion: expected.operationQuestionNumber,
        expectedFinished: expected.finished ? 1 : 0,
        ...answerToRow(write.answer),
        ...nextProblemValues(next),
      };
      const patch = answerChangeToRow(write.change);
      for (const column of ANSWER_PATCH_COLUMNS) values[PATCH + column] = patch[column];
      const row = (await countInOneStatement.run(db, db, values)).rows[0];
      if (row === undefined || !row.at_position) return { kind: 'moved' };
      if (!row.unanswered) return { kind: 'answeredBefore' };
      if (!row.claimed || !row.moved)
        throw new Error('An answer was counted in part, which its locks rule out');
      const open = row.open === null ? undefined : problemFromRow(row.open);
      return { kind: 'counted', open, issued: row.issued };
    },
    async openOrIssue(studentId, next) {
      const values = { studentId, issue: next !== null, ...nextProblemValues(next) };
      const row = (await openOrIssueInOneStatement.run(db, db, values)).rows[0];
      return row === undefined ? undefined : problemFromRow(row);
    },
  };
}
