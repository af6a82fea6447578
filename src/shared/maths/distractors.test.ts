import { describe, expect, it } from 'vitest';
import { plausibleDistractors } from './distractors';
import { createRng } from './rng';

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
});
