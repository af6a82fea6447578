import type { AnswerInput } from '../../src/shared/maths/answer-input';
import type { Rng } from '../../src/shared/maths/rng';
import { standardNormals } from './learner';

/**
 * A child's time per key on a number pad once the answer is known, the median: this bench's own
 * figure for children of 7-10, about three keys a second, slower than an adult's.
 */
export const TYPING_MS_PER_KEY = 350;

/** Spread of the log of one key's time (log-normal, one draw per key). */
export const TYPING_SPREAD = 0.25;

/**
 * Keys whose times every answer draws, typed or not, used or not: enough for an answer of three
 * digits and the Enter that sends it (10 × 10 = 100), so that every answer draws the same count
 * of numbers from the student's rng whatever the input and the answer.
 */
export const TYPING_KEYS_DRAWN = 4;

/** The keys a typed answer takes: each digit of the answer and the Enter that sends it. */
export function typedKeys(answerDigits: number): number {
  return answerDigits + 1;
}

/**
 * The time the child spends typing an answer of `answerDigits` digits, in ms: the sum of one
 * log-normal draw per key; 0 when they tap a choice. Always takes TYPING_KEYS_DRAWN uniform
 * numbers from the rng, in either input, for any answer.
 */
export function drawTypingMs(rng: Rng, input: AnswerInput, answerDigits: number): number {
  const keys = typedKeys(answerDigits);
  if (keys > TYPING_KEYS_DRAWN) throw new Error(`an answer of ${String(keys)} keys is too long`);
  const normals: number[] = [];
  for (let i = 0; i < TYPING_KEYS_DRAWN; i += 2) normals.push(...standardNormals(rng(), rng()));
  if (input === 'choices') return 0;
  return normals
    .slice(0, keys)
    .reduce((sum, normal) => sum + TYPING_MS_PER_KEY * Math.exp(TYPING_SPREAD * normal), 0);
}

/**
 * The expected time of typing an answer of `answerDigits` digits (0 for choices): the mean of
 * drawTypingMs, the keys times the log-normal's mean, TYPING_MS_PER_KEY · e^(σ² / 2).
 */
export function expectedTypingMs(input: AnswerInput, answerDigits: number): number {
  if (input === 'choices') return 0;
  return typedKeys(answerDigits) * TYPING_MS_PER_KEY * Math.exp(TYPING_SPREAD ** 2 / 2);
}
