import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { ERROR_MESSAGES, type ErrorCode } from '#shared/contracts/error-codes';
import type { ErrorBody } from '#shared/contracts/errors';
import { FALLBACK_LANGUAGE, type Language } from '#shared/i18n/languages';
import { translateError } from '#server/i18n';
import { SECURITY_HEADERS } from './security-headers';

/** What Node's error code on a broken request means for the reply. */
function classify(nodeCode: string | undefined): { statusCode: number; code: ErrorCode } {
  if (nodeCode === 'HPE_HEADER_OVERFLOW') return { statusCode: 431, code: 'headers_too_large' };
  if (nodeCode === 'ERR_HTTP_REQUEST_TIMEOUT') return { statusCode: 408, code: 'request_timeout' };
  return { statusCode: 400, code: 'bad_request' };
}

/**
 * The reply, as raw HTTP, to a request Node's HTTP server gave up on before Fastify saw it
 * (headers over 16 KB, a request past its time, bytes that are not HTTP): the usual
 * `{ error: { code, message } }` with the security headers, then the connection is closed.
 * The headers were not read, so the message is in the fallback language.
 */
export function clientErrorResponse(nodeCode: string | undefined): string {
  const { statusCode, code } = classify(nodeCode);
  return rawRefusal(statusCode, code, FALLBACK_LANGUAGE);
}

/**
 * A refusal as raw HTTP for a connection Fastify does not answer: the `{ error }` body in the
 * language, the security headers, and `connection: close`.
 */
export function rawRefusal(statusCode: number, code: ErrorCode, language: Language): string {
  const { headers, body } = refusalParts(code, language);
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${statusCode} ${http.STATUS_CODES[statusCode] ?? ''}\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
}

/** The body and headers of a refusal that Node's own reply object sends. */
export function refusalParts(
  code: ErrorCode,
  language: Language,
): { headers: Record<string, string>; body: string } {
  const message = translateError(language, ERROR_MESSAGES[code]);
  const body = JSON.stringify({ error: { code, message } } satisfies ErrorBody);
  const headers = {
    ...SECURITY_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    'cache-control': 'no-store',
    connection: 'close',
  };
  return { headers, body };
}

/**
 * Fastify's clientErrorHandler (Node's 'clientError' event): answers with clientErrorResponse
 * unless a reply is already under way or the client is gone, then closes the connection.
 */
export function answerClientError(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const replying = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && replying?.headersSent !== true)
    socket.write(clientErrorResponse(error.code));
  this.log.debug({ code: error.code }, 'client error');
  socket.destroy(error);
}
