import { describe, expect, it } from 'vitest';
import { leastDistractorGap, plausibleDistractors } from './distractors';
import { GAME_RULES, GAMES, gameQuestion } from './games';
import { problemForFact } from './generate-problem';
import { MATH_OPERATIONS } from './operations';
import { createRng, randomInt } from './rng';

/** The answer's place among the choices by size: 0 when it is the smallest. */
function rankOf(answer: number, choices: readonly number[]): number {
  return choices.filter((choice) => choice < answer).length;
}

/** The share of the tries that put the answer at each place by size. */
function rankShares(tries: number, rankOfTry: (seed: number) => number, places: number): number[] {
  const counts = Array.from({ length: places }, () => 0);
  for (let seed = 0; seed < tries; seed += 1) {
    const rank = rankOfTry(seed);
    counts[rank] = (counts[rank] ?? 0) + 1;
  }
  return counts.map((count) => count / tries);
}

function allDistractors(source: Parameters<typeof plausibleDistractors>[0]): Set<number> {
  const seen = new Set<number>();
  for (let seed = 0; seed < 200; seed += 1) {
    for (const value of plausibleDistractors(source, createRng(seed))) seen.add(value);
  }
  return seen;
}

describe('plausibleDistractors', () => {
  it('offers the forgotten carry in addition (27 + 15 answered as 32)', () => {
    expect(
      allDistractors({ type: 'addition', operand1: 27, operand2: 15, correctAnswer: 42 }),
    ).toContain(32);
  });

  it('offers smaller-from-larger in subtraction (42 - 17 answered as 35)', () => {
    expect(
      allDistractors({ type: 'subtraction', operand1: 42, operand2: 17, correctAnswer: 25 }),
    ).toContain(35);
  });

  it('offers neighbouring table facts in multiplication (7 x 8 answered as 49 or 64)', () => {
    const seen = allDistractors({
      type: 'multiplication',
      operand1: 7,
      operand2: 8,
      correctAnswer: 56,
    });
    expect(seen).toContain(64);
    expect(seen).toContain(49);
    for (const value of seen) expect([63, 48, 64, 49, 15, 65]).toContain(value);
  });

  it('offers neighbouring quotients in division', () => {
    const seen = allDistractors({ type: 'division', operand1: 56, operand2: 8, correctAnswer: 7 });
    expect(seen).toContain(6);
    expect(seen).toContain(8);
  });

  it('falls back to nearby positive numbers when the likely mistakes are not usable', () => {
    const values = plausibleDistractors(
      { type: 'division', operand1: 1, operand2: 1, correctAnswer: 1 },
      createRng(1),
    );
    expect(values).toHaveLength(2);
    expect(new Set(values).size).toBe(2);
    for (const value of values) {
      expect(value).toBeGreaterThan(0);
      expect(value).not.toBe(1);
    }
  });

  it('puts the answer about as often smallest, in the middle and largest, in practice and in games', () => {
    for (const level of [1, 2, 3])
      for (const operation of MATH_OPERATIONS) {
        const shares = rankShares(
          3000,
          (seed) => {
            const rng = createRng(seed);
            const [a, b] = [randomInt(rng, 1, 10), randomInt(rng, 1, 10)];
            const fact =
              operation === 'division'
                ? { operation, operand1: a * b, operand2: b }
                : operation === 'subtraction'
                  ? { operation, operand1: Math.max(a, b) + 1, operand2: Math.min(a, b) }
                  : { operation, operand1: a, operand2: b };
            const problem = problemForFact(fact, level, rng);
            return rankOf(problem.correctAnswer, problem.choices.map(Number));
          },
          3,
        );
        const context = `${operation} at level ${String(level)}: ${shares.join(', ')}`;
        for (const share of shares) expect(share, context).toBeGreaterThan(0.22);
        for (const share of shares) expect(share, context).toBeLessThan(0.45);
      }
    for (const { id } of GAMES.filter((game) => game.id !== 'number-match'))
      // From level 4 on: at the first levels most answers are 1 or 2, with no room below them.
      for (const level of [4, 8]) {
        const shares = rankShares(
          2000,
          (seed) => {
            const question = gameQuestion(id, level, createRng(seed));
            return rankOf(question.answer, question.choices);
          },
          GAME_RULES.choices,
        );
        for (const share of shares)
          expect(share, `${id} ${String(level)}: ${shares.join(', ')}`).toBeGreaterThan(0.12);
      }
  });

  it('keeps wrong choices further from the answer at the first two levels where there is room, and closest from 3', () => {
    expect([1, 2, 3, 8].map(leastDistractorGap)).toEqual([3, 2, 1, 1]);
    for (const level of [1, 2, 3]) {
      let closest = Number.POSITIVE_INFINITY;
      for (let seed = 0; seed < 500; seed += 1) {
        const rng = createRng(seed);
        const operation = MATH_OPERATIONS[seed % MATH_OPERATIONS.length] ?? 'addition';
        const [a, b] = [randomInt(rng, 1, 10), randomInt(rng, 1, 10)];
        const fact =
          operation === 'division'
            ? { operation, operand1: a * b, operand2: b }
            : { operation, operand1: a + b, operand2: operation === 'subtraction' ? b : a };
        const problem = problemForFact(fact, level, rng);
        const wrong = problem.choices
          .map(Number)
          .filter((choice) => choice !== problem.correctAnswer);
        expect(wrong).toHaveLength(2);
        // Below an answer too small for the gap, the place of the answer wins (see the test above).
        const roomBelow = problem.correctAnswer - 2 >= leastDistractorGap(level);
        for (const choice of wrong)
          if (roomBelow || choice > problem.correctAnswer)
            closest = Math.min(closest, Math.abs(choice - problem.correctAnswer));
      }
      expect(closest, `level ${String(level)}`).toBe(leastDistractorGap(level));
    }
  });
});
