import { describe, expect, it } from 'vitest';
import type { Fact } from '../../src/shared/maths/fact-scheduler';
import { createRng } from '../../src/shared/maths/rng';
import { actRModel, psychologicalSeconds } from './act-r-learner';
import { FIRST_LESSON_MS, WEEK_MS } from './calendar';

const SEVEN_EIGHTS: Fact = { operation: 'multiplication', operand1: 7, operand2: 8 };
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

function practised(times: readonly number[], seed = 1) {
  const learner = actRModel().create(createRng(seed), 'choices');
  for (const at of times) learner.answer(SEVEN_EIGHTS, at);
  return learner;
}

describe('ACT-R learner (Pavlik & Anderson 2005)', () => {
  it('recalls a fact never seen with probability 0', () => {
    expect(practised([]).recallProbability(SEVEN_EIGHTS, FIRST_LESSON_MS)).toBe(0);
  });

  it('recalls a practised fact less and more slowly as time passes', () => {
    const learner = practised([0, 1, 2, 3].map((i) => FIRST_LESSON_MS + i * MINUTE_MS));
    const soon = FIRST_LESSON_MS + 5 * MINUTE_MS;
    const later = FIRST_LESSON_MS + 3 * DAY_MS;
    expect(learner.recallProbability(SEVEN_EIGHTS, later)).toBeLessThan(
      learner.recallProbability(SEVEN_EIGHTS, soon),
    );
    expect(learner.expectedLatencyMs(SEVEN_EIGHTS, later)).toBeGreaterThan(
      learner.expectedLatencyMs(SEVEN_EIGHTS, soon),
    );
  });

  it('keeps four practices spread over four days longer than four in a row', () => {
    const spaced = practised([0, 1, 2, 3].map((i) => FIRST_LESSON_MS + i * DAY_MS));
    const massed = practised([0, 1, 2, 3].map((i) => FIRST_LESSON_MS + 3 * DAY_MS + i * 10_000));
    const test = FIRST_LESSON_MS + 3 * DAY_MS + WEEK_MS;
    expect(spaced.recallProbability(SEVEN_EIGHTS, test)).toBeGreaterThan(
      massed.recallProbability(SEVEN_EIGHTS, test) + 0.1,
    );
  });

  it('counts time away from practice at a fortieth of the wall clock, without a jump', () => {
    const gap = 10 * MINUTE_MS;
    expect(psychologicalSeconds(gap, 0.025)).toBe(600);
    expect(psychologicalSeconds(gap + 1000, 0.025)).toBeCloseTo(600.025);
    expect(psychologicalSeconds(gap + DAY_MS, 0.025)).toBeCloseTo(600 + 86_400 * 0.025);
  });

  it('gives the same answers for the same seed', () => {
    const answers = (seed: number) => {
      const learner = actRModel().create(createRng(seed), 'choices');
      return [0, 1, 2, 3, 4].map((i) => learner.answer(SEVEN_EIGHTS, FIRST_LESSON_MS + i * 8000));
    };
    expect(answers(7)).toEqual(answers(7));
    expect(answers(7)).not.toEqual(answers(8));
  });
});
