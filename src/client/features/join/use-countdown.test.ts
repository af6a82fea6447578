import { describe, expect, it } from 'vitest';
import { secondsLeft } from './use-countdown';

describe('seconds left until a deadline', () => {
  it('rounds up, so the count shows 1 until the very end, then 0', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 1)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 12_000)).toBe(0);
  });
});
