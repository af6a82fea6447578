import type { TFunction } from 'i18next';
import { ApiRequestError } from '#client/lib/api-client';

/**
 * What the contact form says when sending failed: no connection; too many messages from the
 * school's address, with the whole minutes left of the server's Retry-After (a teacher behind a
 * shared address needs to know whether to wait or use email); otherwise the server's message.
 */
export function contactErrorMessage(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiRequestError)) return t('contact.errors.unexpected');
  if (error.unreachable) return t('contact.errors.network');
  const seconds = error.retryAfterSeconds;
  if (error.code === 'too_many_requests' && seconds !== undefined && seconds > 0)
    return t('contact.errors.tooMany', { minutes: Math.ceil(seconds / 60) });
  return error.message || t('contact.errors.failed');
}
