import { createRng, randomInt } from '../../src/shared/maths/rng';

/** The q-quantile (0 to 1) of the values, linearly interpolated between order statistics. */
export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const position = (sorted.length - 1) * q;
  const below = sorted[Math.floor(position)] ?? 0;
  const above = sorted[Math.ceil(position)] ?? below;
  return below + (above - below) * (position - Math.floor(position));
}

/** The median of the values. */
export function median(values: readonly number[]): number {
  return quantile(values, 0.5);
}

/** The mean of the values; NaN for none. */
export function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** The share of students that make up the weakest quarter. */
export const WEAKEST_SHARE = 0.25;

/**
 * The mean of the lowest quarter of the values: the lowest round(n / 4) of n (24 of 96, at least
 * one), as "the weakest quarter of students" by any per-student figure, such as their share
 * right. NaN for none.
 */
export function weakestQuarterMean(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const count = Math.max(1, Math.round(values.length * WEAKEST_SHARE));
  return mean([...values].sort((a, b) => a - b).slice(0, count));
}

/** The share of questions `strategy` saves against `baseline`: 1 − median(s) / median(b). */
export function saving(strategy: readonly number[], baseline: readonly number[]): number {
  return 1 - median(strategy) / median(baseline);
}

/** A point estimate with its 95 % interval. */
export interface Estimate {
  readonly value: number;
  readonly low: number;
  readonly high: number;
}

/**
 * The saving with a paired bootstrap 95 % percentile interval: `strategy[i]` and `baseline[i]`
 * are the same student (seed), resampled together `resamples` times. Seeded, so reproducible.
 */
export function pairedSavingInterval(
  strategy: readonly number[],
  baseline: readonly number[],
  resamples = 2000,
  seed = 0x0b007,
): Estimate {
  if (strategy.length !== baseline.length) throw new Error('paired lists differ in length');
  const rng = createRng(seed);
  const savings: number[] = [];
  for (let r = 0; r < resamples; r += 1) {
    const picks = strategy.map(() => randomInt(rng, 0, strategy.length - 1));
    savings.push(
      saving(
        picks.map((i) => strategy[i] ?? 0),
        picks.map((i) => baseline[i] ?? 0),
      ),
    );
  }
  return {
    value: saving(strategy, baseline),
    low: quantile(savings, 0.025),
    high: quantile(savings, 0.975),
  };
}
