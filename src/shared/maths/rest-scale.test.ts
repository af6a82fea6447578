import { describe, expect, it } from 'vitest';
import {
  EMPTY_TALLY,
  MAX_TALLY,
  REVIEW_BOX,
  TARGET_LAPSE_RATE,
  restScale,
  studentRates,
  tallyAfter,
  type FactTally,
} from './rest-scale';

const tally = (answers: number, misses: number, reviews = 0, lapses = 0): FactTally => ({
  answers,
  misses,
  reviews,
  lapses,
});

describe('a fact’s tally', () => {
  it('counts every answer, the misses, and from the review box the reviews and lapses', () => {
    let counted = tallyAfter(undefined, 0, false);
    expect(counted).toEqual(tally(1, 1));
    counted = tallyAfter(counted, 1, true);
    expect(counted).toEqual(tally(2, 1));
    counted = tallyAfter(counted, REVIEW_BOX, false);
    expect(counted).toEqual(tally(3, 2, 1, 1));
    counted = tallyAfter(counted, REVIEW_BOX + 1, true);
    expect(counted).toEqual(tally(4, 2, 2, 1));
  });

  it('stops growing at MAX_TALLY', () => {
    const full = tally(MAX_TALLY, MAX_TALLY, MAX_TALLY, MAX_TALLY);
    expect(tallyAfter(full, REVIEW_BOX, false)).toEqual(full);
  });
});

describe('how long a fact rests, fitted to the student', () => {
  const even = studentRates([tally(10, 4), tally(10, 4)]);

  it('leaves a new or missed fact’s rest as it is', () => {
    expect(restScale(tally(10, 10), 0, even)).toBe(1);
  });

  it('shortens the rest of a fact the student misses more often than the others, never lengthens it', () => {
    const rates = studentRates([tally(10, 1), tally(10, 8)]);
    expect(restScale(tally(10, 8), 1, rates)).toBeLessThan(0.5);
    expect(restScale(tally(10, 1), 1, rates)).toBe(1);
    expect(restScale(tally(10, 10), 1, studentRates([tally(10, 0), tally(10, 10)]))).toBe(0.25);
  });

  it('treats a fact as average until it has a few answers', () => {
    const rates = studentRates([tally(10, 5), tally(1, 1)]);
    // One miss in one answer is weak evidence; ten in ten is not.
    expect(restScale(tally(1, 1), 1, rates)).toBeGreaterThan(0.5);
    expect(restScale(tally(10, 10), 1, rates)).toBe(0.25);
  });

  it('stretches review rests while reviews find fewer facts forgotten than the target, and shrinks them while more', () => {
    const remembers = studentRates([tally(40, 10, 40, 0)]);
    const forgets = studentRates([tally(40, 20, 40, 20)]);
    expect(remembers.lapseRate).toBeLessThan(TARGET_LAPSE_RATE);
    expect(restScale(tally(40, 10, 40, 0), REVIEW_BOX, remembers)).toBeGreaterThan(2);
    expect(restScale(tally(40, 20, 40, 20), REVIEW_BOX, forgets)).toBe(0.25);
    // Below the review box only the fact's own difficulty counts.
    expect(restScale(tally(40, 10, 40, 0), REVIEW_BOX - 1, remembers)).toBe(1);
  });

  it('waits for evidence: without reviews the student’s lapse rate is the target', () => {
    expect(studentRates([EMPTY_TALLY]).lapseRate).toBeCloseTo(TARGET_LAPSE_RATE);
    expect(studentRates([]).lapseRate).toBeCloseTo(TARGET_LAPSE_RATE);
    expect(restScale(EMPTY_TALLY, REVIEW_BOX, studentRates([EMPTY_TALLY]))).toBeCloseTo(1);
  });
});
