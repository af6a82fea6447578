/**
 * The limits of an answer's body (POST /api/students/{id}/answers), in a module without zod so
 * that the class page's store of an answer waiting to be sent (valibot) checks the same numbers
 * as the contract (answerBodySchema) without loading zod on the first page.
 */
export const ANSWER_BODY_LIMITS = {
  /** A problem id is a UUID; longer ids are refused before any look-up. */
  problemIdMaxLength: 100,
  /** A problem has at most ten choices. */
  maxChoiceIndex: 9,
  /** A day: a longer time is no measurement (the server clamps what it counts anyway). */
  maxTimeSpentMs: 24 * 60 * 60 * 1000,
} as const;
