/** When an answer counts as recall rather than counting: the fluency threshold. */

/** Time allowed for any question, close to the 3 s that fluency programmes such as XtraMath use. */
export const FLUENT_BASE_MS = 3000;

/** Extra time per character of the question beyond FLUENT_FREE_CHARACTERS, for reading it. */
export const FLUENT_MS_PER_EXTRA_CHARACTER = 150;

/** Characters read within the base time. */
export const FLUENT_FREE_CHARACTERS = 5;

/**
 * The longest response, in milliseconds, that still counts as fluent for a question of
 * `questionLength` characters: FLUENT_BASE_MS plus FLUENT_MS_PER_EXTRA_CHARACTER for every
 * character beyond FLUENT_FREE_CHARACTERS. "7 × 8 = ?" (9 characters) allows 3600 ms.
 */
export function fluencyThresholdMs(questionLength: number): number {
  const extra = Number.isFinite(questionLength)
    ? Math.max(0, Math.ceil(questionLength) - FLUENT_FREE_CHARACTERS)
    : 0;
  return FLUENT_BASE_MS + extra * FLUENT_MS_PER_EXTRA_CHARACTER;
}

/**
 * Whether an answer came quickly enough to show recall rather than counting: the response time
 * is at most fluencyThresholdMs(questionLength), which grows with the reading a question needs.
 * Correctness is judged apart (AnswerOutcome.correct). A non-finite time is never fluent; a
 * negative one (a clock step) counts as zero.
 */
export function isFluent(
  responseMs: number,
  question: { readonly questionLength: number },
): boolean {
  if (!Number.isFinite(responseMs)) return false;
  return Math.max(0, responseMs) <= fluencyThresholdMs(question.questionLength);
}
