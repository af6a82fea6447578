import { describe, expect, it } from 'vitest';
import type { MathOperation } from '../maths/operations';
import { factsText, factText, studentFacts, type StudentFactAnswer } from './student-facts';

/** An answer of `studentId` to a × b (or another operation), right and fluent unless told. */
function answer(
  a: number,
  b: number,
  overrides: Partial<StudentFactAnswer> = {},
  operation: MathOperation = 'multiplication',
): StudentFactAnswer {
  return {
    studentId: 'ola',
    operation,
    operand1: a,
    operand2: b,
    isCorrect: true,
    timeSpentMs: 1500,
    questionLength: `${a} × ${b} = ?`.length,
    ...overrides,
  };
}

const texts = (facts: ReturnType<typeof studentFacts>, id = 'ola') => {
  const of = facts.get(id);
  return (
    of && { missed: factsText(of.missed), slow: factsText(of.slow), fluent: factsText(of.fluent) }
  );
};

describe('studentFacts', () => {
  it('puts a fact missed once among the missed, whatever else, most missed first', () => {
    const facts = studentFacts([
      answer(6, 7, { isCorrect: false }),
      answer(6, 7),
      answer(7, 8, { isCorrect: false }),
      answer(8, 7, { isCorrect: false, timeSpentMs: 9000 }),
      answer(2, 5, { timeSpentMs: 8000 }),
    ]);
    expect(texts(facts)).toEqual({ missed: '7 × 8, 6 × 7', slow: '2 × 5', fluent: '' });
  });

  it('counts a fact and its turned-around form as one fact, written in key order', () => {
    const facts = studentFacts([answer(8, 3), answer(3, 8), answer(9, 4, {}, 'subtraction')]);
    expect(texts(facts)).toEqual({ missed: '', slow: '', fluent: '9 − 4, 3 × 8' });
    expect(facts.get('ola')?.fluent).toEqual([
      { operation: 'subtraction', operand1: 9, operand2: 4 },
      { operation: 'multiplication', operand1: 3, operand2: 8 },
    ]);
  });

  it('calls a fact slow when the median of its answers is over the fluency threshold, slowest first', () => {
    const facts = studentFacts([
      // "7 × 8 = ?" allows 3.6 s: a median of 4 s is slow, one quick answer among them or not.
      answer(7, 8, { timeSpentMs: 4000 }),
      answer(7, 8, { timeSpentMs: 1000 }),
      answer(8, 7, { timeSpentMs: 4100 }),
      // A median of 3 s is fluent, one slow answer among them or not.
      answer(6, 6, { timeSpentMs: 1000 }),
      answer(6, 6, { timeSpentMs: 5000 }),
      answer(9, 9, { timeSpentMs: 6000 }),
    ]);
    expect(texts(facts)).toEqual({ missed: '', slow: '9 × 9, 7 × 8', fluent: '6 × 6' });
  });

  it('allows a longer question more time, as the scheduler does', () => {
    const facts = studentFacts([
      answer(10, 10, { timeSpentMs: 3800 }),
      answer(7, 8, { timeSpentMs: 3800 }),
    ]);
    expect(texts(facts)).toEqual({ missed: '', slow: '7 × 8', fluent: '10 × 10' });
  });

  it('keeps each student’s facts apart and leaves out students without answers', () => {
    const facts = studentFacts([
      answer(7, 8, { isCorrect: false }),
      answer(7, 8, { studentId: 'kari' }),
      answer(56, 8, { studentId: 'kari', questionLength: 10 }, 'division'),
    ]);
    expect(texts(facts)).toEqual({ missed: '7 × 8', slow: '', fluent: '' });
    expect(texts(facts, 'kari')).toEqual({ missed: '', slow: '', fluent: '7 × 8, 56 ÷ 8' });
    expect(facts.has('per')).toBe(false);
  });
});

describe('factText', () => {
  it('writes a fact as the report shows it', () => {
    expect(factText({ operation: 'division', operand1: 56, operand2: 8 })).toBe('56 ÷ 8');
    expect(factText({ operation: 'subtraction', operand1: 9, operand2: 4 })).toBe('9 − 4');
  });
});
