import { errorBodySchema } from '#shared/contracts/errors';

/** How an error reply reads in the OpenAPI document. */
const errorReply = {
  description: "Refused: a stable error code and a message in the caller's language",
  content: { 'application/json': { schema: errorBodySchema } },
};

/** A route's error replies: each listed 4xx status answers `{ error: { code, message } }`. */
export function errorReplies<Status extends number>(
  ...statuses: readonly Status[]
): Record<Status, typeof errorReply> {
  return Object.fromEntries(statuses.map((status) => [status, errorReply])) as Record<
    Status,
    typeof errorReply
  >;
}

/** What a route with a JSON body may answer before it runs: bad JSON, too large, not JSON. */
export const BODY_ERRORS = [400, 413, 415] as const;

/** What a route behind a bearer token may answer: no token, wrong token, nothing of that id. */
export const TOKEN_ERRORS = [401, 403, 404] as const;
