import { createRng } from '../../src/shared/maths/rng';
import { WEEK_MS, lessonStartMs, nextQuestionMs } from './calendar';
import { ONE_FACT_PER_KEY, factInfo } from './facts';
import { isFluentNow, type Learner, type LearnerModel } from './learner';
import type { Strategy } from './strategy';

/** How the questions are spread over time. */
export interface Regime {
  readonly name: string;
  /** Questions in a lesson, one lesson a school day; null for one long sitting without breaks. */
  readonly questionsPerLesson: number | null;
}

/** 30 questions a lesson, one lesson a day Monday to Friday, weekends off. */
export const LESSONS: Regime = { name: 'lessons, 30 a school day', questionsPerLesson: 30 };
/** Every question in one sitting, one after the other. */
export const ONE_SITTING: Regime = { name: 'one long sitting', questionsPerLesson: null };

/** The limits and reading points of one simulated practice. */
export interface RunLimits {
  /** Questions after which a student not yet fluent in every fact stops (counted as the cap). */
  readonly cap: number;
  /** Question counts after which the share of fluent facts is read. */
  readonly checkpoints: readonly number[];
  /** The question count after which the student stops for a week and retention is read. */
  readonly retentionAfter: number;
}

/** What one simulated student reached under one strategy. */
export interface RunResult {
  /** Questions answered when every fact was first fluent at once; null when the cap came first. */
  readonly questionsToAllFluent: number | null;
  /** Share of the 55 fact keys fluent after each checkpoint's questions, 0 to 1. */
  readonly fluentShares: readonly number[];
  /** Share of the keys fluent a week after the retentionAfter-th answer, with no practice. */
  readonly weekRetention: number;
  /** Fact keys asked at least once by the end of the run. */
  readonly keysAsked: number;
}

/** The bits of the student's and the strategy's rngs: separate streams from one seed. */
const STRATEGY_STREAM = 0x5bd1e995;

function fluentShare(learner: Learner, atMs: number): number {
  return (
    ONE_FACT_PER_KEY.filter((fact) => isFluentNow(learner, fact, atMs)).length /
    ONE_FACT_PER_KEY.length
  );
}

/**
 * One student, new to every fact, practising 1-10 × 1-10 under the strategy in the regime, until
 * every fact is fluent and every reading point is passed, or the cap. The learner and the
 * strategy draw from separate rngs made from the seed, so every strategy meets the same learner
 * draws on one seed. "All fluent" is checked after every answer, at the moment the next question
 * would appear; it needs every key fluent at once (see isFluentNow).
 */
export function simulate(
  strategy: Strategy,
  model: LearnerModel,
  seed: number,
  regime: Regime,
  limits: RunLimits,
): RunResult {
  const learner = model.create(createRng(seed));
  const picker = strategy.start(createRng(seed ^ STRATEGY_STREAM), learner);
  const lastReading = Math.max(limits.retentionAfter, ...limits.checkpoints);
  // Keys fluent when last looked at; fluency only fades between answers, so a key not in here
  // cannot be fluent until it is answered again, and the full check waits until all are.
  const fluentWhenSeen = new Set<string>();
  const asked = new Set<string>();
  const fluentShares: number[] = [];
  let questionsToAllFluent: number | null = null;
  let weekRetention = 0;
  let lesson = 0;
  let nowMs = lessonStartMs(0);
  picker.startLesson(nowMs);
  for (let answered = 1; answered <= limits.cap; answered += 1) {
    const { questionsPerLesson } = regime;
    if (questionsPerLesson !== null && answered > 1 && (answered - 1) % questionsPerLesson === 0) {
      lesson += 1;
      nowMs = lessonStartMs(lesson);
      picker.startLesson(nowMs);
    }
    const question = picker.next(nowMs);
    const answer = learner.answer(question.fact, nowMs);
    const answeredAtMs = nowMs + answer.responseMs;
    picker.record(answer, answeredAtMs);
    nowMs = nextQuestionMs(answeredAtMs, answer.correct);
    const { key } = factInfo(question.fact);
    asked.add(key);
    if (isFluentNow(learner, question.fact, nowMs)) fluentWhenSeen.add(key);
    else fluentWhenSeen.delete(key);
    if (questionsToAllFluent === null && fluentWhenSeen.size === ONE_FACT_PER_KEY.length) {
      for (const fact of ONE_FACT_PER_KEY)
        if (!isFluentNow(learner, fact, nowMs)) fluentWhenSeen.delete(factInfo(fact).key);
      if (fluentWhenSeen.size === ONE_FACT_PER_KEY.length) questionsToAllFluent = answered;
    }
    if (limits.checkpoints.includes(answered)) fluentShares.push(fluentShare(learner, nowMs));
    if (answered === limits.retentionAfter) weekRetention = fluentShare(learner, nowMs + WEEK_MS);
    if (questionsToAllFluent !== null && answered >= lastReading) break;
  }
  return { questionsToAllFluent, fluentShares, weekRetention, keysAsked: asked.size };
}
