/**
 * How a child gives an answer: by tapping one of three choices, or by typing the number, which
 * asks for recall rather than recognition (a guess among three is right one time in three).
 */
export const ANSWER_INPUTS = ['choices', 'typed'] as const;

/** One of ANSWER_INPUTS. */
export type AnswerInput = (typeof ANSWER_INPUTS)[number];

/** The largest number a child can type as an answer: six digits, beyond any answer the app asks. */
export const MAX_TYPED_ANSWER = 999_999;

/** True when the value names one of ANSWER_INPUTS (for stored and routed data). */
export function isAnswerInput(value: unknown): value is AnswerInput {
  return typeof value === 'string' && (ANSWER_INPUTS as readonly string[]).includes(value);
}
