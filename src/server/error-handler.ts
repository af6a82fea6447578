import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody, ErrorKey } from '#shared/contracts/errors';
import { ApiError } from './api-error';
import { requestLanguage, translateError } from './i18n';

/**
 * Every error leaves as `{ error }` in the caller's language with a fitting status. Expected
 * failures keep their 4xx; anything else is logged and answered 500 without details or stack.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    const { statusCode, key } = classify(error);
    if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
    if (error instanceof ApiError) void reply.headers(error.headers);
    return sendError(
      request,
      reply,
      statusCode,
      key,
      error instanceof ApiError ? error.values : undefined,
    );
  });
}

/**
 * Errors Fastify's router raises before any route runs (a malformed URL, a path parameter over
 * the length limit) leave in the same `{ error }` shape.
 */
export function frameworkErrorReply(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const statusCode = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  void sendError(request, reply, statusCode, 'errors.badRequest');
}

/** Sends `{ error }` with the translated message for the key. */
export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  statusCode: number,
  key: ErrorKey,
  values?: Readonly<Record<string, string | number>>,
) {
  const body: ErrorBody = { error: translateError(requestLanguage(request.headers), key, values) };
  return reply.status(statusCode).type('application/json; charset=utf-8').send(body);
}

function classify(error: FastifyError | ApiError): { statusCode: number; key: ErrorKey } {
  if (error instanceof ApiError) return { statusCode: error.statusCode, key: error.messageKey };
  const statusCode = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (error.validation !== undefined || error.name === 'ZodError')
    return { statusCode: 400, key: 'errors.badRequest' };
  if (statusCode === 404) return { statusCode, key: 'errors.notFound' };
  if (statusCode === 413) return { statusCode, key: 'errors.payloadTooLarge' };
  if (statusCode === 415) return { statusCode, key: 'errors.unsupportedMediaType' };
  if (statusCode === 429) return { statusCode, key: 'errors.tooManyRequests' };
  if (statusCode >= 400 && statusCode < 500) return { statusCode, key: 'errors.badRequest' };
  return { statusCode: 500, key: 'errors.internal' };
}
