import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { InputColumns } from '../../../db/batch-input';
import type { CountingSession, PupilCounters } from '../model/class-model';
import { storedSettings } from './row-mapping';

/*
 * The guard of every write of an answer: it writes only while the pupil and their session are
 * still as the answer read them. Each engine's answer store asks for these conditions; none
 * writes them out again.
 */

/**
 * The pupil's columns an answer is decided from (answers, operation, question in it, finished)
 * and their token, with their type as a batched statement's input reads them.
 */
export const PUPIL_AS_READ_COLUMNS = {
  token_hash: 'text',
  questions_answered: 'integer',
  operation_position: 'integer',
  operation_question_number: 'integer',
  finished: 'integer',
} as const satisfies InputColumns;

/** The session's columns an answer is decided from (settings compared as the stored text). */
export const SESSION_AS_READ_COLUMNS = {
  status: 'text',
  phase: 'text',
  settings_json: 'text',
  current_operation_index: 'integer',
  ends_at_ms: 'bigint',
} as const satisfies InputColumns;

/** A column of the pupil that the guard compares. */
export type PupilAsReadColumn = keyof typeof PUPIL_AS_READ_COLUMNS;
/** A column of the session that the guard compares. */
export type SessionAsReadColumn = keyof typeof SESSION_AS_READ_COLUMNS;

/** The pupil's values of those columns, as stored, from the pupil the answer read. */
export function pupilAsRead(pupil: PupilCounters): Record<PupilAsReadColumn, unknown> {
  return {
    token_hash: pupil.tokenHash,
    questions_answered: pupil.questionsAnswered,
    operation_position: pupil.operationPosition,
    operation_question_number: pupil.operationQuestionNumber,
    finished: pupil.finished ? 1 : 0,
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
  };
}

/**
 * True on a row of `students` that is not removed and holds the value `expected` gives for each
 * column. The columns are compared as one row, which no index serves: compared one by one, a plan
 * made on new tables found the pupil through the token's index instead of their id.
 */
export function pupilStillAsRead(
  expected: (column: PupilAsReadColumn) => unknown,
): RawBuilder<SqlBool> {
  return sql<SqlBool>`removed_at_ms is null and ${rowIsAsRead(PUPIL_AS_READ_COLUMNS, expected)}`;
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
