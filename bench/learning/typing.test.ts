import { describe, expect, it } from 'vitest';
import { createRng, type Rng } from '../../src/shared/maths/rng';
import { TYPING_KEYS_DRAWN, TYPING_MS_PER_KEY, drawTypingMs, expectedTypingMs } from './typing';

/** An rng that counts the numbers drawn from it. */
function counted(seed: number): { rng: Rng; drawn: () => number } {
  const inner = createRng(seed);
  let drawn = 0;
  return {
    rng: () => {
      drawn += 1;
      return inner();
    },
    drawn: () => drawn,
  };
}

describe("a child's typing time", () => {
  it('grows with the digits of the answer, one key each and one for Enter', () => {
    for (let seed = 1; seed <= 20; seed += 1) {
      const [one, two, three] = [1, 2, 3].map((digits) =>
        drawTypingMs(createRng(seed), 'typed', digits),
      );
      expect(two).toBeGreaterThan(one ?? Infinity);
      expect(three).toBeGreaterThan(two ?? Infinity);
    }
    expect(expectedTypingMs('typed', 2)).toBeGreaterThan(expectedTypingMs('typed', 1));
    expect(expectedTypingMs('typed', 2)).toBeCloseTo(
      3 * TYPING_MS_PER_KEY * Math.exp(0.25 ** 2 / 2),
    );
  });

  it('is about the expected time on average', () => {
    const rng = createRng(9);
    const draws = Array.from({ length: 4000 }, () => drawTypingMs(rng, 'typed', 2));
    const mean = draws.reduce((sum, ms) => sum + ms, 0) / draws.length;
    expect(mean).toBeGreaterThan(expectedTypingMs('typed', 2) * 0.97);
    expect(mean).toBeLessThan(expectedTypingMs('typed', 2) * 1.03);
  });

  it('is nothing for a tapped choice, yet draws as many numbers as typing does', () => {
    for (const digits of [1, 2, 3]) {
      const typed = counted(3);
      const tapped = counted(3);
      expect(drawTypingMs(tapped.rng, 'choices', digits)).toBe(0);
      drawTypingMs(typed.rng, 'typed', digits);
      expect(tapped.drawn()).toBe(TYPING_KEYS_DRAWN);
      expect(typed.drawn()).toBe(TYPING_KEYS_DRAWN);
    }
    expect(expectedTypingMs('choices', 2)).toBe(0);
  });

  it('refuses an answer with more keys than are drawn', () => {
    expect(() => drawTypingMs(createRng(1), 'typed', TYPING_KEYS_DRAWN)).toThrow();
  });
});
