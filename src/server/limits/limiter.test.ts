import { describe, expect, it } from 'vitest';
import { createLimiter, everyLimit, unlimited } from './limiter';

let names = 0;
const limit = (points: number, durationSeconds: number) =>
  createLimiter({ name: `test-${(names += 1)}`, points, durationSeconds });

describe('a limit per key', () => {
  it('allows its points in the window, then refuses with the seconds left', async () => {
    const limiter = limit(2, 60);
    expect(await limiter.consume('a')).toEqual({ allowed: true });
    expect(await limiter.check('a')).toEqual({ allowed: true });
    expect(await limiter.consume('a')).toEqual({ allowed: true });
    const refused = await limiter.check('a');
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) expect(refused.retryAfterSeconds).toBeGreaterThan(55);
    expect(await limiter.check('b')).toEqual({ allowed: true });
  });

  it('checks without counting', async () => {
    const limiter = limit(1, 60);
    for (let index = 0; index < 5; index += 1)
      expect(await limiter.check('a')).toEqual({ allowed: true });
    expect(await limiter.consume('a')).toEqual({ allowed: true });
  });
});

describe('several limits as one', () => {
  it('counts a use in each and refuses as soon as one is used up, with the longest wait', async () => {
    const perMinute = limit(3, 60);
    const perDay = limit(2, 86_400);
    const both = everyLimit(perMinute, perDay);
    expect(await both.consume('a')).toEqual({ allowed: true });
    expect(await both.consume('a')).toEqual({ allowed: true });
    const refused = await both.check('a');
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) expect(refused.retryAfterSeconds).toBeGreaterThan(86_000);
    // The minute's limit counted both uses too: one left there.
    expect(await perMinute.consume('a')).toEqual({ allowed: true });
    expect((await perMinute.check('a')).allowed).toBe(false);
  });

  it('allows everything when lifted', async () => {
    for (let index = 0; index < 100; index += 1)
      expect(await unlimited.consume('a')).toEqual({ allowed: true });
  });
});
