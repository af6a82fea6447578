import { describe, expect, it } from 'vitest';
import { countersScope } from './later-round';

describe('countersScope', () => {
  it('is the round through the first round, before and after each verdict', () => {
    expect(countersScope(0, 1, 1, false)).toBe('round');
    expect(countersScope(1, 1, 1, true)).toBe('round');
    expect(countersScope(19, 20, 1, false)).toBe('round');
    expect(countersScope(20, 20, 1, true)).toBe('round');
  });

  it('is another round whenever the server says the student is in a later one', () => {
    expect(countersScope(20, 1, 2, false)).toBe('anotherRound');
    expect(countersScope(22, 3, 2, false)).toBe('anotherRound');
    // A late joiner's second round: fewer answers before it than a round has questions.
    expect(countersScope(10, 1, 2, false)).toBe('anotherRound');
    // The teacher raised the questions after another round.
    expect(countersScope(7, 3, 2, false)).toBe('anotherRound');
  });

  it('is the lesson, not another round, when the teacher changed the operation under way', () => {
    // Two of five answered, then the operation changed and started again at question 1.
    expect(countersScope(2, 1, 1, false)).toBe('lesson');
    expect(countersScope(3, 1, 1, true)).toBe('lesson');
    // An operation before the student's removed: question 2 of 5 with 6 answered.
    expect(countersScope(6, 2, 1, false)).toBe('lesson');
  });

  it('is the round for a student the teacher moved ahead of their answers', () => {
    expect(countersScope(3, 11, 1, false)).toBe('round');
  });

  it('counts on the answers alone from a server that sends no round', () => {
    expect(countersScope(20, 1, undefined, false)).toBe('lesson');
    expect(countersScope(0, 1, undefined, false)).toBe('round');
  });
});
