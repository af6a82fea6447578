import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { InputColumns } from '#server/db/batch-input';
import type { CountingSession, StudentCounters } from '../model/class-model';
import { storedSettings } from './row-mapping';

/*
 * The guard of every write of a student's counters and place: an answer, or the teacher moving
 * them, writes only while the student (and, for an answer, their session) is still as it was
 * read. Each engine's answer store and the students' repository ask for these conditions; none
 * writes them out again.
 */

/**
 * The student's columns an answer is decided from (answers, operation, question in it, finished,
 * where their facts came from) and their token, with their type as a batched statement's input
 * reads them.
 */
export const STUDENT_AS_READ_COLUMNS = {
  token_hash: 'text',
  questions_answered: 'integer',
  operation_position: 'integer',
  operation_question_number: 'integer',
  finished: 'integer',
  facts_from: 'text',
} as const satisfies InputColumns;

/** The session's columns an answer is decided from (settings compared as the stored text). */
export const SESSION_AS_READ_COLUMNS = {
  status: 'text',
  phase: 'text',
  settings_json: 'text',
  current_operation_index: 'integer',
  ends_at_ms: 'bigint',
  stopped_at_ms: 'bigint',
} as const satisfies InputColumns;

/** A column of the student that the guard compares. */
export type StudentAsReadColumn = keyof typeof STUDENT_AS_READ_COLUMNS;
/** A column of the session that the guard compares. */
export type SessionAsReadColumn = keyof typeof SESSION_AS_READ_COLUMNS;

/** The student's values of those columns, as stored, from the student the answer read. */
export function studentAsRead(student: StudentCounters): Record<StudentAsReadColumn, unknown> {
  return {
    token_hash: student.tokenHash,
    questions_answered: student.questionsAnswered,
    operation_position: student.operationPosition,
    operation_question_number: student.operationQuestionNumber,
    finished: student.finished ? 1 : 0,
    facts_from: student.factsFrom,
  };
}

/** The session's values of those columns, as stored, from the session the answer read. */
export function sessionAsRead(session: CountingSession): Record<SessionAsReadColumn, unknown> {
  return {
    status: session.status,
    phase: session.phase,
    settings_json: storedSettings(session.settings),
    current_operation_index: session.currentOperationIndex,
    ends_at_ms: session.endsAtMs,
    stopped_at_ms: session.stoppedAtMs,
  };
}

/**
 * True on a row of `students` that is not removed and holds the value `expected` gives for each
 * column. The columns are compared as one row, which no index serves: compared one by one, a plan
 * made on new tables found the student through the token's index instead of their id.
 */
export function studentStillAsRead(
  expected: (column: StudentAsReadColumn) => unknown,
): RawBuilder<SqlBool> {
  return sql<SqlBool>`removed_at_ms is null and ${rowIsAsRead(STUDENT_AS_READ_COLUMNS, expected)}`;
}

/**
 * True on a row of `students` that holds what `expected` held when it was read, removed or not:
 * the guard of the teacher's moves (StudentsRepo.moveIfAt), which reach removed students too so
 * that their place stays within the session's operations.
 */
export function studentUnchangedSince(expected: StudentCounters): RawBuilder<SqlBool> {
  const values = studentAsRead(expected);
  return sql<SqlBool>`removed_at_ms is not distinct from ${expected.removedAtMs}
    and ${rowIsAsRead(STUDENT_AS_READ_COLUMNS, (column) => values[column])}`;
}

/**
 * True on a row of `sessions` that holds the value `expected` gives for each column. Compared as
 * one row, which no index serves: compared one by one, a plan made on new tables read every
 * running session through the (phase, ends_at_ms) index.
 */
export function sessionStillAsRead(
  expected: (column: SessionAsReadColumn) => unknown,
): RawBuilder<SqlBool> {
  return rowIsAsRead(SESSION_AS_READ_COLUMNS, expected);
}

function rowIsAsRead<Column extends string>(
  columns: Readonly<Record<Column, unknown>>,
  expected: (column: Column) => unknown,
): RawBuilder<SqlBool> {
  const names = Object.keys(columns) as Column[];
  const stored = sql.join(names.map((column) => sql.ref(column)));
  const values = sql.join(names.map(expected));
  return sql<SqlBool>`(${stored}) is not distinct from (${values})`;
}
