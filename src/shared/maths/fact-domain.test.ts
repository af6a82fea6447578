import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawFact, enumerateFacts, isFactInRange, factKeysOfOperations } from './fact-domain';
import { MATH_OPERATIONS } from './operations';
import { createRng } from './rng';

const spec = fc.record({
  operation: fc.constantFrom(...MATH_OPERATIONS),
  level: fc.integer({ min: 1, max: 20 }),
  range: fc.option(
    fc
      .tuple(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: 100 }))
      .map(([a, b]) => ({ min: Math.min(a, b), max: Math.max(a, b) })),
    { nil: undefined },
  ),
});

const asText = (fact: { operand1: number; operand2: number }) =>
  `${fact.operand1},${fact.operand2}`;

describe('the facts of a spec', () => {
  it('lists every fact a draw can give, and a draw gives only listed facts', () => {
    fc.assert(
      fc.property(spec, fc.integer(), (s, seed) => {
        const listed = enumerateFacts(s, 100_000);
        if (listed === undefined) return;
        const known = new Set(listed.map(asText));
        const rng = createRng(seed);
        for (let i = 0; i < 50; i += 1) expect(known.has(asText(drawFact(s, rng)))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('holds every listed and every drawn fact in the spec, whatever the level', () => {
    fc.assert(
      fc.property(spec, fc.integer(), (s, seed) => {
        fc.pre(s.range !== undefined && s.range.max > s.range.min);
        for (const fact of enumerateFacts(s, 3000) ?? []) expect(isFactInRange(fact, s)).toBe(true);
        expect(isFactInRange(drawFact(s, createRng(seed)), s)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('lists a spec exactly when its facts fit the limit, and every range up to 1-20 fits 500', () => {
    const withTables = fc.record({
      operation: fc.constantFrom(...MATH_OPERATIONS),
      level: fc.constant(1),
      range: fc
        .tuple(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 30 }))
        .map(([a, b]) => ({ min: Math.min(a, b), max: Math.max(a, b) })),
      tables: fc.option(fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { maxLength: 12 }), {
        nil: undefined,
      }),
    });
    fc.assert(
      fc.property(withTables, (s) => {
        const count = enumerateFacts(s, Number.POSITIVE_INFINITY)?.length ?? 0;
        expect(enumerateFacts(s, count)).toHaveLength(count);
        expect(enumerateFacts(s, count - 1)).toBeUndefined();
      }),
      { numRuns: 300 },
    );
    for (const operation of MATH_OPERATIONS) {
      const twenty = { operation, level: 1, range: { min: 1, max: 20 } };
      expect(enumerateFacts(twenty, 500), operation).toBeDefined();
      expect(
        enumerateFacts({ ...twenty, tables: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] }, 500),
      ).toBeDefined();
    }
  });

  it('lists nothing when a spec has more facts than the limit', () => {
    const wide = { operation: 'addition', level: 20, range: { min: 1, max: 100 } } as const;
    expect(enumerateFacts(wide, 2000)).toBeUndefined();
    expect(
      enumerateFacts({ operation: 'addition', level: 3, range: { min: 1, max: 10 } }, 99),
    ).toBe(undefined);
  });

  it('lists the hundred facts of 1-10 × 1-10 in both orders for multiplication', () => {
    const facts = enumerateFacts(
      { operation: 'multiplication', level: 1, range: { min: 1, max: 10 } },
      2000,
    );
    expect(facts).toContainEqual({ operation: 'multiplication', operand1: 10, operand2: 7 });
    expect(facts).toContainEqual({ operation: 'multiplication', operand1: 7, operand2: 10 });
  });

  it('refuses a fact of another operation or outside the range', () => {
    const s = { operation: 'division', level: 1, range: { min: 1, max: 10 } } as const;
    expect(isFactInRange({ operation: 'division', operand1: 56, operand2: 8 }, s)).toBe(true);
    expect(isFactInRange({ operation: 'division', operand1: 57, operand2: 8 }, s)).toBe(false);
    expect(isFactInRange({ operation: 'division', operand1: 240, operand2: 8 }, s)).toBe(false);
    expect(isFactInRange({ operation: 'multiplication', operand1: 7, operand2: 8 }, s)).toBe(false);
    const minus = { operation: 'subtraction', level: 1, range: { min: 1, max: 10 } } as const;
    expect(isFactInRange({ operation: 'subtraction', operand1: 4, operand2: 4 }, minus)).toBe(
      false,
    );
  });
});

describe('factKeysOfOperations', () => {
  it("gives every fact of a lesson's operations once: ranges, and picked tables", () => {
    const keys = factKeysOfOperations([
      { type: 'multiplication', numberRange: { min: 1, max: 10 }, tables: [6, 7] },
      { type: 'addition', numberRange: { min: 1, max: 3 } },
    ]);
    expect(keys.has('multiplication:6:9')).toBe(true);
    expect(keys.has('multiplication:7:7')).toBe(true);
    expect(keys.has('multiplication:3:4')).toBe(false);
    expect(keys.has('addition:1:3')).toBe(true);
    // 6 and 7 times 1-10, both orders as one key, 6 × 7 counted once; then 1-3 plus 1-3.
    expect(keys.size).toBe(19 + 6);
  });
});
