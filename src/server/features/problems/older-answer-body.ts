import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

/**
 * A page loaded before the answer's time was named `timeSpentMs` sends it as `timeSpent`. Taken
 * as `timeSpentMs` before validation (a preValidation hook), so a lesson that goes on during an
 * upgrade loses no answer; a page that reloads sends the new name.
 */
export function acceptOlderAnswerBody(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  const body = request.body;
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    const fields = body as Record<string, unknown>;
    if ('timeSpent' in fields && !('timeSpentMs' in fields)) {
      const { timeSpent, ...rest } = fields;
      request.body = { ...rest, timeSpentMs: timeSpent };
    }
  }
  done();
}
