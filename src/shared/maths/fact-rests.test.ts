import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LEARNING_FIRST_AFTER_REVIEWS,
  learningBeforeReviews,
  overdueRatio,
  ratesOf,
  reviewOf,
} from './fact-rests';
import { MAX_BOX, type FactProgress, type SchedulerState } from './scheduler-state';
import { TARGET_LAPSE_RATE, type FactTally } from './rest-scale';

const NOW = Date.UTC(2026, 0, 7, 9);
const HOUR = 3_600_000;
const MOMENT = { questionIndex: 500, atMs: NOW };

/** A fact in `box`, answered `hoursAgo` before NOW, with its tally. */
function seen(box: number, hoursAgo: number, tally: FactTally): FactProgress {
  return { box, lastAskedIndex: 0, lastAskedAtMs: NOW - hoursAgo * HOUR, tally };
}

/** A tally of `reviews` reviews of which `lapses` found the fact forgotten, and no other miss. */
function reviewed(reviews: number, lapses: number): FactTally {
  return { answers: reviews + 2, misses: lapses, reviews, lapses };
}

/** The facts in the given boxes and hours ago, every one with the same tally. */
function stateOf(
  facts: readonly { key: string; box: number; hoursAgo: number }[],
  tally: FactTally,
): SchedulerState {
  return {
    facts: Object.fromEntries(
      facts.map(({ key, box, hoursAgo }) => [key, seen(box, hoursAgo, tally)]),
    ),
    missed: [],
    lastKey: null,
  };
}

describe('learningBeforeReviews', () => {
  const key = (table: number) => `multiplication:${String(table)}:9`;
  const facts = [1, 2, 3, 4, 5].map((table) => ({ key: key(table), box: 3, hoursAgo: 1 }));

  it('puts facts being learnt first once reviews find fewer forgotten than the target', () => {
    expect(learningBeforeReviews(ratesOf(stateOf([], reviewed(0, 0))))).toBe(false);
    // Five facts of four reviews each: 20 reviews, against ten counted at the target first.
    expect(ratesOf(stateOf(facts, reviewed(4, 0))).lapseRate).toBeLessThan(TARGET_LAPSE_RATE);
    expect(learningBeforeReviews(ratesOf(stateOf(facts, reviewed(4, 0))))).toBe(true);
    expect(learningBeforeReviews(ratesOf(stateOf(facts, reviewed(4, 1))))).toBe(false);
  });

  it('waits for LEARNING_FIRST_AFTER_REVIEWS reviews, however few of them found a fact forgotten', () => {
    const oneFact = (reviews: number) => ratesOf(stateOf(facts.slice(0, 1), reviewed(reviews, 0)));
    expect(oneFact(1).lapseRate).toBeLessThan(TARGET_LAPSE_RATE);
    expect(learningBeforeReviews(oneFact(1))).toBe(false);
    expect(learningBeforeReviews(oneFact(LEARNING_FIRST_AFTER_REVIEWS - 1))).toBe(false);
    expect(learningBeforeReviews(oneFact(LEARNING_FIRST_AFTER_REVIEWS))).toBe(true);
  });
});

describe('reviewOf', () => {
  // Due: 3 × 4 being learnt (box 1, 30 h ago), 6 × 7 fluent (box 4, 800 h ago: past its 92 h rest
  // even when stretched four times).
  const facts = [
    { key: 'multiplication:3:4', box: 1, hoursAgo: 30 },
    { key: 'multiplication:6:7', box: 4, hoursAgo: 800 },
  ];
  const keys = facts.map(({ key }) => key);

  it('asks a fact being learnt before an older review when reviews rarely find one forgotten', () => {
    const state = stateOf(facts, reviewed(20, 0));
    // The box-1 fact counts questions only: 500 questions on, it is due too.
    for (const key of keys) expect(overdueRatio(state, key, MOMENT)).toBeGreaterThanOrEqual(1);
    expect(reviewOf(state, keys, MOMENT)?.next).toBe('multiplication:3:4');
  });

  it('asks the fact answered longest ago, whatever its box, when reviews find many forgotten', () => {
    const state = stateOf(facts, reviewed(20, 6));
    for (const key of keys) expect(overdueRatio(state, key, MOMENT)).toBeGreaterThanOrEqual(1);
    expect(reviewOf(state, keys, MOMENT)?.next).toBe('multiplication:6:7');
  });

  it('asks the lowest box due, longest ago first, once reviews rarely find a fact forgotten, else the longest ago', () => {
    const facts = fc.uniqueArray(
      fc.record({
        table: fc.integer({ min: 1, max: 12 }),
        box: fc.integer({ min: 0, max: MAX_BOX }),
        hoursAgo: fc.integer({ min: 1, max: 400 }),
      }),
      { minLength: 2, maxLength: 12, selector: (fact) => fact.table },
    );
    // Per fact: 0-8 lapses in 40 reviews, or none reviewed, so both orders come up.
    const tallies = fc.oneof(
      fc.integer({ min: 0, max: 8 }).map((lapses) => reviewed(40, lapses)),
      fc.constant(reviewed(0, 0)),
    );
    fc.assert(
      fc.property(facts, tallies, (listed, tally) => {
        const state = stateOf(
          listed.map(({ table, box, hoursAgo }) => ({
            key: `multiplication:${String(table)}:11`,
            box,
            hoursAgo,
          })),
          tally,
        );
        const keys = Object.keys(state.facts);
        const chosen = reviewOf(state, keys, MOMENT)?.next ?? '';
        const due = keys.filter((key) => overdueRatio(state, key, MOMENT) >= 1);
        if (due.length === 0) return;
        const boxOf = (key: string) => state.facts[key]?.box ?? 0;
        const askedAt = (key: string) => state.facts[key]?.lastAskedAtMs ?? 0;
        const learningFirst = learningBeforeReviews(ratesOf(state));
        const first = learningFirst ? Math.min(...due.map(boxOf)) : undefined;
        const eligible = due.filter((key) => first === undefined || boxOf(key) === first);
        expect(eligible).toContain(chosen);
        expect(askedAt(chosen)).toBe(Math.min(...eligible.map(askedAt)));
      }),
      { numRuns: 300 },
    );
  });
});
