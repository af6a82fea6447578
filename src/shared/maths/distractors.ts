import type { MathOperation } from './operations';
import { shuffled, type Rng } from './rng';

/** The facts of a problem that its wrong choices are built from. */
export interface DistractorSource {
  readonly type: MathOperation;
  readonly operand1: number;
  readonly operand2: number;
  readonly correctAnswer: number;
}

/** How many of the likeliest mistakes the two distractors are drawn from, for variety. */
const PLAUSIBLE_POOL_SIZE = 4;

/**
 * Wrong answers a child could really give: off by one, a neighbouring table fact, the wrong
 * operation, a forgotten carry or borrow, swapped digits. They are positive, distinct, never the
 * correct answer, and the same rng gives the same ones. Always returns `count` numbers.
 */
export function plausibleDistractors(source: DistractorSource, rng: Rng, count = 2): number[] {
  const valid = uniqueValid(mistakesFor(source), source.correctAnswer);
  const chosen = shuffled(rng, valid.slice(0, PLAUSIBLE_POOL_SIZE)).slice(0, count);
  for (let step = 1; chosen.length < count; step += 1) {
    for (const candidate of [source.correctAnswer + step, source.correctAnswer - step]) {
      if (chosen.length < count && isUsable(candidate, source.correctAnswer, chosen)) {
        chosen.push(candidate);
      }
    }
  }
  return chosen;
}

/** Candidate mistakes, likeliest first. Some may be invalid; they are filtered afterwards. */
function mistakesFor({ type, operand1: a, operand2: b, correctAnswer: answer }: DistractorSource) {
  switch (type) {
    case 'addition':
      return [sumWithoutCarry(a, b), answer + 1, answer - 1, answer + 10, answer - 10, a - b];
    case 'subtraction':
      return [smallerFromLarger(a, b), answer + 1, answer - 1, a + b, answer + 10, answer - 10];
    case 'multiplication':
      return [a * (b + 1), a * (b - 1), (a + 1) * b, (a - 1) * b, a + b, swapDigits(answer)];
    case 'division':
      return [answer + 1, answer - 1, b, a - b, swapDigits(answer), answer + 2];
  }
}

function uniqueValid(candidates: readonly number[], correctAnswer: number): number[] {
  const result: number[] = [];
  for (const candidate of candidates) {
    if (isUsable(candidate, correctAnswer, result)) result.push(candidate);
  }
  return result;
}

function isUsable(candidate: number, correctAnswer: number, taken: readonly number[]): boolean {
  return (
    Number.isInteger(candidate) &&
    candidate > 0 &&
    candidate !== correctAnswer &&
    !taken.includes(candidate)
  );
}

/** 27 + 15 added digit by digit without carrying: 32 instead of 42. */
function sumWithoutCarry(a: number, b: number): number {
  return digitwise(a, b, (x, y) => (x + y) % 10);
}

/** 42 - 17 where each column takes the smaller digit from the larger: 35 instead of 25. */
function smallerFromLarger(a: number, b: number): number {
  return digitwise(a, b, (x, y) => Math.abs(x - y));
}

function digitwise(a: number, b: number, combine: (x: number, y: number) => number): number {
  let result = 0;
  let place = 1;
  for (let x = a, y = b; x > 0 || y > 0; x = Math.floor(x / 10), y = Math.floor(y / 10)) {
    result += combine(x % 10, y % 10) * place;
    place *= 10;
  }
  return result;
}

/** 36 read back as 63; single digits are left as they are (and then filtered as duplicates). */
function swapDigits(value: number): number {
  return Number(String(value).split('').reverse().join(''));
}
