import { describe, expect, it } from 'vitest';
import { verdictWording } from './verdict-wording';

const verdict = { correctIndex: 1, correctAnswer: 12 };

describe('verdictWording, the feedback line of a verdict', () => {
  it('says correct for a counted answer', () => {
    expect(verdictWording({ ...verdict, choiceIndex: 1, isCorrect: true })).toBe('correct');
    expect(
      verdictWording({ ...verdict, choiceIndex: null, typedAnswer: 12, isCorrect: true }),
    ).toBe('correct');
  });

  it('says the time is up when no answer was given', () => {
    expect(verdictWording({ ...verdict, choiceIndex: null, isCorrect: false })).toBe('timeUp');
    expect(
      verdictWording({ ...verdict, choiceIndex: null, typedAnswer: null, isCorrect: false }),
    ).toBe('timeUp');
  });

  it('says the time is up, not wrong, for the right answer that came too late', () => {
    expect(verdictWording({ ...verdict, choiceIndex: 1, isCorrect: false })).toBe('timeUp');
    expect(
      verdictWording({ ...verdict, choiceIndex: null, typedAnswer: 12, isCorrect: false }),
    ).toBe('timeUp');
  });

  it('says wrong for another choice or another number', () => {
    expect(verdictWording({ ...verdict, choiceIndex: 0, isCorrect: false })).toBe('wrong');
    expect(
      verdictWording({ ...verdict, choiceIndex: null, typedAnswer: 21, isCorrect: false }),
    ).toBe('wrong');
  });
});
