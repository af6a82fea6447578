import { describe, expect, it } from 'vitest';
import type { AnswerInput } from '../../src/shared/maths/answer-input';
import type { Fact } from '../../src/shared/maths/fact-scheduler';
import { createRng, type Rng } from '../../src/shared/maths/rng';
import { actRModel } from './act-r-learner';
import { FIRST_LESSON_MS } from './calendar';
import { isFluentNow, type Learner, type LearnerModel } from './learner';
import { STRATEGY_RACE_MODEL } from './strategy-race-learner';
import { TYPING_MS_PER_KEY } from './typing';

const times = (a: number, b: number): Fact => ({
  operation: 'multiplication',
  operand1: a,
  operand2: b,
});
/** Facts with answers of one, two and three digits. */
const FACTS = [times(2, 3), times(7, 8), times(10, 10), times(1, 1), times(6, 9)];
const MODELS: readonly LearnerModel[] = [actRModel(), STRATEGY_RACE_MODEL];

/** An rng that counts the numbers drawn from it. */
function counted(seed: number): { rng: Rng; drawn: () => number } {
  const inner = createRng(seed);
  let drawn = 0;
  return {
    rng: () => {
      drawn += 1;
      return inner();
    },
    drawn: () => drawn,
  };
}

/** The count of numbers each of `answers` answers drew, in order. */
function drawsPerAnswer(model: LearnerModel, input: AnswerInput, seed: number): number[] {
  const { rng, drawn } = counted(seed);
  const learner = model.create(rng, input);
  const counts: number[] = [];
  let before = drawn();
  for (let i = 0; i < 60; i += 1) {
    const fact = FACTS[i % FACTS.length] ?? times(2, 3);
    learner.answer(fact, FIRST_LESSON_MS + i * 5000);
    counts.push(drawn() - before);
    before = drawn();
  }
  return counts;
}

describe('answers typed rather than tapped', () => {
  it.each(MODELS.map((model) => [model.name, model] as const))(
    'draw the same count of numbers at every answer as choices do (%s)',
    (_, model) => {
      for (const seed of [1, 2, 3]) {
        const typed = drawsPerAnswer(model, 'typed', seed);
        const tapped = drawsPerAnswer(model, 'choices', seed);
        expect(new Set([...typed, ...tapped]).size).toBe(1);
      }
    },
  );

  it('are never right by guessing under ACT-R when nothing is recalled, as a choice is one time in three', () => {
    const fact = times(7, 8);
    const right = (input: AnswerInput) =>
      Array.from({ length: 300 }, (_, i) => {
        const learner = actRModel().create(createRng(i + 1), input);
        expect(learner.recallProbability(fact, FIRST_LESSON_MS)).toBe(0);
        return learner.answer(fact, FIRST_LESSON_MS).correct;
      }).filter(Boolean).length;
    expect(right('typed')).toBe(0);
    expect(right('choices')).toBeGreaterThan(70);
    expect(right('choices')).toBeLessThan(130);
  });

  it.each(MODELS.map((model) => [model.name, model] as const))(
    'take the time of the keys longer than a tap, and are right just as often at first (%s)',
    (_, model) => {
      const fact = times(7, 8);
      for (let seed = 1; seed <= 50; seed += 1) {
        // With no memory at all, both students meet the same draws and the same odds.
        const typed = model.create(createRng(seed), 'typed').answer(fact, FIRST_LESSON_MS);
        const tapped = model.create(createRng(seed), 'choices').answer(fact, FIRST_LESSON_MS);
        const typingMs = typed.responseMs - tapped.responseMs;
        expect(typingMs).toBeGreaterThan(3 * TYPING_MS_PER_KEY * 0.4);
        expect(typingMs).toBeLessThan(3 * TYPING_MS_PER_KEY * 2.5);
        if (model === STRATEGY_RACE_MODEL) expect(typed.correct).toBe(tapped.correct);
      }
    },
  );

  it('give the strategy race a right answer by the back-up strategy, which computes it', () => {
    const right = Array.from({ length: 100 }, (_, i) =>
      STRATEGY_RACE_MODEL.create(createRng(i + 1), 'typed').answer(times(7, 8), FIRST_LESSON_MS),
    ).filter((answer) => answer.correct).length;
    expect(right).toBeGreaterThan(70);
  });
});

describe('the fluency measure', () => {
  /** A student who recalls every fact and takes `latencyMs` to answer. */
  const student = (input: AnswerInput, latencyMs: number): Learner => ({
    answerInput: input,
    answer: () => ({ correct: true, responseMs: latencyMs }),
    recallProbability: () => 0.95,
    expectedLatencyMs: () => latencyMs,
  });

  it("allows a typed answer the app's time for its keys: 7 × 8 = ? 3.6 s tapped, 4.8 s typed", () => {
    const fact = times(7, 8);
    expect(isFluentNow(student('choices', 3600), fact, 0)).toBe(true);
    expect(isFluentNow(student('choices', 3700), fact, 0)).toBe(false);
    expect(isFluentNow(student('typed', 4800), fact, 0)).toBe(true);
    expect(isFluentNow(student('typed', 4900), fact, 0)).toBe(false);
    // 10 × 10 = 100 has a third digit: one key more.
    expect(isFluentNow(student('typed', 5300), times(10, 10), 0)).toBe(true);
  });

  it.each(MODELS.map((model) => [model.name, model] as const))(
    'reads an expected latency with the expected typing in it (%s)',
    (_, model) => {
      const fact = times(7, 8);
      const typed = model.create(createRng(4), 'typed');
      const tapped = model.create(createRng(4), 'choices');
      for (let i = 0; i < 6; i += 1) {
        typed.answer(fact, FIRST_LESSON_MS + i * 8000);
        tapped.answer(fact, FIRST_LESSON_MS + i * 8000);
      }
      const at = FIRST_LESSON_MS + 60_000;
      const extra = typed.expectedLatencyMs(fact, at) - tapped.expectedLatencyMs(fact, at);
      expect(extra).toBeGreaterThan(3 * TYPING_MS_PER_KEY * 0.8);
      expect(extra).toBeLessThan(3 * TYPING_MS_PER_KEY * 1.3);
    },
  );
});
