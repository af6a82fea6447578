import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ADAPTIVE,
  NORMAL,
  initialDifficulty,
  nextDifficulty,
  type AnswerOutcome,
  type DifficultyState,
} from './difficulty';

const fast: AnswerOutcome = { isCorrect: true, timeSpentMs: 2000 };
const slow: AnswerOutcome = { isCorrect: true, timeSpentMs: 8000 };
const wrong: AnswerOutcome = { isCorrect: false, timeSpentMs: 3000 };

function play(state: DifficultyState, outcomes: AnswerOutcome[]): DifficultyState {
  return outcomes.reduce(nextDifficulty, state);
}

const outcome = fc.record({
  isCorrect: fc.boolean(),
  timeSpentMs: fc.integer({ min: 0, max: 30000 }),
});

describe('adaptive difficulty', () => {
  it('starts at 1', () => {
    expect(initialDifficulty('adaptive').difficulty).toBe(1);
  });

  it('rises by 1 after two fast correct answers in a row', () => {
    expect(play(initialDifficulty('adaptive'), [fast, fast]).difficulty).toBe(2);
  });

  it('rises by 0.5 after three slow correct answers in a row', () => {
    const start = initialDifficulty('adaptive');
    expect(play(start, [slow, slow]).difficulty).toBe(1);
    expect(play(start, [slow, slow, slow]).difficulty).toBe(1.5);
  });

  it('falls by 0.5 after a wrong answer and resets the runs', () => {
    const raised = play(initialDifficulty('adaptive'), [fast, fast, fast, fast]);
    expect(raised.difficulty).toBe(3);
    const after = nextDifficulty(raised, wrong);
    expect(after.difficulty).toBe(2.5);
    expect(after.streak).toBe(0);
    expect(after.fastStreak).toBe(0);
    expect(nextDifficulty(after, fast).difficulty).toBe(2.5);
  });

  it('stays between 1 and 20 whatever the answers', () => {
    fc.assert(
      fc.property(fc.array(outcome, { maxLength: 200 }), (outcomes) => {
        let state = initialDifficulty('adaptive');
        for (const o of outcomes) {
          state = nextDifficulty(state, o);
          expect(state.difficulty).toBeGreaterThanOrEqual(ADAPTIVE.min);
          expect(state.difficulty).toBeLessThanOrEqual(ADAPTIVE.max);
        }
      }),
    );
  });

  it('never rises on a wrong answer and never falls on a correct one', () => {
    fc.assert(
      fc.property(fc.array(outcome, { maxLength: 50 }), outcome, (history, last) => {
        const before = play(initialDifficulty('adaptive'), history);
        const after = nextDifficulty(before, last);
        if (last.isCorrect) expect(after.difficulty).toBeGreaterThanOrEqual(before.difficulty);
        else expect(after.difficulty).toBeLessThanOrEqual(before.difficulty);
      }),
    );
  });
});

describe('normal difficulty', () => {
  it('starts at 2 and rises by 0.5 after every 4th correct answer in a row, up to 3', () => {
    const start = initialDifficulty('normal');
    expect(start.difficulty).toBe(2);
    expect(play(start, [slow, slow, slow]).difficulty).toBe(2);
    expect(
      play(
        start,
        Array.from({ length: 4 }, () => fast),
      ).difficulty,
    ).toBe(2.5);
    expect(
      play(
        start,
        Array.from({ length: 8 }, () => fast),
      ).difficulty,
    ).toBe(3);
    expect(
      play(
        start,
        Array.from({ length: 40 }, () => fast),
      ).difficulty,
    ).toBe(NORMAL.max);
  });

  it('falls by 0.5 after a wrong answer only when the run was 0 or 1', () => {
    const start = initialDifficulty('normal');
    expect(play(start, [wrong]).difficulty).toBe(1.5);
    expect(play(start, [fast, wrong]).difficulty).toBe(1.5);
    expect(play(start, [fast, fast, wrong]).difficulty).toBe(2);
    expect(play(start, [wrong, wrong, wrong, wrong]).difficulty).toBe(1);
  });

  it('stays between 1 and 3 whatever the answers', () => {
    fc.assert(
      fc.property(fc.array(outcome, { maxLength: 200 }), (outcomes) => {
        const state = play(initialDifficulty('normal'), outcomes);
        expect(state.difficulty).toBeGreaterThanOrEqual(NORMAL.min);
        expect(state.difficulty).toBeLessThanOrEqual(NORMAL.max);
      }),
    );
  });
});
