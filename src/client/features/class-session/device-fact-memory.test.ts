import { describe, expect, it } from 'vitest';
import { EMPTY_FACT_MEMORY, factStatus } from '#shared/maths/fact-map';
import { withClassAnswer } from './device-fact-memory';

const seven8 = { operation: 'multiplication', stem: '7 × 8 = ?' } as const;
const fact = { operation: 'multiplication', operand1: 7, operand2: 8 } as const;

describe('the device’s facts after a class answer', () => {
  it('keeps a class answer as a solo one: quick and right moves it up, at its time', () => {
    const once = withClassAnswer(EMPTY_FACT_MEMORY, seven8, {
      isCorrect: true,
      timeSpentMs: 1500,
      atMs: 1_000,
    });
    expect(once.scheduler.facts['multiplication:7:8']).toEqual({
      box: 1,
      lastAskedIndex: 0,
      lastAskedAtMs: 1_000,
      tally: { answers: 1, misses: 0, reviews: 0, lapses: 0 },
    });
    expect(once.questionsAnswered).toBe(1);
    const slow = withClassAnswer(once, seven8, { isCorrect: true, timeSpentMs: 9000, atMs: 2_000 });
    expect(factStatus(slow.scheduler, fact)).toBe('learning');
    expect(slow.scheduler.missed.map((missed) => missed.key)).toEqual(['multiplication:7:8']);
  });

  it('leaves the memory alone for a question it cannot read', () => {
    const odd = { operation: 'addition', stem: '? = ?' } as const;
    const answer = { isCorrect: true, timeSpentMs: 1000, atMs: 0 };
    expect(withClassAnswer(EMPTY_FACT_MEMORY, odd, answer)).toBe(EMPTY_FACT_MEMORY);
  });
});
