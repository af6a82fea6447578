import { describe, expect, it } from 'vitest';
import { median, pairedSavingInterval, quantile, saving, weakestQuarterMean } from './statistics';

describe('bench statistics', () => {
  it('interpolates quantiles between order statistics', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(quantile([10, 20, 30, 40, 50], 0.25)).toBe(20);
  });

  it('saves a share of the baseline median', () => {
    expect(saving([70, 70, 70], [100, 100, 100])).toBeCloseTo(0.3);
  });

  it('brackets the saving with a paired interval that is zero-wide for a constant ratio', () => {
    const baseline = [100, 200, 300, 400, 500];
    const strategy = baseline.map((q) => q / 2);
    const estimate = pairedSavingInterval(strategy, baseline, 500);
    expect(estimate.value).toBeCloseTo(0.5);
    expect(estimate.low).toBeCloseTo(0.5);
    expect(estimate.high).toBeCloseTo(0.5);
  });

  it('gives an interval around the estimate that straddles zero for noise', () => {
    const baseline = [100, 300, 200, 500, 400, 350, 250, 150];
    const strategy = [300, 100, 500, 200, 150, 400, 250, 350];
    const estimate = pairedSavingInterval(strategy, baseline, 1000);
    expect(estimate.low).toBeLessThan(0);
    expect(estimate.high).toBeGreaterThan(0);
    expect(estimate.low).toBeLessThanOrEqual(estimate.value);
    expect(estimate.high).toBeGreaterThanOrEqual(estimate.value);
  });

  it('takes the weakest quarter as the lowest 24 of 96 students, whatever their order', () => {
    const students = Array.from({ length: 96 }, (_, i) => ((i * 37) % 96) / 100);
    expect(weakestQuarterMean(students)).toBeCloseTo(0.115);
    expect(weakestQuarterMean([0.9, 0.2, 0.8, 0.4, 0.7, 0.6, 0.5, 0.3])).toBeCloseTo(0.25);
  });

  it('keeps at least one student in the weakest quarter, and none of no students', () => {
    expect(weakestQuarterMean([0.7, 0.5])).toBe(0.5);
    expect(weakestQuarterMean([0.6])).toBe(0.6);
    expect(weakestQuarterMean([])).toBeNaN();
  });
});
