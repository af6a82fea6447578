/**
 * How long each seen fact rests, by its Leitner box and scaled to the student (rest-scale.ts), and
 * the review order the rests give: which seen fact is asked next (reviewOf). fact-scheduler.ts
 * records the answers and chooses between a new fact and this review.
 */
import { boxOf, type FactProgress, type Moment, type SchedulerState } from './scheduler-state';
import {
  LAPSE_RATE_PRIOR,
  TARGET_LAPSE_RATE,
  restScale,
  studentRates,
  type StudentRates,
} from './rest-scale';

/**
 * The rest of a missed fact, in questions: the right answer was just shown, so asking again at
 * once would test the screen, not memory; a third of a 30-question lesson lets the answer leave
 * working memory (retrieval after a lag is what lasts: Karpicke & Bauernschmidt 2011). After it,
 * the fact is due with the others, in the review order of reviewOf. Fixed rather than drawn, so
 * that recordAnswer needs no rng.
 */
export const MISSED_RETURN_GAP = 10;

/**
 * Questions a fact rests after a right and fluent answer, by the box it reached: the Leitner
 * system's growing review intervals (Leitner 1972), each about double the one before, starting
 * at twice a missed fact's rest. Within one sitting the questions count; between lessons
 * REVIEW_GAPS_MS does. Box 0's rest is a missed fact's.
 */
export const REVIEW_GAPS: readonly number[] = [MISSED_RETURN_GAP, 20, 40, 90, 270];

const HOUR_MS = 3_600_000;

/**
 * The same rests in time, doubling: box 2 the next school day, box 3 two days later, box 4 four;
 * a few hours short of whole days, so that a lesson at the same hour finds the fact due. Box 1
 * counts questions only (0 here).
 */
export const REVIEW_GAPS_MS: readonly number[] = [0, 0, 20 * HOUR_MS, 44 * HOUR_MS, 92 * HOUR_MS];

/** The student's rates that every fact's rest depends on (see restScale), from all their facts. */
export function ratesOf(state: SchedulerState): StudentRates {
  return studentRates(Object.values(state.facts).map((progress) => progress.tally));
}

/**
 * How far a fact is through its rest: the larger of the share of its review gap in questions and
 * the share of its gap in time that have passed since it was last answered (1 is due; 2 is twice
 * as long as the gap). The gaps are its box's, scaled to the student (restScale, with `rates`
 * from ratesOf, which a caller asking for many facts computes once). A new fact is 1.
 */
export function overdueRatio(
  state: SchedulerState,
  key: string,
  moment: Moment,
  rates: StudentRates = ratesOf(state),
): number {
  return restProgress(state, key, moment, rates).ratio;
}

/** overdueRatio, with the fact's restScale it was computed with (1 for a new fact). */
function restProgress(
  state: SchedulerState,
  key: string,
  moment: Moment,
  rates: StudentRates,
): { ratio: number; scale: number } {
  const progress = state.facts[key];
  const box = boxOf(state, key);
  if (progress === undefined) return { ratio: 1, scale: 1 };
  const scale = restScale(progress.tally, box, rates);
  const gap = (REVIEW_GAPS[box] ?? 0) * scale;
  const byQuestions = gap === 0 ? 0 : (moment.questionIndex - progress.lastAskedIndex) / gap;
  const gapMs = (REVIEW_GAPS_MS[box] ?? 0) * scale;
  const byTime =
    gapMs === 0 || moment.atMs === undefined || progress.lastAskedAtMs === undefined
      ? 0
      : (moment.atMs - progress.lastAskedAtMs) / gapMs;
  return { ratio: Math.max(0, byQuestions, byTime), scale };
}

/** Where the review of some seen facts stands (see reviewOf). */
export interface Review {
  /** The fact next in the review order. */
  readonly next: string;
  /** The fact that has waited the most of its box's own rests, and how many. */
  readonly longestWaiting: string;
  readonly longestWait: number;
}

