import {
  EMPTY_SCHEDULER_STATE,
  factKey,
  nextFact,
  recordAnswer,
  type AnswerOutcome,
  type Fact,
} from '../../src/shared/maths/fact-scheduler';
import { pickOne, type Rng } from '../../src/shared/maths/rng';

/** One practice's way of choosing questions; it hears every outcome, as the app would. */
export interface Picker {
  next(questionIndex: number): Fact;
  record(fact: Fact, outcome: AnswerOutcome): void;
}

/** A way of choosing questions, started afresh for each simulated pupil with its own rng. */
export interface Strategy {
  readonly name: string;
  start(candidates: readonly Fact[], rng: Rng): Picker;
}

/** The project's fact scheduler (nextFact and recordAnswer), unchanged. */
export const SCHEDULER: Strategy = {
  name: 'scheduler',
  start(candidates, rng) {
    let state = EMPTY_SCHEDULER_STATE;
    return {
      next: (questionIndex) => nextFact(state, candidates, rng, { questionIndex }),
      record(fact, outcome) {
        state = recordAnswer(state, fact, outcome);
      },
    };
  },
};

/** Any of the candidates, uniformly, whatever came before. */
export const UNIFORM_RANDOM: Strategy = {
  name: 'random',
  start: (candidates, rng) => ({
    next: () => pickOne(rng, candidates),
    record: () => undefined,
  }),
};

/** Uniformly random, but never the fact key asked last (the scheduler's one fixed rule). */
export const RANDOM_NO_REPEAT: Strategy = {
  name: 'random, no repeat',
  start(candidates, rng) {
    let lastKey: string | null = null;
    return {
      next() {
        let fact = pickOne(rng, candidates);
        while (factKey(fact) === lastKey) fact = pickOne(rng, candidates);
        return fact;
      },
      record(fact) {
        lastKey = factKey(fact);
      },
    };
  },
};

/**
 * A uniformly random fact key, then one of its orders: each of the 55 keys as often as the others,
 * where UNIFORM_RANDOM asks a square such as 7 × 7 half as often as 7 × 8 (one order, not two).
 * It separates what the scheduler gains by adapting from what it gains by drawing keys.
 */
export const RANDOM_BY_KEY: Strategy = {
  name: 'random key',
  start(candidates, rng) {
    const byKey = new Map<string, Fact[]>();
    for (const fact of candidates)
      byKey.set(factKey(fact), [...(byKey.get(factKey(fact)) ?? []), fact]);
    const groups = [...byKey.values()];
    return {
      next: () => pickOne(rng, pickOne(rng, groups)),
      record: () => undefined,
    };
  },
};
