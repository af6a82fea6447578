import { describe, expect, it } from 'vitest';
import { countersScope } from './later-round';

describe('countersScope', () => {
  it('is the round through the first round, before and after each verdict', () => {
    expect(countersScope(0, 1, 20, false)).toBe('round');
    expect(countersScope(1, 1, 20, true)).toBe('round');
    expect(countersScope(19, 20, 20, false)).toBe('round');
    expect(countersScope(20, 20, 20, true)).toBe('round');
  });

  it('is another round once a whole round was answered and the question number starts again', () => {
    expect(countersScope(20, 1, 20, false)).toBe('anotherRound');
    expect(countersScope(22, 3, 20, false)).toBe('anotherRound');
    expect(countersScope(21, 1, 20, true)).toBe('anotherRound');
    expect(countersScope(45, 6, 20, false)).toBe('anotherRound');
  });

  it('is the lesson, not another round, when the teacher changed the operation under way', () => {
    // Two of five answered, then the operation changed and started again at question 1.
    expect(countersScope(2, 1, 5, false)).toBe('lesson');
    expect(countersScope(3, 1, 5, true)).toBe('lesson');
    // The second of two operations of ten changed at its fourth question.
    expect(countersScope(13, 11, 20, false)).toBe('lesson');
  });

  it('is the round for a student the teacher moved ahead of their answers', () => {
    expect(countersScope(3, 11, 20, false)).toBe('round');
  });
});
