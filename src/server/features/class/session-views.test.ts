import { describe, expect, it } from 'vitest';
import { focusFactsOf, studentSummary } from './session-views';
import { fiveAdditions, SAMPLE_TIME, samplePupil } from './test-class-objects';

describe('focusFactsOf', () => {
  it('names each focus fact once, also for a session stored with a key twice', () => {
    const settings = {
      ...fiveAdditions,
      focusFacts: ['multiplication:8:10', 'multiplication:8:10', 'addition:3:5'],
    };
    expect(focusFactsOf({ settings })).toEqual([
      { operation: 'multiplication', operand1: 8, operand2: 10 },
      { operation: 'addition', operand1: 3, operand2: 5 },
    ]);
  });
});

describe('studentSummary', () => {
  it('marks a removed pupil, never connected, with their counts kept', () => {
    const pupil = samplePupil({ questionsAnswered: 4, correct: 3, incorrect: 1 });
    expect(studentSummary(pupil, true)).toMatchObject({ removed: false, connected: true });
    const removed = studentSummary({ ...pupil, removedAtMs: SAMPLE_TIME + 1000 }, true);
    expect(removed).toMatchObject({
      removed: true,
      connected: false,
      stats: { questionsAnswered: 4, correct: 3, incorrect: 1 },
    });
  });
});
