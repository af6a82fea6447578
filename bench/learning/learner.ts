import { isFluent, type Fact } from '../../src/shared/maths/fact-scheduler';
import type { Rng } from '../../src/shared/maths/rng';
import { factInfo } from './facts';

/**
 * How a simulated pupil's memory of one fact changes, time counted in questions. Recall
 * probability is p = 2^(-Δt / h), Δt the questions since the fact was last practised and h its
 * half-life: the exponential forgetting curve (Ebbinghaus 1885) in the form of half-life
 * regression (Settles & Meeder 2016, "A Trainable Spaced Repetition Model for Language Learning",
 * ACL), where each successful retrieval multiplies h, as the growing intervals of Pimsleur (1967)
 * and SuperMemo (Wozniak & Gorzelanczyk 1994) assume.
 */
export interface MemoryModel {
  readonly name: string;
  /** Half-life, in questions, after the pupil first sees the right answer of a fact. */
  readonly studyHalfLife: number;
  /** Factor on h when the pupil fails to retrieve the fact and then sees the right answer. */
  readonly studyGain: number;
  /** Factor on h after a successful retrieval made at recall probability p. */
  readonly recallGain: (p: number) => number;
}

/**
 * The main model: a fact first seen has a half-life of 4 questions (p = 0.5 when the scheduler
 * asks a missed fact again, MISSED_RETURN_GAP later, so the retry is a coin toss rather than a
 * sure win); each retrieval doubles h (half-life regression with one weight of 1 on the count of
 * right answers); seeing the answer after a miss raises h by a fifth (relearning savings).
 */
export const DOUBLING_MODEL: MemoryModel = {
  name: 'doubling',
  studyHalfLife: 4,
  studyGain: 1.2,
  recallGain: () => 2,
};

/**
 * The main model with the spacing effect: the gain of a retrieval grows with how far the fact had
 * been forgotten, 1 + 2(1 - p), so a retrieval right after practice (p near 1) adds almost nothing
 * and one at p = 0.5 doubles h as in the main model. This is the shape of the stability increase in
 * SuperMemo's two-component model and FSRS (Ye, Su & Cao 2022, KDD), and of the spacing effect
 * (Cepeda et al. 2006, Psychological Bulletin).
 */
export const SPACING_MODEL: MemoryModel = {
  ...DOUBLING_MODEL,
  name: 'spacing',
  recallGain: (p) => 1 + 2 * (1 - p),
};

/** The recall probability from which a fact counts as fluent (see Learner.isFluentNow). */
export const FLUENT_RECALL_PROBABILITY = 0.9;

/** Median time of a retrieval at p = 1; 1.5 s to read, recall and tap. */
const FASTEST_RECALL_MS = 1500;
/** Extra median time of a retrieval as p falls to 0: weak memories come slowly. */
const WEAK_RECALL_EXTRA_MS = 2000;
/** Standard deviation of the log of a retrieval time (log-normal spread). */
const RECALL_TIME_SPREAD = 0.2;
/** A pupil who cannot retrieve the fact works it out or guesses: 4 to 7 s, never fluent. */
const GUESS_MIN_MS = 4000;
const GUESS_SPREAD_MS = 3000;
/** The app shows three choices; a guess is right one time in three. */
const CHOICES = 3;

/** What the pupil did at one question. */
export interface LearnerAnswer {
  readonly correct: boolean;
  readonly responseMs: number;
  /** Retrieved from memory, as opposed to guessed. */
  readonly recalled: boolean;
}

/** One simulated pupil. Its memory changes with every answer; the rng is its alone. */
export interface Learner {
  /** The pupil's answer to the fact asked at `questionIndex`, after which it sees the answer. */
  answer(fact: Fact, questionIndex: number): LearnerAnswer;
  /** The probability of retrieving the fact at `questionIndex`; 0 for a fact never seen. */
  recallProbability(fact: Fact, questionIndex: number): number;
  /**
   * Whether the fact is fluent at `questionIndex`, the same measure for every strategy: recall
   * probability at least FLUENT_RECALL_PROBABILITY and the median retrieval time at that
   * probability within the scheduler's threshold for the question (isFluent).
   */
  isFluentNow(fact: Fact, questionIndex: number): boolean;
}

interface Memory {
  halfLife: number;
  lastIndex: number;
}

/** The median time of a retrieval at recall probability p: 1.5 s when strong, 3.5 s when weak. */
export function medianRecallMs(p: number): number {
  return FASTEST_RECALL_MS + WEAK_RECALL_EXTRA_MS * (1 - p);
}

/**
 * A pupil who knows none of the facts. Every answer draws exactly four numbers from the rng,
 * whatever happens, so two strategies run on one seed meet the same draws question by question.
 */
export function createLearner(model: MemoryModel, rng: Rng): Learner {
  const memories = new Map<string, Memory>();

  function recallProbability(fact: Fact, questionIndex: number): number {
    const memory = memories.get(factInfo(fact).key);
    if (memory === undefined) return 0;
    return 2 ** (-(questionIndex - memory.lastIndex) / memory.halfLife);
  }

  return {
    recallProbability,
    isFluentNow(fact, questionIndex) {
      const p = recallProbability(fact, questionIndex);
      return p >= FLUENT_RECALL_PROBABILITY && isFluent(medianRecallMs(p), factInfo(fact));
    },
    answer(fact, questionIndex) {
      const p = recallProbability(fact, questionIndex);
      const [retrieval, time1, time2, guess] = [rng(), rng(), rng(), rng()];
      const key = factInfo(fact).key;
      const halfLife = memories.get(key)?.halfLife;
      const recalled = retrieval < p;
      const nextHalfLife =
        halfLife === undefined
          ? model.studyHalfLife
          : halfLife * (recalled ? model.recallGain(p) : model.studyGain);
      memories.set(key, { halfLife: nextHalfLife, lastIndex: questionIndex });
      if (recalled) {
        const spread = RECALL_TIME_SPREAD * standardNormal(time1, time2);
        return { correct: true, responseMs: medianRecallMs(p) * Math.exp(spread), recalled };
      }
      return {
        correct: guess < 1 / CHOICES,
        responseMs: GUESS_MIN_MS + GUESS_SPREAD_MS * time1,
        recalled,
      };
    },
  };
}

/** A standard normal number from two uniform ones (Box-Muller). */
function standardNormal(u1: number, u2: number): number {
  return Math.sqrt(-2 * Math.log(1 - u1)) * Math.cos(2 * Math.PI * u2);
}
