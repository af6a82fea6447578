import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { enumerateFacts } from './fact-domain';
import {
  EMPTY_SCHEDULER_STATE,
  factKey,
  nextFact,
  recordAnswer,
  type Fact,
  type SchedulerState,
} from './fact-scheduler';
import { createRng } from './rng';
import {
  RECENT_ANSWERS,
  STRUGGLING_RETURN_GAP,
  isStruggling,
  workingSetChoice,
} from './working-set';

/** The facts of the 6, 7 and 8 times tables, 1-10, as a teacher's lesson lists them. */
const SIX_TO_EIGHT: Fact[] =
  enumerateFacts(
    { operation: 'multiplication', level: 1, range: { min: 1, max: 10 }, tables: [6, 7, 8] },
    500,
  ) ?? [];

const times = (a: number, b: number): Fact => ({
  operation: 'multiplication',
  operand1: a,
  operand2: b,
});

/** The state after answering the facts in turn, right (and fluent) where `right` says so. */
function answered(facts: readonly Fact[], right: (index: number) => boolean): SchedulerState {
  return facts.reduce(
    (state, fact, questionIndex) =>
      recordAnswer(state, fact, {
        correct: right(questionIndex),
        fluent: right(questionIndex),
        questionIndex,
      }),
    EMPTY_SCHEDULER_STATE,
  );
}

describe('a struggling child', () => {
  it('is one whose latest answers are mostly wrong, once three facts are answered', () => {
    const six = [1, 2, 3, 4, 5, 6].map((b) => times(6, b));
    expect(isStruggling(answered(six.slice(0, 2), () => false))).toBe(false);
    expect(isStruggling(answered(six.slice(0, 3), () => false))).toBe(true);
    expect(isStruggling(answered(six, (i) => i % 2 === 0))).toBe(false);
    expect(isStruggling(answered(six, (i) => i === 0 || i === 5))).toBe(true);
    // Only the latest RECENT_ANSWERS count: six right after six wrong is winning again.
    const twelve = [...six, ...[1, 2, 3, 4, 5, 6].map((b) => times(7, b))];
    expect(twelve).toHaveLength(2 * RECENT_ANSWERS);
    expect(isStruggling(answered(twelve, (i) => i >= RECENT_ANSWERS))).toBe(false);
  });

  it('meets a missed fact again a few questions on, before anything new', () => {
    const shown = [times(6, 7), times(6, 8), times(6, 9)];
    const state = answered(shown, () => false);
    const keys = SIX_TO_EIGHT.map(factKey);
    expect(workingSetChoice(state, keys, 2)).toBeUndefined();
    expect(workingSetChoice(state, keys, STRUGGLING_RETURN_GAP)).toBe(factKey(times(6, 7)));
  });

  it('is asked a fact they know when no missed fact has rested, and never the fact asked last', () => {
    const state = answered([times(6, 2), times(6, 7), times(6, 8), times(6, 9)], (i) => i === 0);
    const keys = SIX_TO_EIGHT.map(factKey);
    expect(workingSetChoice(state, keys, 3)).toBe(factKey(times(6, 2)));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), (questionIndex) => {
        expect(workingSetChoice(state, keys, questionIndex)).not.toBe(state.lastKey);
      }),
    );
  });

  it('in a lesson of 6-8 with eight of ten missed, meets few new facts, and gets the missed back next lesson', () => {
    // Lesson 1: ten questions, the first eight missed.
    let state = EMPTY_SCHEDULER_STATE;
    const lessonOne: string[] = [];
    for (let index = 0; index < 10; index += 1) {
      const fact = nextFact(state, SIX_TO_EIGHT, createRng(index), { questionIndex: index });
      lessonOne.push(factKey(fact));
      const right = index >= 8;
      state = recordAnswer(state, fact, { correct: right, fluent: right, questionIndex: index });
    }
    // The missed facts came back within the lesson instead of ten new ones.
    expect(new Set(lessonOne).size).toBeLessThanOrEqual(5);
    const stillMissed = state.missed.map((missed) => missed.key);
    expect(stillMissed.length).toBeGreaterThan(0);
    // Lesson 2: the child recalls what they were shown, and not what is new to them.
    const lessonTwo: string[] = [];
    for (let index = 10; index < 20; index += 1) {
      const fact = nextFact(state, SIX_TO_EIGHT, createRng(index), { questionIndex: index });
      const key = factKey(fact);
      lessonTwo.push(key);
      const right = lessonOne.includes(key);
      state = recordAnswer(state, fact, { correct: right, fluent: right, questionIndex: index });
    }
    for (const key of stillMissed) expect(lessonTwo).toContain(key);
  });
});
