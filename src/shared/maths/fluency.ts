/** When an answer counts as recall rather than counting: the fluency threshold. */

/** Time allowed for any question, close to the 3 s that fluency programmes such as XtraMath use. */
export const FLUENT_BASE_MS = 3000;

/** Extra time per character of the question beyond FLUENT_FREE_CHARACTERS, for reading it. */
export const FLUENT_MS_PER_EXTRA_CHARACTER = 150;

/** Characters read within the base time. */
export const FLUENT_FREE_CHARACTERS = 5;

/**
 * Extra time per key a typed answer needs: each digit of the answer and the Enter (or OK) that
 * sends it. A child of 7-10 presses about two to three keys a second on a number pad once the
 * answer is known; 400 ms a key keeps a child who knows 56 at once (3.6 s + 3 keys = 4.8 s) from
 * counting as slow for their typing, while counting on fingers still takes longer.
 */
export const FLUENT_MS_PER_TYPED_KEY = 400;

/** How a question is answered, for the time it allows: the answer's digits when typed. */
export interface FluencyQuestion {
  /** Characters of the question as shown, such as 9 for "7 × 8 = ?". */
  readonly questionLength: number;
  /** Digits of the right answer when the child types it; absent or 0 when they tap a choice. */
  readonly typedDigits?: number | undefined;
}

/**
 * The longest response, in milliseconds, that still counts as fluent: FLUENT_BASE_MS plus
 * FLUENT_MS_PER_EXTRA_CHARACTER for every character of the question beyond
 * FLUENT_FREE_CHARACTERS, plus, for a typed answer, FLUENT_MS_PER_TYPED_KEY for each of its
 * digits and the key that sends it. "7 × 8 = ?" allows 3600 ms with choices, 4800 ms typed.
 */
export function fluencyThresholdMs(question: FluencyQuestion): number {
  const { questionLength, typedDigits = 0 } = question;
  const extra = Number.isFinite(questionLength)
    ? Math.max(0, Math.ceil(questionLength) - FLUENT_FREE_CHARACTERS)
    : 0;
  const typedKeys =
    Number.isFinite(typedDigits) && typedDigits > 0 ? Math.ceil(typedDigits) + 1 : 0;
  return (
    FLUENT_BASE_MS + extra * FLUENT_MS_PER_EXTRA_CHARACTER + typedKeys * FLUENT_MS_PER_TYPED_KEY
  );
}

/** The digits a typed answer of `value` needs (1 for 0 to 9, 2 for 10 to 99, ...). */
export function digitsOf(value: number): number {
  return String(Math.abs(Math.trunc(value))).length;
}

/**
 * A question as its fluency is judged: its length, and the digits of its answer when the answer
 * is typed (`answerInput` 'typed'); a choice needs no typing.
 */
export function fluencyQuestionOf(
  stem: string,
  correctAnswer: number,
  answerInput: 'choices' | 'typed' | undefined,
): FluencyQuestion {
  return answerInput === 'typed'
    ? { questionLength: stem.length, typedDigits: digitsOf(correctAnswer) }
    : { questionLength: stem.length };
}

/**
 * Whether an answer came quickly enough to show recall rather than counting: the response time
 * is at most fluencyThresholdMs(question), which grows with the reading a question needs and the
 * keys a typed answer takes. Correctness is judged apart (AnswerOutcome.correct). A non-finite
 * time is never fluent; a negative one (a clock step) counts as zero.
 */
export function isFluent(responseMs: number, question: FluencyQuestion): boolean {
  if (!Number.isFinite(responseMs)) return false;
  return Math.max(0, responseMs) <= fluencyThresholdMs(question);
}
