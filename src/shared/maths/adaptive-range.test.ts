import { describe, expect, it } from 'vitest';
import { WIDEN_AFTER_FLUENT_SHARE, adaptiveRangeFor, fluentShare } from './adaptive-range';
import { enumerateFacts } from './fact-domain';
import { EMPTY_SCHEDULER_STATE, FLUENT_BOX, factKey, type SchedulerState } from './fact-scheduler';
import { DEFAULT_RANGE, type NumberRange } from './levels';

const multiplication = { operation: 'multiplication' } as const;

/** A state with the given share of the range's multiplication facts fluent (the first ones). */
function fluentIn(range: NumberRange, share: number): SchedulerState {
  const keys = [
    ...new Set(
      (enumerateFacts({ operation: 'multiplication', level: 1, range }, 500) ?? []).map(factKey),
    ),
  ];
  const fluent = keys.slice(0, Math.ceil(keys.length * share));
  const facts = Object.fromEntries(
    fluent.map((key, index) => [key, { box: FLUENT_BOX, lastAskedIndex: index }]),
  );
  return { ...EMPTY_SCHEDULER_STATE, facts };
}

describe('the range of solo Adaptive practice', () => {
  it('stays at 1-10 at any difficulty until every fact of 1-10 is fluent', () => {
    expect(adaptiveRangeFor(1, EMPTY_SCHEDULER_STATE, multiplication)).toEqual(DEFAULT_RANGE);
    expect(adaptiveRangeFor(9, EMPTY_SCHEDULER_STATE, multiplication)).toEqual(DEFAULT_RANGE);
    const almost = fluentIn(DEFAULT_RANGE, 0.98); // 54 of the 55 facts
    expect(adaptiveRangeFor(5, almost, multiplication)).toEqual(DEFAULT_RANGE);
  });

  it('widens to 1-20 from difficulty 4 once 1-10 is fluent, and not before difficulty 4', () => {
    const fluent = fluentIn(DEFAULT_RANGE, WIDEN_AFTER_FLUENT_SHARE);
    expect(adaptiveRangeFor(3, fluent, multiplication)).toEqual(DEFAULT_RANGE);
    expect(adaptiveRangeFor(4, fluent, multiplication)).toEqual({ min: 1, max: 20 });
    // 1-100 waits for 1-20 to be fluent in turn.
    expect(adaptiveRangeFor(8, fluent, multiplication)).toEqual({ min: 1, max: 20 });
  });

  it('widens to 1-100 from difficulty 7 once 1-20 is fluent too', () => {
    const wide = fluentIn({ min: 1, max: 20 }, 1);
    expect(adaptiveRangeFor(7, wide, multiplication)).toEqual({ min: 1, max: 100 });
    expect(adaptiveRangeFor(6, wide, multiplication)).toEqual({ min: 1, max: 20 });
  });

  it('counts each fact once, 7 × 8 and 8 × 7 together', () => {
    expect(fluentShare(fluentIn(DEFAULT_RANGE, 0.5), multiplication, DEFAULT_RANGE)).toBeCloseTo(
      28 / 55,
    );
  });
});
