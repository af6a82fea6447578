import type { FastifyRequest } from 'fastify';

/**
 * Route options for a route that checks its token before its body: the contract's refusal is
 * kept on the request instead of answered at once, and the handler throws it with
 * `refuseInvalidRequest` once the token passed, so a refused token outranks a refused body.
 */
export const TOKEN_BEFORE_BODY = { attachValidation: true } as const;

/** Throws the contract's refusal that `TOKEN_BEFORE_BODY` kept on the request, if any. */
export function refuseInvalidRequest(request: FastifyRequest): void {
  if (request.validationError !== undefined) throw request.validationError;
}

/**
 * Throws the refusal `TOKEN_BEFORE_BODY` kept on the request when it is the path parameters'
 * (checked before the body): a route that answers a malformed id before its token calls it first.
 */
export function refuseInvalidParams(request: FastifyRequest): void {
  if (request.validationError?.validationContext === 'params') throw request.validationError;
}
