/**
 * The order in which a student meets the facts of a range: easy tables and small numbers first.
 * Pure; fact-domain.ts lists the facts in it, and the placement (placement.ts) reads its tiers.
 */
import type { Fact } from './fact-scheduler';

/**
 * How early a student meets a fact, 1 (first) to 5: the tiers the levels name. Times tables 1, 2, 5
 * and 10 first, then 3, 4 and 6, then 7, 8 and 9, then 11 and 12 (a fact belongs to its easier
 * table: 7 × 2 is in the 2 table); additions and subtractions by their largest number (up to 5,
 * 10, 20, 50, more).
 */
export function introductionTier(candidate: Fact): number {
  const { operation, operand1: a, operand2: b } = candidate;
  switch (operation) {
    case 'addition':
      return sizeTier(Math.max(a, b));
    case 'subtraction':
      return sizeTier(a);
    case 'multiplication':
      return Math.min(tableTier(a), tableTier(b));
    case 'division':
      return Math.min(tableTier(b), tableTier(a / b));
  }
}

/** The facts sorted by introductionTier, then by the size of the answer; stable otherwise. */
export function introductionOrder(facts: readonly Fact[]): Fact[] {
  const keyed = facts.map((candidate, index) => ({
    candidate,
    index,
    tier: introductionTier(candidate),
    size: answerSize(candidate),
  }));
  keyed.sort((x, y) => x.tier - y.tier || x.size - y.size || x.index - y.index);
  return keyed.map((entry) => entry.candidate);
}

function tableTier(n: number): number {
  if ([1, 2, 5, 10].includes(n)) return 1;
  if ([3, 4, 6].includes(n)) return 2;
  if ([7, 8, 9].includes(n)) return 3;
  if (n <= 12) return 4;
  return 5;
}

function sizeTier(n: number): number {
  if (n <= 5) return 1;
  if (n <= 10) return 2;
  if (n <= 20) return 3;
  if (n <= 50) return 4;
  return 5;
}

function answerSize({ operation, operand1: a, operand2: b }: Fact): number {
  switch (operation) {
    case 'addition':
      return a + b;
    case 'subtraction':
      return a;
    case 'multiplication':
      return a * b;
    case 'division':
      return a;
  }
}
