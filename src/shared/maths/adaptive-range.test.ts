import { describe, expect, it } from 'vitest';
import {
  WIDEN_AFTER_KEPT_SHARE,
  WIDEN_FROM_BOX,
  adaptiveRangeFor,
  keptShare,
} from './adaptive-range';
import { enumerateFacts } from './fact-domain';
import { EMPTY_SCHEDULER_STATE, FLUENT_BOX, factKey, type SchedulerState } from './fact-scheduler';
import { DEFAULT_RANGE, type NumberRange } from './levels';

const multiplication = { operation: 'multiplication' } as const;

/**
 * A state with the given share of the range's multiplication facts (the first ones) in `box`:
 * kept (WIDEN_FROM_BOX) unless told.
 */
function keptIn(range: NumberRange, share: number, box = WIDEN_FROM_BOX): SchedulerState {
  const keys = [
    ...new Set(
      (enumerateFacts({ operation: 'multiplication', level: 1, range }, 500) ?? []).map(factKey),
    ),
  ];
  const chosen = keys.slice(0, Math.ceil(keys.length * share));
  const facts = Object.fromEntries(
    chosen.map((key, index) => [key, { box, lastAskedIndex: index }]),
  );
  return { ...EMPTY_SCHEDULER_STATE, facts };
}

describe('the range of solo Adaptive practice', () => {
  it('stays at 1-10 at any difficulty until every fact of 1-10 is kept', () => {
    expect(adaptiveRangeFor(1, EMPTY_SCHEDULER_STATE, multiplication)).toEqual(DEFAULT_RANGE);
    expect(adaptiveRangeFor(9, EMPTY_SCHEDULER_STATE, multiplication)).toEqual(DEFAULT_RANGE);
    const almost = keptIn(DEFAULT_RANGE, 0.98); // 54 of the 55 facts
    expect(adaptiveRangeFor(5, almost, multiplication)).toEqual(DEFAULT_RANGE);
  });

  it('does not widen while the facts of 1-10 are fluent but not yet kept over a rest', () => {
    expect(WIDEN_FROM_BOX).toBeGreaterThan(FLUENT_BOX);
    const fluent = keptIn(DEFAULT_RANGE, 1, FLUENT_BOX);
    expect(adaptiveRangeFor(9, fluent, multiplication)).toEqual(DEFAULT_RANGE);
    const kept = keptIn(DEFAULT_RANGE, 1);
    expect(adaptiveRangeFor(9, kept, multiplication)).toEqual({ min: 1, max: 20 });
  });

  it('widens to 1-20 from difficulty 4 once 1-10 is kept, and not before difficulty 4', () => {
    const kept = keptIn(DEFAULT_RANGE, WIDEN_AFTER_KEPT_SHARE);
    expect(adaptiveRangeFor(3, kept, multiplication)).toEqual(DEFAULT_RANGE);
    expect(adaptiveRangeFor(4, kept, multiplication)).toEqual({ min: 1, max: 20 });
    // 1-100 waits for 1-20 to be kept in turn.
    expect(adaptiveRangeFor(8, kept, multiplication)).toEqual({ min: 1, max: 20 });
  });

  it('widens to 1-100 from difficulty 7 once 1-20 is kept too', () => {
    const wide = keptIn({ min: 1, max: 20 }, 1);
    expect(adaptiveRangeFor(7, wide, multiplication)).toEqual({ min: 1, max: 100 });
    expect(adaptiveRangeFor(6, wide, multiplication)).toEqual({ min: 1, max: 20 });
  });

  it('counts each fact once, 7 × 8 and 8 × 7 together', () => {
    expect(keptShare(keptIn(DEFAULT_RANGE, 0.5), multiplication, DEFAULT_RANGE)).toBeCloseTo(
      28 / 55,
    );
  });
});
