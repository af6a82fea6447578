import type { TFunction } from 'i18next';
import { ApiRequestError } from '../../lib/api-client';

/**
 * The join errors of SPEC §8, matched by what went wrong rather than by English words (the
 * server answers in the pupil's language): unknown code, no connection, the server's own message
 * for a refused name, a locked or full session and too many tries, anything else as 'Error: …'.
 */
export function joinErrorMessage(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiRequestError)) return t('join.errors.failed');
  if (error.status === 404) return t('join.errors.notFound');
  if (error.status === 0) return t('join.errors.connection');
  if ([400, 403, 409, 429].includes(error.status)) return error.message;
  return t('join.errors.other', { message: error.message });
}

/**
 * The seconds to wait when the server refused a join for too many tries (429 with Retry-After),
 * which the join page counts down; undefined for any other failure.
 */
export function waitSecondsOf(error: unknown): number | undefined {
  if (!(error instanceof ApiRequestError) || error.status !== 429) return undefined;
  const seconds = error.retryAfterSeconds;
  return seconds !== undefined && seconds > 0 ? seconds : undefined;
}
