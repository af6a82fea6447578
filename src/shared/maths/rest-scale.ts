/**
 * How long a fact rests, fitted to the student from their own answers, after two ideas of
 * spaced-repetition schedulers: a fact's difficulty is read from how often it is missed (SM-2's
 * ease, Wozniak 1990; FSRS's difficulty), and the rests are stretched or shrunk until reviews find
 * about as much remembered as wanted (FSRS's desired retention). The boxes' rests
 * (REVIEW_GAPS, REVIEW_GAPS_MS) are the starting point; the app cannot tell from a few answers
 * whether a student forgets fast or slowly, but their reviews tell it over the lessons.
 */

/** What the scheduler has counted of one fact's answers. Small whole numbers. */
export interface FactTally {
  /** Every answer to the fact. */
  readonly answers: number;
  /** Of those, the wrong or slow ones. */
  readonly misses: number;
  /** Answers given when the fact was in REVIEW_BOX or above: reviews of a fact once fluent. */
  readonly reviews: number;
  /** Of those, the wrong or slow ones: the fact had been forgotten. */
  readonly lapses: number;
}

/** The tally before a fact's first answer. */
export const EMPTY_TALLY: FactTally = { answers: 0, misses: 0, reviews: 0, lapses: 0 };

/** The box from which an answer counts as a review (the fluent box, FLUENT_BOX). */
export const REVIEW_BOX = 2;

/** The largest count kept: beyond it a tally stops growing (a device's is untrusted input too). */
export const MAX_TALLY = 9999;

/** The tally after one answer, given the fact's box before it and whether it was right and quick. */
export function tallyAfter(
  tally: FactTally | undefined,
  boxBefore: number,
  mastered: boolean,
): FactTally {
  const { answers, misses, reviews, lapses } = tally ?? EMPTY_TALLY;
  const review = boxBefore >= REVIEW_BOX;
  const add = (count: number, yes: boolean) => Math.min(MAX_TALLY, count + (yes ? 1 : 0));
  return {
    answers: add(answers, true),
    misses: add(misses, !mastered),
    reviews: add(reviews, review),
    lapses: add(lapses, review && !mastered),
  };
}

/**
 * Answers counted as average on each side before a fact's own: a fact missed once in its first
 * two answers is not yet a hard one.
 */
const MISS_RATE_PRIOR = 3;

/**
 * How much more often than the student's average a fact must be missed for its rests to halve:
 * 5 points (a fact missed 45 % of the time, against 40 % on average, rests half as long).
 */
const HARDER_FACT_HALVING = 0.05;

/**
 * The share of reviews that may find a fact forgotten: the app's fluency bar asks for 9 in 10
 * recalled, so the rests aim at about 1 review in 10 finding the fact gone.
 */
export const TARGET_LAPSE_RATE = 0.1;

/** Reviews counted at the target before the student's own: the rests move only with evidence. */
export const LAPSE_RATE_PRIOR = 10;

/** How far the student's lapse rate must be from the target for their review rests to halve or double. */
const STUDENT_HALVING = 0.05;

/** The shortest and longest a rest may become, as a share of its box's rest. */
const MIN_SCALE = 0.25;
const MAX_SCALE = 4;

/** The student's figures the rests of every fact depend on, computed once per choice. */
export interface StudentRates {
  /** The mean of the facts' miss rates (missRate). */
  readonly meanMissRate: number;
  /** The share of reviews that found a fact forgotten, with LAPSE_RATE_PRIOR. */
  readonly lapseRate: number;
  /** The reviews counted (answers from REVIEW_BOX up), over all facts. */
  readonly reviews: number;
}

function missRate(tally: FactTally): number {
  return (tally.misses + MISS_RATE_PRIOR) / (tally.answers + 2 * MISS_RATE_PRIOR);
}

/** The student's rates over the tallies of all their facts. */
export function studentRates(tallies: Iterable<FactTally | undefined>): StudentRates {
  let facts = 0;
  let missRates = 0;
  let reviews = 0;
  let lapses = 0;
  for (const tally of tallies) {
    const counted = tally ?? EMPTY_TALLY;
    facts += 1;
    missRates += missRate(counted);
    reviews += counted.reviews;
    lapses += counted.lapses;
  }
  return {
    meanMissRate: facts === 0 ? missRate(EMPTY_TALLY) : missRates / facts,
    lapseRate: (lapses + LAPSE_RATE_PRIOR * TARGET_LAPSE_RATE) / (reviews + LAPSE_RATE_PRIOR),
    reviews,
  };
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * The share of its box's rest a fact rests: shorter for a fact this student misses more often
 * than their others (never longer: an easy fact's rest is already the box's), and, from the
 * review box up, longer while the student's reviews find fewer facts forgotten than
 * TARGET_LAPSE_RATE and shorter while they find more. 1 for a new or missed fact (box 0).
 */
export function restScale(tally: FactTally | undefined, box: number, rates: StudentRates): number {
  if (box === 0) return 1;
  const harder = missRate(tally ?? EMPTY_TALLY) - rates.meanMissRate;
  const byFact = clamp(2 ** (-harder / HARDER_FACT_HALVING), MIN_SCALE, 1);
  if (box < REVIEW_BOX) return byFact;
  const byStudent = clamp(
    2 ** ((TARGET_LAPSE_RATE - rates.lapseRate) / STUDENT_HALVING),
    MIN_SCALE,
    MAX_SCALE,
  );
  return byFact * byStudent;
}
