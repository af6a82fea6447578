/**
 * The range of solo Adaptive practice: it widens the numbers only once the child is fluent in
 * every fact of the range they are in, and has kept it over a rest, so that a child who grows
 * quickly still learns the facts of 1-10 before meeting 1-20, and one who is not yet fluent is
 * not moved on by a run of lucky or slow right answers.
 */
import { enumerateFacts } from './fact-domain';
import { FLUENT_BOX, boxOf, factKey, type SchedulerState } from './fact-scheduler';
import { DEFAULT_RANGE, type NumberRange } from './levels';
import type { MathOperation } from './operations';

/**
 * The share of a range's facts that must be kept (WIDEN_FROM_BOX) before Adaptive widens the
 * numbers: all of them. Once the range widens, its new facts come before the facts still being
 * learnt (a new fact is not recalled at all), so those wait behind 155 new facts of 1-20.
 * Widening at 80 % took the learning bench's students a fifth more to twice as many questions to
 * have every fact of 1-10 fluent as Normal mode under the strategy race (LEARNING.md).
 */
export const WIDEN_AFTER_KEPT_SHARE = 1;

/**
 * The box from which a fact counts as kept for widening: fluent, then right and quick again once
 * half its rest as a fluent fact has passed (the next school day, between lessons). A fact just
 * turned fluent may still be worked out by a rule rather than recalled; counting from the fluent
 * box (2), Adaptive takes the learning bench's students 5-29 % more questions than Normal mode to
 * have every fact of 1-10 fluent under the strategy race, and 0-14 % counting from box 3
 * (LEARNING.md).
 */
export const WIDEN_FROM_BOX = FLUENT_BOX + 1;

/** The wider ranges and the difficulty from which each may come: 1-20 from 4, 1-100 from 7. */
export const WIDER_RANGES: readonly {
  readonly fromDifficulty: number;
  readonly range: NumberRange;
}[] = [
  { fromDifficulty: 4, range: { min: 1, max: 20 } },
  { fromDifficulty: 7, range: { min: 1, max: 100 } },
];

/** The most facts counted to judge a range's fluency; 1-20 of any operation fits. */
const COUNTED_FACTS = 500;

/**
 * The range at this difficulty for a child with these facts: 1-10, widened to the next range of
 * WIDER_RANGES once the difficulty has reached it and at least WIDEN_AFTER_KEPT_SHARE of the
 * current range's facts (of the operation and any tables picked) are kept (WIDEN_FROM_BOX).
 */
export function adaptiveRangeFor(
  difficulty: number,
  state: SchedulerState,
  spec: { readonly operation: MathOperation; readonly tables?: readonly number[] | undefined },
): NumberRange {
  let range = DEFAULT_RANGE;
  for (const wider of WIDER_RANGES) {
    if (difficulty < wider.fromDifficulty) break;
    if (keptShare(state, spec, range) < WIDEN_AFTER_KEPT_SHARE) break;
    range = wider.range;
  }
  return range;
}

/** The share of the range's facts (one per key) in WIDEN_FROM_BOX or above, 0 to 1. */
export function keptShare(
  state: SchedulerState,
  spec: { readonly operation: MathOperation; readonly tables?: readonly number[] | undefined },
  range: NumberRange,
): number {
  const facts = enumerateFacts({ ...spec, level: 1, range }, COUNTED_FACTS) ?? [];
  const keys = new Set(facts.map(factKey));
  if (keys.size === 0) return 0;
  let kept = 0;
  for (const key of keys) if (boxOf(state, key) >= WIDEN_FROM_BOX) kept += 1;
  return kept / keys.size;
}
