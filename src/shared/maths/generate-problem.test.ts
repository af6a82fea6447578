import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateProblem, type Problem } from './generate-problem';
import { levelForRange } from './levels';
import { MATH_OPERATIONS } from './operations';
import { createRng } from './rng';

const RUNS = { numRuns: 3000 };

const operation = fc.constantFrom(...MATH_OPERATIONS);
const level = fc.integer({ min: 1, max: 20 });
const range = fc
  .tuple(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: 100 }))
  .map(([a, b]) => ({ min: Math.min(a, b), max: Math.max(a, b) }));
const seed = fc.integer();

function generate(
  op: (typeof MATH_OPERATIONS)[number],
  lvl: number,
  s: number,
  r?: { min: number; max: number },
) {
  return generateProblem(
    r ? { operation: op, level: lvl, range: r } : { operation: op, level: lvl },
    createRng(s),
  );
}

function computed(problem: Problem): number {
  const { operand1: a, operand2: b } = problem;
  switch (problem.type) {
    case 'addition':
      return a + b;
    case 'subtraction':
      return a - b;
    case 'multiplication':
      return a * b;
    case 'division':
      return a / b;
  }
}

describe('generateProblem', () => {
  it('has exactly one correct choice among three unique positive whole numbers', () => {
    fc.assert(
      fc.property(operation, level, range, seed, (op, lvl, r, s) => {
        const problem = generate(op, lvl, s, r);
        const values = problem.choices.map(Number);
        expect(values).toHaveLength(3);
        expect(new Set(values).size).toBe(3);
        expect(values.filter((v) => v === problem.correctAnswer)).toHaveLength(1);
        expect(values[problem.correctIndex]).toBe(problem.correctAnswer);
        for (const [index, v] of values.entries()) {
          expect(Number.isInteger(v)).toBe(true);
          if (index !== problem.correctIndex) expect(v).toBeGreaterThan(0);
        }
      }),
      RUNS,
    );
  });

  it('states a correct answer that the operands really give', () => {
    fc.assert(
      fc.property(operation, level, range, seed, (op, lvl, r, s) => {
        const problem = generate(op, lvl, s, r);
        expect(computed(problem)).toBe(problem.correctAnswer);
        expect(problem.type).toBe(op);
        expect(problem.difficulty).toBe(lvl);
      }),
      RUNS,
    );
  });

  it('divides exactly and never by zero', () => {
    fc.assert(
      fc.property(level, fc.option(range, { nil: undefined }), seed, (lvl, r, s) => {
        const problem = generate('division', lvl, s, r);
        expect(problem.operand2).toBeGreaterThan(0);
        expect(problem.operand1 % problem.operand2).toBe(0);
        expect(Number.isInteger(problem.correctAnswer)).toBe(true);
      }),
      RUNS,
    );
  });

  it('never goes below zero in subtraction, and stays above zero when the range allows', () => {
    fc.assert(
      fc.property(level, range, seed, (lvl, r, s) => {
        const problem = generate('subtraction', lvl, s, r);
        expect(problem.correctAnswer).toBeGreaterThanOrEqual(0);
        if (r.max > r.min) expect(problem.correctAnswer).toBeGreaterThan(0);
      }),
      RUNS,
    );
  });

  it('keeps operands inside the chosen range (divisor and quotient for division)', () => {
    fc.assert(
      fc.property(
        operation,
        range,
        seed,
        fc.integer({ min: 1, max: 20 }),
        (op, r, s, difficulty) => {
          const problem = generate(op, levelForRange(difficulty, r), s, r);
          const inRange =
            op === 'division'
              ? [problem.operand2, problem.correctAnswer]
              : [problem.operand1, problem.operand2];
          for (const value of inRange) {
            expect(value).toBeGreaterThanOrEqual(r.min);
            expect(value).toBeLessThanOrEqual(r.max);
          }
        },
      ),
      RUNS,
    );
  });

  it('asks every fact of the range at every level: the level never narrows the facts', () => {
    for (const lvl of [1, 3, 8]) {
      const facts = new Set(
        fc.sample(seed, 3000).map((s) => {
          const p = generate('multiplication', lvl, s, { min: 1, max: 10 });
          return `${String(Math.min(p.operand1, p.operand2))}x${String(Math.max(p.operand1, p.operand2))}`;
        }),
      );
      expect(facts.size).toBe(55);
    }
  });

  it('asks only the picked tables, for multiplication and mirrored in division', () => {
    const spec = { level: 1, range: { min: 1, max: 10 }, tables: [6, 7, 8] } as const;
    for (const s of fc.sample(seed, 500)) {
      const times = generateProblem({ ...spec, operation: 'multiplication' }, createRng(s));
      expect([6, 7, 8].some((t) => t === times.operand1 || t === times.operand2)).toBe(true);
      const share = generateProblem({ ...spec, operation: 'division' }, createRng(s));
      expect([6, 7, 8]).toContain(share.operand2);
      expect(share.correctAnswer).toBeLessThanOrEqual(10);
    }
  });

  it('gives the same problem for the same seed and different ones for other seeds', () => {
    const first = generate('addition', 3, 42);
    expect(generate('addition', 3, 42)).toEqual(first);
    const stems = new Set(fc.sample(seed, 50).map((s) => generate('addition', 3, s).stem));
    expect(stems.size).toBeGreaterThan(10);
  });

  it('writes the stem with the operation sign', () => {
    const problem = generate('multiplication', 1, 7);
    expect(problem.stem).toBe(`${problem.operand1} \u00d7 ${problem.operand2} = ?`);
  });
});
