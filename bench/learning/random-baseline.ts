import { factKey } from '../../src/shared/maths/fact-scheduler';
import { pickOne } from '../../src/shared/maths/rng';
import { TIMES_TABLE_FACTS, questionText } from './facts';
import type { Strategy } from './strategy';

/**
 * Baseline: a uniformly random one of the 100 ordered facts of 1-10 × 1-10, never the fact
 * (7 × 8 or 8 × 7) asked just before.
 */
export const RANDOM_BASELINE: Strategy = {
  name: 'random',
  start(rng) {
    let lastKey: string | null = null;
    return {
      startLesson: () => undefined,
      next() {
        let fact = pickOne(rng, TIMES_TABLE_FACTS);
        while (factKey(fact) === lastKey) fact = pickOne(rng, TIMES_TABLE_FACTS);
        lastKey = factKey(fact);
        return { fact, stem: questionText(fact) };
      },
      record: () => undefined,
    };
  },
};
