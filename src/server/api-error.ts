import type { ErrorKey } from '#shared/contracts/errors';

/**
 * An expected failure a route or service reports: an HTTP status and the catalog key of the
 * message (with its placeholder values). The error handler translates it into the caller's
 * language as `{ error }`.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly statusCode: number,
    readonly messageKey: ErrorKey,
    readonly values: Readonly<Record<string, string | number>> = {},
    /** Headers the reply carries besides the message, such as Retry-After. */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(messageKey);
  }
}
