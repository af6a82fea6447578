import { isFluent, type Fact } from '../../src/shared/maths/fact-scheduler';
import { createRng } from '../../src/shared/maths/rng';
import { ONE_FACT_PER_KEY, TIMES_TABLE_FACTS, factInfo } from './facts';
import { createLearner, type MemoryModel } from './learner';
import type { Strategy } from './strategies';

/** The limits of one simulated practice. */
export interface RunLimits {
  /** Questions after which a pupil who is not yet fluent in every fact stops. */
  readonly cap: number;
  /** The question count at which the share of fluent facts is read. */
  readonly checkpoint: number;
}

/** What one simulated pupil reached under one strategy. */
export interface RunResult {
  /** Questions answered when every fact was first fluent at once; null when the cap came first. */
  readonly questionsToAllFluent: number | null;
  /** Share of the fact keys fluent after `checkpoint` questions, 0 to 1. */
  readonly fluentShareAtCheckpoint: number;
}

/**
 * One pupil, new to every fact, practising the 100 facts of 1-10 × 1-10 under the strategy. The
 * learner and the strategy draw from separate rngs made from the seed, so every strategy meets
 * the same learner draws on one seed. The answer is fluent for the strategy when isFluent says so
 * for the question shown.
 */
export function simulate(
  strategy: Strategy,
  model: MemoryModel,
  seed: number,
  limits: RunLimits,
): RunResult {
  const learner = createLearner(model, createRng(seed));
  const picker = strategy.start(TIMES_TABLE_FACTS, createRng(seed ^ 0x5bd1e995));
  let questionsToAllFluent: number | null = null;
  let fluentShareAtCheckpoint = 0;
  for (let questionIndex = 0; questionIndex < limits.cap; questionIndex += 1) {
    const fact = picker.next(questionIndex);
    const answer = learner.answer(fact, questionIndex);
    const fluent = isFluent(answer.responseMs, factInfo(fact));
    picker.record(fact, { correct: answer.correct, fluent, questionIndex });
    const answered = questionIndex + 1;
    const fluentNow = (fact: Fact) => learner.isFluentNow(fact, answered);
    if (answered === limits.checkpoint)
      fluentShareAtCheckpoint = ONE_FACT_PER_KEY.filter(fluentNow).length / ONE_FACT_PER_KEY.length;
    if (questionsToAllFluent === null && ONE_FACT_PER_KEY.every(fluentNow))
      questionsToAllFluent = answered;
    if (questionsToAllFluent !== null && answered >= limits.checkpoint) break;
  }
  return { questionsToAllFluent, fluentShareAtCheckpoint };
}
