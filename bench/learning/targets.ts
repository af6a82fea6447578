import type { Estimate } from './statistics';

/** At least this share fewer questions to all facts fluent than random questions. */
export const SAVING_VS_RANDOM = 0.3;
/** At least this share fewer than each of the Leitner and drill baselines, interval above 0. */
export const SAVING_VS_SYSTEMS = 0.1;
/** The weakest quarter of students right in at least this share of a lesson's questions. */
export const WEAKEST_RIGHT = 0.65;

/** What the targets are judged from, for one app strategy under one model and regime. */
export interface TargetInputs {
  readonly vsRandom: Estimate;
  /** Savings against the Leitner system and the drill. */
  readonly vsSystems: readonly Estimate[];
  /** Mean share still fluent a week after the reading point: the app's, and each system's. */
  readonly retention: number;
  readonly systemsRetention: readonly number[];
  /** The weakest quarter's mean share right (weakestQuarterMean): the app's, and each system's. */
  readonly weakestRight: number;
  readonly systemsWeakestRight: readonly number[];
}

/** One target, whether it is met, and by how much it is missed or met. */
export interface TargetVerdict {
  readonly target: string;
  readonly met: boolean;
  readonly detail: string;
}

const pct = (share: number) => `${(share * 100).toFixed(1)} %`;

/**
 * The targets: ≥ 30 % fewer questions than random to all fluent; ≥ 10 % fewer than both the
 * Leitner system and the drill with the paired interval above zero; one-week retention not below
 * either; the weakest quarter of students right in ≥ 65 % of a lesson's questions on average, and
 * not less often than under either system.
 */
export function judgeTargets(inputs: TargetInputs): TargetVerdict[] {
  const { vsRandom, vsSystems, retention, systemsRetention } = inputs;
  const { weakestRight, systemsWeakestRight } = inputs;
  const weakest = Math.min(...vsSystems.map((estimate) => estimate.value));
  const lowest = Math.min(...vsSystems.map((estimate) => estimate.low));
  const best = Math.max(...systemsRetention);
  const bestWeakestRight = Math.max(...systemsWeakestRight);
  return [
    {
      target: '≥ 30 % fewer questions than random',
      met: vsRandom.value >= SAVING_VS_RANDOM,
      detail: `saves ${pct(vsRandom.value)}`,
    },
    {
      target: '≥ 10 % fewer than Leitner and drill, interval above 0',
      met: weakest >= SAVING_VS_SYSTEMS && lowest > 0,
      detail: `weakest saving ${pct(weakest)}, lowest interval bound ${pct(lowest)}`,
    },
    {
      target: 'week retention not below Leitner or drill',
      met: retention >= best,
      detail: `${pct(retention)} against ${pct(best)}`,
    },
    {
      target: 'weakest quarter right in ≥ 65 % of a lesson',
      met: weakestRight >= WEAKEST_RIGHT,
      detail: pct(weakestRight),
    },
    {
      target: 'weakest quarter right not below Leitner or drill',
      met: weakestRight >= bestWeakestRight,
      detail: `${pct(weakestRight)} against ${pct(bestWeakestRight)}`,
    },
  ];
}
