import type { FastifyInstance } from 'fastify';
import { ApiError } from '#server/api-error';

/** Control characters (NUL among them): no id or code of ours has one. */
const CONTROL_CHARACTER = /\p{Cc}/u;

/**
 * Answers 404 for a path whose parameters hold control characters, before any route looks them
 * up: no id or code contains one, and the databases would refuse a NUL instead of finding nothing.
 */
export function refuseUnreadablePathParams(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const params = request.params as Record<string, unknown> | undefined;
    const unreadable = Object.values(params ?? {}).some(
      (value) => typeof value === 'string' && CONTROL_CHARACTER.test(value),
    );
    done(unreadable ? new ApiError(404, 'not_found') : undefined);
  });
}
