import { factKey } from '../../src/shared/maths/fact-scheduler';
import { pickOne } from '../../src/shared/maths/rng';
import { questionText } from './facts';
import type { Strategy } from './strategy';

/**
 * Baseline: a uniformly random one of the practice's ordered facts (100 for 1-10 × 1-10), never
 * the fact (7 × 8 or 8 × 7) asked just before.
 */
export const RANDOM_BASELINE: Strategy = {
  name: 'random',
  start(rng, practice) {
    const facts = practice.facts.orderedFacts;
    let lastKey: string | null = null;
    return {
      startLesson: () => undefined,
      next() {
        let fact = pickOne(rng, facts);
        while (factKey(fact) === lastKey) fact = pickOne(rng, facts);
        lastKey = factKey(fact);
        return { fact, stem: questionText(fact) };
      },
      record: () => undefined,
    };
  },
};
