import { describe, expect, it } from 'vitest';
import { isFluent, type Fact } from '../../src/shared/maths/fact-scheduler';
import { createRng } from '../../src/shared/maths/rng';
import { FIRST_LESSON_MS } from './calendar';
import { questionText } from './facts';
import { STRATEGY_RACE_MODEL, backupStrategy, factDifficulty } from './strategy-race-learner';

const times = (a: number, b: number): Fact => ({
  operation: 'multiplication',
  operand1: a,
  operand2: b,
});
const DAY_MS = 24 * 60 * 60 * 1000;

describe('strategy race learner (Siegler 1988)', () => {
  it('rates larger products harder, and × 1, × 10, × 2, × 5 and ties easier', () => {
    expect(factDifficulty(times(7, 8))).toBeGreaterThan(factDifficulty(times(3, 4)));
    expect(factDifficulty(times(3, 4))).toBeGreaterThan(factDifficulty(times(2, 5)));
    expect(factDifficulty(times(10, 9))).toBeLessThan(factDifficulty(times(3, 4)));
    expect(factDifficulty(times(7, 7))).toBeLessThan(factDifficulty(times(6, 8)));
    expect(factDifficulty(times(2, 9))).toBeLessThan(factDifficulty(times(3, 9)));
  });

  it('counts 7 × 8 by repeated addition far more slowly than 2 × 3 or 1 × 9', () => {
    expect(backupStrategy(times(7, 8)).medianMs).toBeGreaterThan(6000);
    expect(backupStrategy(times(2, 3)).medianMs).toBeLessThan(3000);
    expect(backupStrategy(times(9, 1)).medianMs).toBeLessThan(2000);
  });

  it('after the same practice, recalls a harder fact less often and more slowly', () => {
    const learner = STRATEGY_RACE_MODEL.create(createRng(3), 'choices');
    for (let day = 0; day < 5; day += 1)
      for (const fact of [times(7, 8), times(3, 4)])
        learner.answer(fact, FIRST_LESSON_MS + day * DAY_MS);
    const test = FIRST_LESSON_MS + 6 * DAY_MS;
    expect(learner.recallProbability(times(7, 8), test)).toBeLessThan(
      learner.recallProbability(times(3, 4), test),
    );
    expect(learner.expectedLatencyMs(times(7, 8), test)).toBeGreaterThan(
      learner.expectedLatencyMs(times(3, 4), test),
    );
  });

  it('answers a new hard fact right by the back-up strategy, too slowly to be fluent, and learns from it', () => {
    const fact = times(7, 8);
    for (let seed = 1; seed < 50; seed += 1) {
      const learner = STRATEGY_RACE_MODEL.create(createRng(seed), 'choices');
      const before = learner.recallProbability(fact, FIRST_LESSON_MS);
      const answer = learner.answer(fact, FIRST_LESSON_MS);
      if (!answer.correct) continue;
      expect(isFluent(answer.responseMs, { questionLength: questionText(fact).length })).toBe(
        false,
      );
      expect(learner.recallProbability(fact, FIRST_LESSON_MS + 60_000)).toBeGreaterThan(
        before + 0.2,
      );
      return;
    }
    throw new Error('no right answer in 49 students');
  });

  it('recalls a practised fact less as days pass', () => {
    const learner = STRATEGY_RACE_MODEL.create(createRng(5), 'choices');
    for (let i = 0; i < 4; i += 1) learner.answer(times(6, 7), FIRST_LESSON_MS + i * 10_000);
    expect(learner.recallProbability(times(6, 7), FIRST_LESSON_MS + 30 * DAY_MS)).toBeLessThan(
      learner.recallProbability(times(6, 7), FIRST_LESSON_MS + 60_000),
    );
  });
});
