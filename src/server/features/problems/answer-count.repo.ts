import { sql } from 'kysely';
import { preparedQuery, type SlotOf } from '../../db/prepared-query';
import type { Database } from '../../db/schema';
import type { ProblemRow } from '../class/class-rows';
import type { AnswerCountsRepo } from '../class/class-store';
import { problemFromRow } from '../class/row-mapping';
import { sessionAnswerCountValues, sessionsInAnswerCount } from '../sessions/sessions.repo';
import { studentAnswerCountValues, studentsInAnswerCount } from '../students/students.repo';
import {
  openOrIssueInOneStatementOn,
  problemAnswerCountValues,
  problemsInAnswerCount,
} from './problems.repo';

/** Which parts locked or wrote their row, and the waiting problem (null when none). */
interface OutcomeRow {
  open: ProblemRow | null;
  at_position: boolean;
  unanswered: boolean;
  claimed: boolean;
  moved: boolean;
  issued: boolean;
}

/**
 * One answer counted by one PostgreSQL statement (data-modifying WITH queries), with no
 * transaction around it: a statement is atomic on its own. The statement is put together here
 * from parts that each table's repository owns (sessionsInAnswerCount, studentsInAnswerCount,
 * problemsInAnswerCount), so the SQL that writes a table stays in its repository.
 *
 * It locks, in the order every writer of a class takes them (the session when its time moves,
 * the pupil, the problem), the pupil only if they and their session are as the caller read them
 * (position, token, not removed; phase, settings, end time), then the problem; if it is
 * unanswered, it writes the answer, the pupil's change and the session's time, and stores the
 * next problem unless another one is waiting. When a lock finds its row changed, or the problem
 * answered, nothing is written. All parts see one snapshot, so the waiting problem looked for is
 * any but the one answered. Rows are found by their ids alone, whatever plan PostgreSQL keeps
 * for the statement (the parts say how; prepared-query-plans.scaled.test.ts checks it).
 */
const countInOneStatement = preparedQuery<string, OutcomeRow>(
  (db: Database, slot: SlotOf<string>) => {
    const sessions = sessionsInAnswerCount(slot);
    const students = studentsInAnswerCount(slot);
    const problems = problemsInAnswerCount(slot);
    const touch = sql`${slot('touchSession')}`;
    const exists = (part: string) => sql`exists (select 1 from ${sql.raw(part)})`;
    const query = sql<OutcomeRow>`
    with session_lock as materialized (
      ${sessions.lock(touch)}
    ), session_as_read as materialized (
      ${sessions.asRead}
    ), pupil as materialized (
      ${students.lockIfAsRead(sql`${exists('session_as_read')} and (not ${touch} or ${exists('session_lock')})`)}
    ), problem as materialized (
      ${problems.lock(exists('pupil'))}
    ), unanswered as materialized (
      select id from problem where answered_at_ms is null
    ), claimed as (
      ${problems.claim(exists('unanswered'))}
    ), moved as (
      ${students.writeAnswer(exists('unanswered'))}
    ), touched as (
      ${sessions.touch(sql`${exists('session_lock')} and ${exists('unanswered')}`)}
    ), open as (
      ${problems.otherOpen(exists('unanswered'))}
    ), issued as (
      ${problems.issueNext(sql`${exists('unanswered')} and not ${exists('open')}`)}
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

/** The one-statement writes over a PostgreSQL database. */
export function createAnswerCountsRepo(db: Database): AnswerCountsRepo {
  return {
    async count(write) {
      const { expected, session, next } = write;
      const values = {
        touchSession: write.touchSession,
        ...sessionAnswerCountValues(session, write.answer.answeredAtMs),
        ...studentAnswerCountValues(expected, write.change),
        ...problemAnswerCountValues({ studentId: expected.id, ...write }, next),
      };
      const row = (await countInOneStatement.run(db, db, values)).rows[0];
      if (row === undefined || !row.at_position) return { kind: 'moved' };
      if (!row.unanswered) return { kind: 'answeredBefore' };
      if (!row.claimed || !row.moved)
        throw new Error('An answer was counted in part, which its locks rule out');
      const open = row.open === null ? undefined : problemFromRow(row.open);
      return { kind: 'counted', open, issued: row.issued };
    },
    openOrIssue: (studentId, next) => openOrIssueInOneStatementOn(db, studentId, next),
  };
}
