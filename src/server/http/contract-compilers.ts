import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import { safeEncode, safeParse, type core } from 'zod/mini';
import { isErrorCode } from '#shared/contracts/error-codes';
import { ApiError } from '#server/api-error';

/**
 * Checks a request's params, querystring and body against the route's contract, unknown fields
 * dropped. An absent body is read as `{}` (an empty JSON body counts as no body, and a contract
 * with defaults fills them in). What does not fit is refused with 400: the error code the first
 * failed check names as its message, else `invalid_field` naming the first field at fault, or
 * `bad_request` when the whole value is wrong.
 */
export const contractValidatorCompiler: FastifySchemaCompiler<core.$ZodType> =
  ({ schema, httpPart }) =>
  (data: unknown) => {
    const result = safeParse(schema, httpPart === 'body' ? (data ?? {}) : data);
    if (result.success) return { value: result.data };
    const issue = result.error.issues[0];
    // A check may name the error a person should read (a name far too long: name_too_long).
    if (isErrorCode(issue?.message)) return { error: new ApiError(400, issue.message) };
    const field = issue?.path.join('.') ?? '';
    return {
      error:
        field === ''
          ? new ApiError(400, 'bad_request')
          : new ApiError(400, 'invalid_field', { field }),
    };
  };

/**
 * Writes a reply as JSON without checking it against its schema: the compiler checks every
 * handler's reply type against the declared schema instead (docs/DECISIONS.md, "Server").
 */
export const typedReplySerializerCompiler: FastifySerializerCompiler<unknown> = () => (data) =>
  JSON.stringify(data);

/**
 * For tests: writes the reply as `typedReplySerializerCompiler` does, after checking it against
 * its schema; a reply that does not fit fails the request (500), so a drift the compiler cannot
 * see (an integer that is a fraction, a value outside its enum) fails a test.
 */
export const checkedReplySerializerCompiler: FastifySerializerCompiler<core.$ZodType> =
  ({ schema, method, url }) =>
  (data) => {
    const result = safeEncode(schema, data);
    if (!result.success)
      throw new Error(`${method} ${url}: the reply does not fit its contract`, {
        cause: result.error,
      });
    return JSON.stringify(data);
  };
