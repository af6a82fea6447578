import { factKey } from '../../src/shared/maths/fact-scheduler';
import { questionOf } from './facts';
import { isFluentNow } from './learner';
import type { Strategy } from './strategy';

/**
 * Not an app and not a baseline: a bound on what choosing questions can do. It reads the learner
 * model itself and asks, of the practice's facts not fluent now, the one the student is least likely to
 * recall (a fact never seen first, the first listed on a tie); when all are fluent, the least
 * likely of all. Never the fact asked just before. No app can know this; the gap between it and
 * the app is what the app's ignorance of the student's memory costs.
 */
export const RECALL_BOUND: Strategy = {
  name: 'recall bound',
  start(rng, practice, student) {
    const { keys } = practice.facts;
    let lastKey: string | null = null;
    return {
      startLesson: () => undefined,
      next(nowMs) {
        let chosen = keys[0];
        let lowest = Infinity;
        for (const fact of keys) {
          if (factKey(fact) === lastKey) continue;
          const recall = student.recallProbability(fact, nowMs);
          const rank = isFluentNow(student, fact, nowMs) ? 1 + recall : recall;
          if (rank < lowest) [chosen, lowest] = [fact, rank];
        }
        if (chosen === undefined) throw new Error('RECALL_BOUND: no facts');
        lastKey = factKey(chosen);
        return questionOf(chosen, rng);
      },
      record: () => undefined,
    };
  },
};
