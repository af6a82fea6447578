import type { TFunction } from 'i18next';
import type { ErrorCode } from '#shared/contracts/error-codes';
import { ApiRequestError } from '#client/lib/api-client';

/** Refusals of a join whose message from the server (in the student's language) says what to do. */
const TOLD_BY_SERVER: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'invalid_field',
  'name_required',
  'name_too_long',
  'name_not_allowed',
  'session_locked',
  'session_full',
  'student_removed',
  'reconnection_expired',
  'too_many_lookups',
]);

/**
 * The join errors of SPEC §8, matched by the server's error code rather than by words (the
 * server answers in the student's language): unknown code, no connection, the server's own message
 * for a refused name, a locked or full session and too many tries, anything else as 'Error: …'.
 */
export function joinErrorMessage(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiRequestError)) return t('join.errors.failed');
  if (error.unreachable) return t('join.errors.connection');
  if (error.code === 'session_not_found' || error.code === 'not_found')
    return t('join.errors.notFound');
  if (error.code !== undefined && TOLD_BY_SERVER.has(error.code)) return error.message;
  return t('join.errors.other', { message: error.message });
}

/**
 * The seconds to wait when the server refused a join for too many wrong codes (with
 * Retry-After), which the join page counts down; undefined for any other failure.
 */
export function waitSecondsOf(error: unknown): number | undefined {
  if (!(error instanceof ApiRequestError) || error.code !== 'too_many_lookups') return undefined;
  const seconds = error.retryAfterSeconds;
  return seconds !== undefined && seconds > 0 ? seconds : undefined;
}
