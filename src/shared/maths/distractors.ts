import type { MathOperation } from './operations';
import { randomInt, shuffled, type Rng } from './rng';

/** The facts of a problem that its wrong choices are built from. */
export interface DistractorSource {
  readonly type: MathOperation;
  readonly operand1: number;
  readonly operand2: number;
  readonly correctAnswer: number;
}

/** How many of the likeliest mistakes on each side of the answer the distractors come from. */
const PLAUSIBLE_POOL_SIZE = 4;

/**
 * The least distance of a wrong choice from the answer, by problem level: at levels 1 and 2 (a
 * beginner, and where Adaptive practice starts) the wrong choices stand 3 and 2 away, so that
 * telling them apart takes knowing the fact roughly; from level 3 on, the likeliest mistakes
 * stand as they are, one away included.
 */
export function leastDistractorGap(level: number): number {
  if (level < 2) return 3;
  if (level < 3) return 2;
  return 1;
}

/**
 * Wrong answers a child could really give: off by one, a neighbouring table fact, the wrong
 * operation, a forgotten carry or borrow, swapped digits, none closer to the answer than the
 * level allows (leastDistractorGap; the closest by default), except below an answer too small to
 * leave that room. They are positive, distinct, never the correct answer, and the same rng gives
 * the same ones. Always returns `count` numbers.
 *
 * How many of them are below the answer is drawn evenly from 0 to `count` (fewer only where
 * there are not enough positive numbers below it), so that the answer is as often the smallest,
 * a middle or the largest choice: most likely mistakes sit just above or below the answer, and
 * a child who learnt to tap the middle number would otherwise score without the maths.
 */
export function plausibleDistractors(
  source: DistractorSource,
  rng: Rng,
  count = 2,
  level = Number.POSITIVE_INFINITY,
): number[] {
  const answer = source.correctAnswer;
  const gap = leastDistractorGap(level);
  // Below a small answer the level's gap leaves no room (1, 2 and 3 at level 1): there the place
  // of the answer wins, and the wrong choices below it may come closer.
  const gapBelow = answer - count >= gap ? gap : 1;
  const mistakes = uniqueValid(mistakesFor(source), answer);
  const belowCount = Math.min(randomInt(rng, 0, count), Math.max(0, answer - gapBelow));
  const below = pickNearby(
    rng,
    mistakes.filter((value) => value <= answer - gapBelow),
    belowCount,
    (step) => answer - (gapBelow - 1) - step,
  );
  const above = pickNearby(
    rng,
    mistakes.filter((value) => value >= answer + gap),
    count - below.length,
    (step) => answer + (gap - 1) + step,
  );
  return [...below, ...above];
}

/**
 * `count` numbers drawn from the likeliest PLAUSIBLE_POOL_SIZE of `mistakes`, then `nearby(1)`,
 * `nearby(2)`... where those run out, skipping any that are not positive or already taken.
 */
function pickNearby(
  rng: Rng,
  mistakes: readonly number[],
  count: number,
  nearby: (step: number) => number,
): number[] {
  const chosen = shuffled(rng, mistakes.slice(0, PLAUSIBLE_POOL_SIZE)).slice(0, count);
  for (let step = 1; chosen.length < count; step += 1) {
    const candidate = nearby(step);
    if (candidate <= 0) break;
    if (!chosen.includes(candidate)) chosen.push(candidate);
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
