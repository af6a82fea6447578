import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Fastify's lines about requests, one per request as it completes, holding the method, the path,
 * the status and the time (never the client's address: the request serializer in app.ts): at
 * `info` when the request was refused or failed (status 400 and up; the error handler logs a
 * failure's error itself), at `error` when writing the reply failed, at `debug` otherwise.
 * Fastify's default writes two lines at `info` for every request, every student's answer among
 * them: on a busy school server they took about a twentieth of the CPU (docs/PERFORMANCE.md) and
 * told an operator nothing to act on.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {
    // The completed request's line names it.
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (reply.statusCode >= 400) reply.log.info(line, 'request completed');
    else reply.log.debug(line, 'request completed');
  }
}
