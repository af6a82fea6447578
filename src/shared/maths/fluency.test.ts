import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FLUENT_MS_PER_TYPED_KEY, digitsOf, fluencyThresholdMs, isFluent } from './fluency';

describe('fluencyThresholdMs', () => {
  it('allows 3 s for a short question and 150 ms more per character beyond five', () => {
    expect(fluencyThresholdMs({ questionLength: 5 })).toBe(3000);
    expect(fluencyThresholdMs({ questionLength: 2 })).toBe(3000);
    expect(fluencyThresholdMs({ questionLength: '7 \u00d7 8 = ?'.length })).toBe(3600);
  });

  it('allows a typed answer one key time per digit and one for the key that sends it', () => {
    expect(FLUENT_MS_PER_TYPED_KEY).toBe(400);
    expect(fluencyThresholdMs({ questionLength: 9, typedDigits: 2 })).toBe(3600 + 3 * 400);
    expect(fluencyThresholdMs({ questionLength: 9, typedDigits: 1 })).toBe(3600 + 2 * 400);
    expect(fluencyThresholdMs({ questionLength: 9, typedDigits: 0 })).toBe(3600);
  });

  it('grows with every digit typed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 8 }), (length, d) => {
        const fewer = fluencyThresholdMs({ questionLength: length, typedDigits: d });
        const more = fluencyThresholdMs({ questionLength: length, typedDigits: d + 1 });
        expect(more).toBeGreaterThan(fewer);
      }),
    );
  });
});

describe('digitsOf', () => {
  it('counts the digits a child types for the answer', () => {
    expect(digitsOf(0)).toBe(1);
    expect(digitsOf(9)).toBe(1);
    expect(digitsOf(56)).toBe(2);
    expect(digitsOf(100)).toBe(3);
  });
});

describe('isFluent', () => {
  it('is fluent up to the threshold and not a millisecond beyond', () => {
    expect(isFluent(3000, { questionLength: 5 })).toBe(true);
    expect(isFluent(3001, { questionLength: 5 })).toBe(false);
    expect(isFluent(3600, { questionLength: 9 })).toBe(true);
    expect(isFluent(4800, { questionLength: 9, typedDigits: 2 })).toBe(true);
    expect(isFluent(4801, { questionLength: 9, typedDigits: 2 })).toBe(false);
  });

  it('is never fluent for a time that is not a number', () => {
    expect(isFluent(Number.NaN, { questionLength: 9 })).toBe(false);
    expect(isFluent(Number.POSITIVE_INFINITY, { questionLength: 9 })).toBe(false);
    expect(isFluent(-5, { questionLength: 9 })).toBe(true);
  });

  it('stays fluent when the answer comes sooner', () => {
    const time = fc.integer({ min: -1000, max: 20_000 });
    fc.assert(
      fc.property(time, time, fc.integer({ min: 0, max: 60 }), (a, b, questionLength) => {
        const [sooner, later] = a <= b ? [a, b] : [b, a];
        if (isFluent(later, { questionLength })) {
          expect(isFluent(sooner, { questionLength })).toBe(true);
        }
      }),
    );
  });

  it('stays fluent when the question is longer', () => {
    const length = fc.integer({ min: 0, max: 60 });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), length, length, (ms, a, b) => {
        const [shorter, longer] = a <= b ? [a, b] : [b, a];
        expect(fluencyThresholdMs({ questionLength: longer })).toBeGreaterThanOrEqual(
          fluencyThresholdMs({ questionLength: shorter }),
        );
        if (isFluent(ms, { questionLength: shorter })) {
          expect(isFluent(ms, { questionLength: longer })).toBe(true);
        }
      }),
    );
  });
});
