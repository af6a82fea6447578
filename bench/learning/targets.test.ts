import { describe, expect, it } from 'vitest';
import { judgeTargets, type TargetInputs } from './targets';

const estimate = (value: number) => ({ value, low: value - 0.05, high: value + 0.05 });
const MET: TargetInputs = {
  vsRandom: estimate(0.5),
  vsSystems: [estimate(0.2), estimate(0.3)],
  retention: 0.5,
  systemsRetention: [0.4, 0.3],
  weakestRight: 0.7,
  systemsWeakestRight: [0.66, 0.69],
};

const unmet = (inputs: TargetInputs) =>
  judgeTargets(inputs)
    .filter((verdict) => !verdict.met)
    .map((verdict) => verdict.target);

describe('the targets', () => {
  it('are all met by an app ahead on every count', () => {
    expect(unmet(MET)).toEqual([]);
  });

  it('want the weakest quarter right in at least 65 % of a lesson', () => {
    expect(unmet({ ...MET, weakestRight: 0.64, systemsWeakestRight: [0.5, 0.6] })).toEqual([
      'weakest quarter right in ≥ 65 % of a lesson',
    ]);
  });

  it('want the weakest quarter right no less often than under the Leitner system or the drill', () => {
    expect(unmet({ ...MET, systemsWeakestRight: [0.66, 0.71] })).toEqual([
      'weakest quarter right not below Leitner or drill',
    ]);
  });
});
