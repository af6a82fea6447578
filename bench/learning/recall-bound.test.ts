import { describe, expect, it } from 'vitest';
import { factKey, type Fact } from '../../src/shared/maths/fact-scheduler';
import { createRng } from '../../src/shared/maths/rng';
import { TABLES_6_TO_8, WHOLE_RANGE } from './fact-sets';
import type { Learner } from './learner';
import { RECALL_BOUND } from './recall-bound';
import type { Practice } from './strategy';

const PRACTICE: Practice = { answerInput: 'choices', facts: WHOLE_RANGE, questionsPerLesson: 30 };

/** A student who recalls each fact with a fixed probability, quickly when at all. */
function studentRecalling(recall: (key: string) => number): Learner {
  return {
    answerInput: 'choices',
    answer: () => ({ correct: true, responseMs: 1000 }),
    recallProbability: (fact: Fact) => recall(factKey(fact)),
    expectedLatencyMs: () => 1000,
  };
}

describe('the recall bound', () => {
  it('asks the fact the student is least likely to recall, never the one just asked', () => {
    const weakest = 'multiplication:7:8';
    const next = 'multiplication:6:9';
    const student = studentRecalling((key) => (key === weakest ? 0.1 : key === next ? 0.2 : 0.95));
    const picker = RECALL_BOUND.start(createRng(1), PRACTICE, student);
    expect(factKey(picker.next(0).fact)).toBe(weakest);
    expect(factKey(picker.next(1).fact)).toBe(next);
    expect(factKey(picker.next(2).fact)).toBe(weakest);
  });

  it('asks a fluent fact only when every fact is fluent, the least recalled first', () => {
    const student = studentRecalling((key) => (key === 'multiplication:2:3' ? 0.91 : 0.99));
    const picker = RECALL_BOUND.start(createRng(2), PRACTICE, student);
    expect(factKey(picker.next(0).fact)).toBe('multiplication:2:3');
  });

  it('asks only the facts of the practice', () => {
    const student = studentRecalling((key) => (key === 'multiplication:2:3' ? 0 : 0.5));
    const picker = RECALL_BOUND.start(createRng(3), { ...PRACTICE, facts: TABLES_6_TO_8 }, student);
    for (let at = 0; at < 60; at += 1)
      expect(TABLES_6_TO_8.keyNames.has(factKey(picker.next(at).fact))).toBe(true);
  });
});
