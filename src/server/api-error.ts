import { ERROR_MESSAGES, type ErrorCode, type ErrorKey } from '#shared/contracts/error-codes';

/**
 * An expected failure a route or service reports: an HTTP status and the error's stable code
 * (with the placeholder values of its message). The error handler sends it as
 * `{ error: { code, message } }`, the message in the caller's language.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly values: Readonly<Record<string, string | number>> = {},
    /** Headers the reply carries besides the message, such as Retry-After. */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(code);
  }

  /** The catalog key of the message. */
  get messageKey(): ErrorKey {
    return ERROR_MESSAGES[this.code];
  }
}
