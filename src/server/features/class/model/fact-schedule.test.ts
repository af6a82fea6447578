import { describe, expect, it } from 'vitest';
import { factStatus } from '#shared/maths/fact-map';
import { EMPTY_SCHEDULER_STATE, MISSED_RETURN_GAP } from '#shared/maths/fact-scheduler';
import { MAX_SCHEDULED_FACTS, scheduleAfterAnswer } from './fact-schedule';

const sevenEights = {
  operation: 'multiplication',
  operand1: 7,
  operand2: 8,
  stem: '7 × 8 = ?',
  correctAnswer: 56,
  answerInput: 'choices',
} as const;
const fact = { operation: 'multiplication', operand1: 7, operand2: 8 } as const;

describe('a class student’s fact schedule', () => {
  it('queues a missed fact to come back after its rest', () => {
    const after = scheduleAfterAnswer(
      EMPTY_SCHEDULER_STATE,
      sevenEights,
      { isCorrect: false, timeSpentMs: 2000 },
      0,
    );
    expect(after.missed).toEqual([{ key: 'multiplication:7:8', dueIndex: MISSED_RETURN_GAP }]);
  });

  it('counts right answers as fluent only within the threshold, two of them spaced apart', () => {
    const quick = { isCorrect: true, timeSpentMs: 2000 };
    const slow = { isCorrect: true, timeSpentMs: 8000 };
    const twice = (answer: typeof quick) =>
      scheduleAfterAnswer(
        scheduleAfterAnswer(EMPTY_SCHEDULER_STATE, sevenEights, answer, 0, 1000),
        sevenEights,
        answer,
        10,
        61_000,
      );
    expect(factStatus(twice(quick), fact)).toBe('fluent');
    expect(twice(quick).facts['multiplication:7:8']?.lastAskedAtMs).toBe(61_000);
    expect(factStatus(twice(slow), fact)).toBe('learning');
  });

  it('allows a typed answer its typing: 4.5 s is fluent typed, not when tapped', () => {
    const typed = { ...sevenEights, answerInput: 'typed' } as const;
    const answer = { isCorrect: true, timeSpentMs: 4500 };
    const twice = (problem: typeof sevenEights | typeof typed) =>
      scheduleAfterAnswer(
        scheduleAfterAnswer(EMPTY_SCHEDULER_STATE, problem, answer, 0, 1000),
        problem,
        answer,
        10,
        61_000,
      );
    expect(factStatus(twice(typed), fact)).toBe('fluent');
    expect(factStatus(twice(sevenEights), fact)).toBe('learning');
  });

  it('leaves the schedule alone for a problem of no known operation', () => {
    const odd = { ...sevenEights, operation: 'power' };
    const answer = { isCorrect: true, timeSpentMs: 1000 };
    expect(scheduleAfterAnswer(EMPTY_SCHEDULER_STATE, odd, answer, 0)).toBe(EMPTY_SCHEDULER_STATE);
  });

  it('keeps at most the limit of facts', () => {
    let schedule = EMPTY_SCHEDULER_STATE;
    for (let n = 1; n <= MAX_SCHEDULED_FACTS + 20; n += 1)
      schedule = scheduleAfterAnswer(
        schedule,
        {
          operation: 'addition',
          operand1: n,
          operand2: 1000,
          stem: `${String(n)} + 1000 = ?`,
          correctAnswer: n + 1000,
          answerInput: 'choices',
        },
        { isCorrect: true, timeSpentMs: 1000 },
        n,
      );
    expect(Object.keys(schedule.facts)).toHaveLength(MAX_SCHEDULED_FACTS);
  });
});
