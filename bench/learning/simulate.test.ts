import { describe, expect, it } from 'vitest';
import { factKey } from '../../src/shared/maths/fact-scheduler';
import type { Learner, LearnerModel } from './learner';
import { RANDOM_BASELINE } from './random-baseline';
import { LESSONS_OF_10, ONE_SITTING, TABLES_6_TO_8_LESSONS_OF_10 } from './regimes';
import { simulate, type RunLimits } from './simulate';
import type { Strategy } from './strategy';

const LIMITS: RunLimits = { cap: 3000, checkpoints: [100], retentionAfter: 1200 };

/**
 * A student who recalls everything at once but answers right only at `rightAt(n)` of the nth
 * answer (1-based), so that the share right is known.
 */
function modelRightAt(
  rightAt: (answer: number) => boolean,
  responseMsAt: (answer: number) => number = () => 1000,
): LearnerModel {
  return {
    name: 'scripted',
    create(_, input): Learner {
      let answered = 0;
      return {
        answerInput: input,
        answer() {
          answered += 1;
          return { correct: rightAt(answered), responseMs: responseMsAt(answered) };
        },
        recallProbability: () => 1,
        expectedLatencyMs: () => 1000,
      };
    },
  };
}

describe('one simulated student', () => {
  it('is right in the mean share of their first 20 lessons, not of later ones', () => {
    // Right at every other answer through the first 20 lessons of 10, always right after.
    const model = modelRightAt((n) => n > 200 || n % 2 === 0);
    const run = simulate(
      RANDOM_BASELINE,
      model,
      1,
      { regime: LESSONS_OF_10, input: 'typed' },
      LIMITS,
    );
    expect(run.shareRight).toBeCloseTo(0.5);
  });

  it('counts blocks of 30 questions as the lessons of the long sitting', () => {
    // Wrong in the first 30 answers alone: 19 of 20 blocks right.
    const model = modelRightAt((n) => n > 30);
    const run = simulate(
      RANDOM_BASELINE,
      model,
      1,
      { regime: ONE_SITTING, input: 'choices' },
      LIMITS,
    );
    expect(run.shareRight).toBeCloseTo(19 / 20);
  });

  it('counts the facts missed or answered slowly in the first lesson alone', () => {
    const asked: string[] = [];
    // Wrong at answers 1-3, right but slow at 4-5, right and quick after, wrong again from 11.
    const model = modelRightAt(
      (n) => n > 3 && n <= 10,
      (n) => (n === 4 || n === 5 ? 60_000 : 1000),
    );
    const run = simulate(
      watched(asked),
      model,
      3,
      { regime: LESSONS_OF_10, input: 'choices' },
      LIMITS,
    );
    expect(run.missedInFirstLesson).toBe(new Set(asked.slice(0, 5)).size);
    expect(run.missedInFirstLesson).toBeGreaterThan(1);
  });

  it('is asked and measured over the regime’s facts alone', () => {
    const asked: string[] = [];
    const regime = TABLES_6_TO_8_LESSONS_OF_10;
    const run = simulate(
      watched(asked),
      modelRightAt(() => true),
      2,
      { regime, input: 'typed' },
      LIMITS,
    );
    expect(asked.every((key) => regime.facts.keyNames.has(key))).toBe(true);
    expect(run.keysAsked).toBe(27);
    expect(run.missedInFirstLesson).toBe(0);
    expect(run.fluentShares).toEqual([1]);
    expect(run.questionsToAllFluent).toBeLessThan(300);
  });
});

/** The random baseline, with the key of every question it asks pushed onto `asked`. */
function watched(asked: string[]): Strategy {
  return {
    name: 'random, watched',
    start(rng, practice, student) {
      const picker = RANDOM_BASELINE.start(rng, practice, student);
      return {
        ...picker,
        next(nowMs) {
          const question = picker.next(nowMs);
          asked.push(factKey(question.fact));
          return question;
        },
      };
    },
  };
}