/**
 * The review of the keys (seen facts). Next, of the facts whose rest is over, the one answered
 * longest ago: every fact that is due gets its turn before any comes round again, so practice is
 * spread over all of them, and the longest since practice is the one most likely lost; for a
 * student whose reviews rarely find a fact forgotten, the due facts of the lowest box first
 * (learningBeforeReviews), each box longest ago first. A missed fact is one of them once its
 * short rest is over; when none is due, the fact furthest through its rest. Also the fact that
 * has waited the most of its box's own rests (its overdueRatio before restScale), for the new
 * facts to give way to. The first listed on a tie.
 */
export function reviewOf(
  state: SchedulerState,
  keys: readonly string[],
  moment: Moment,
): Review | undefined {
  const rates = ratesOf(state);
  const learningFirst = learningBeforeReviews(rates);
  let next: { key: string; ratio: number } | undefined;
  let longest: { key: string; wait: number } | undefined;
  for (const key of keys) {
    const { ratio, scale } = restProgress(state, key, moment, rates);
    const wait = ratio * scale;
    if (next === undefined || reviewedBefore(state, { key, ratio }, next, learningFirst))
      next = { key, ratio };
    if (longest === undefined || wait > longest.wait) longest = { key, wait };
  }
  if (next === undefined || longest === undefined) return undefined;
  return { next: next.key, longestWaiting: longest.key, longestWait: longest.wait };
}

/**
 * The reviews a student's answers must hold before learningBeforeReviews may put the facts being
 * learnt first: as many as the lapse rate's prior counts (rest-scale.ts), so that the student's
 * own reviews weigh at least as much as the prior, and one lucky review does not change the order.
 */
export const LEARNING_FIRST_AFTER_REVIEWS = LAPSE_RATE_PRIOR;

/**
 * Whether, of the facts due, those of the lower boxes come first (a missed fact whose rest is over
 * first of all, then box 1, 2, 3): once the student has LEARNING_FIRST_AFTER_REVIEWS reviews and
 * they find fewer facts forgotten than TARGET_LAPSE_RATE, a review mostly confirms what the child
 * knows, and the question does more on a fact they are learning. Otherwise the fact answered
 * longest ago comes first, whatever its box: what a child forgets between lessons needs its review.
 */
export function learningBeforeReviews(rates: StudentRates): boolean {
  return rates.reviews >= LEARNING_FIRST_AFTER_REVIEWS && rates.lapseRate < TARGET_LAPSE_RATE;
}

/**
 * Whether `a` comes strictly before `b` in the review order (see reviewOf), with the facts being
 * learnt first when `learningFirst` (learningBeforeReviews).
 */
function reviewedBefore(
  state: SchedulerState,
  a: { key: string; ratio: number },
  b: { key: string; ratio: number },
  learningFirst: boolean,
): boolean {
  const [aDue, bDue] = [a.ratio >= 1, b.ratio >= 1];
  if (aDue !== bDue) return aDue;
  if (!aDue) return a.ratio > b.ratio;
  if (learningFirst) {
    const [aBox, bBox] = [boxOf(state, a.key), boxOf(state, b.key)];
    if (aBox !== bBox) return aBox < bBox;
  }
  return answeredEarlier(state.facts[a.key], state.facts[b.key]);
}

/**
 * Whether `a` was last answered strictly before `b`: by the clock where both times are known, a
 * fact without one (kept before times were) first, else by question index.
 */
function answeredEarlier(a: FactProgress | undefined, b: FactProgress | undefined): boolean {
  const [aMs, bMs] = [a?.lastAskedAtMs, b?.lastAskedAtMs];
  if (aMs !== undefined && bMs !== undefined && aMs !== bMs) return aMs < bMs;
  if ((aMs === undefined) !== (bMs === undefined)) return aMs === undefined;
  return (a?.lastAskedIndex ?? 0) < (b?.lastAskedIndex ?? 0);
}
