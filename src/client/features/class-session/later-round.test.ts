import { describe, expect, it } from 'vitest';
import { inLaterRound } from './later-round';

describe('inLaterRound', () => {
  it('is false through the first round, before and after each verdict', () => {
    expect(inLaterRound(0, 1, false)).toBe(false);
    expect(inLaterRound(1, 1, true)).toBe(false);
    expect(inLaterRound(19, 20, false)).toBe(false);
    expect(inLaterRound(20, 20, true)).toBe(false);
  });

  it('is true once the question number starts again while the lesson counts on', () => {
    expect(inLaterRound(20, 1, false)).toBe(true);
    expect(inLaterRound(22, 3, false)).toBe(true);
    expect(inLaterRound(21, 1, true)).toBe(true);
  });

  it('is false for a student the teacher moved ahead of their answers', () => {
    expect(inLaterRound(3, 11, false)).toBe(false);
  });
});
