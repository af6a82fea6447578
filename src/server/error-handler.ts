import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_MESSAGES, type ErrorCode } from '#shared/contracts/error-codes';
import type { ErrorBody } from '#shared/contracts/errors';
import { ApiError } from './api-error';
import { setSecurityHeaders } from './http/security-headers';
import { requestLanguage, translateError } from './i18n';

/**
 * Every error leaves as `{ error: { code, message } }`, the message in the caller's language,
 * with a fitting status. Expected failures keep their 4xx; anything else is logged and answered
 * 500 without details or stack. A limit's refusal (429) leaves `refusalDelayMs` after its request
 * (at most its Retry-After), so a client that asks again at once cannot ask faster than that.
 */
export function installErrorHandler(app: FastifyInstance, refusalDelayMs: number): void {
  app.setErrorHandler(async (error: FastifyError | ApiError, request, reply) => {
    const { statusCode, code } = classify(error);
    if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
    if (error instanceof ApiError) void reply.headers(error.headers);
    if (statusCode === 429) await delay(refusalDelayOf(error, refusalDelayMs));
    return sendError(
      request,
      reply,
      statusCode,
      code,
      error instanceof ApiError ? error.values : undefined,
    );
  });
}

/**
 * Errors Fastify's router raises before any route runs (a malformed URL, a path parameter over
 * the length limit) leave in the same `{ error: { code, message } }` shape, with the security
 * headers, which the onRequest hook has not set yet.
 */
export function frameworkErrorReply(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const statusCode = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  setSecurityHeaders(request, reply);
  void sendError(request, reply, statusCode, 'bad_request');
}

/** Sends `{ error: { code, message } }` with the code's message in the caller's language. */
export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  statusCode: number,
  code: ErrorCode,
  values?: Readonly<Record<string, string | number>>,
) {
  const language = requestLanguage(request.headers);
  const message = translateError(language, ERROR_MESSAGES[code], values);
  const body: ErrorBody = { error: { code, message } };
  return reply.status(statusCode).type('application/json; charset=utf-8').send(body);
}

/** The refusal's delay: `delayMs`, at most the Retry-After it names. */
function refusalDelayOf(error: FastifyError | ApiError, delayMs: number): number {
  const retryAfterSeconds = Number(
    error instanceof ApiError ? error.headers['retry-after'] : undefined,
  );
  return Number.isFinite(retryAfterSeconds) ? Math.min(delayMs, retryAfterSeconds * 1000) : delayMs;
}

function classify(error: FastifyError | ApiError): { statusCode: number; code: ErrorCode } {
  if (error instanceof ApiError) return { statusCode: error.statusCode, code: error.code };
  const statusCode = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (error.validation !== undefined || error.name === 'ZodError')
    return { statusCode: 400, code: 'bad_request' };
  if (statusCode === 404) return { statusCode, code: 'not_found' };
  if (statusCode === 413) return { statusCode, code: 'payload_too_large' };
  if (statusCode === 415) return { statusCode, code: 'unsupported_media_type' };
  if (statusCode >= 400 && statusCode < 500) return { statusCode, code: 'bad_request' };
  return { statusCode: 500, code: 'internal_error' };
}
