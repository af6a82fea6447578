import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { requestLanguage } from '#server/i18n';
import { ApiError } from '#server/api-error';
import { rawRefusal, refusalParts } from './client-errors';

/**
 * The HTTP server's options that let Fastify answer what Node would refuse with an empty body:
 * an HTTP/1.1 request without Host reaches refuseRequestsWithoutHost instead.
 */
export const PROTOCOL_SERVER_OPTIONS = { requireHostHeader: false } as const;

/**
 * An HTTP/1.1 request without a Host header (RFC 9112 §3.2) gets 400 `bad_request` in the
 * `{ error }` form, in the request's language, where Node would send an empty 400.
 */
export function refuseRequestsWithoutHost(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    done(
      lacksHost(request.raw)
        ? new ApiError(400, 'bad_request', {}, { connection: 'close' })
        : undefined,
    );
  });
}

/**
 * An HTTP/1.1 request without Host (RFC 9112 §3.2): refused by Fastify's hook above and by the
 * live channel, whose requests never reach Fastify, since Node's own check is off.
 */
export function lacksHost(request: Pick<IncomingMessage, 'headers' | 'httpVersion'>): boolean {
  return request.headers.host === undefined && request.httpVersion === '1.1';
}

/**
 * Answers, in the `{ error }` form with the security headers, what Node's HTTP server would
 * answer with an empty body or not at all: an `Expect` other than 100-continue (417), and an
 * `Upgrade` to anything at a path other than the live channel's (`livePath`), such as h2c, which
 * would otherwise be closed a second later with no reply (400).
 */
export function answerProtocolRefusals(server: Server, livePath: string): void {
  server.on('checkExpectation', (request, response) => {
    const { headers, body } = refusalParts('bad_request', requestLanguage(request.headers));
    response.writeHead(417, headers).end(body);
  });
  server.on('upgrade', (request, socket: Duplex) => {
    if ((request.url ?? '').startsWith(livePath)) return;
    socket.on('error', () => undefined);
    socket.end(rawRefusal(400, 'bad_request', requestLanguage(request.headers)));
  });
}
