import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { levelForRange, tierOf } from './levels';

describe('levelForRange', () => {
  it('allows at most level 3 for ranges up to 10 and without a range', () => {
    expect(levelForRange(1, { min: 1, max: 10 })).toBe(1);
    expect(levelForRange(7, { min: 1, max: 10 })).toBe(3);
    expect(levelForRange(12)).toBe(3);
  });

  it('keeps ranges up to 20 between levels 3 and 5', () => {
    expect(levelForRange(1, { min: 1, max: 20 })).toBe(3);
    expect(levelForRange(4.5, { min: 1, max: 20 })).toBe(4);
    expect(levelForRange(9, { min: 1, max: 20 })).toBe(5);
  });

  it('keeps larger ranges between levels 5 and 8', () => {
    expect(levelForRange(1, { min: 1, max: 100 })).toBe(5);
    expect(levelForRange(20, { min: 1, max: 21 })).toBe(8);
  });

  it('always gives a whole level of at least 1', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -5, max: 40, noNaN: true }),
        fc.integer({ min: 1, max: 100 }),
        (d, max) => {
          const level = levelForRange(d, { min: 1, max });
          expect(Number.isInteger(level)).toBe(true);
          expect(level).toBeGreaterThanOrEqual(1);
        },
      ),
    );
  });
});

describe('tierOf', () => {
  it('groups levels into the six tiers <=2, <=4, <=6, <=10, <=15 and above', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 10, 11, 15, 16, 20].map(tierOf)).toEqual([
      1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6,
    ]);
  });
});
