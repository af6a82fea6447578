import { describe, expect, it } from 'vitest';
import { EMPTY_SCHEDULER_STATE } from '#shared/maths/fact-scheduler';
import { newStudent } from './new-student';
import { START_POSITION } from './progression';

describe('a student who has just joined', () => {
  it('has answered nothing, starts at the start difficulty and has an empty fact schedule', () => {
    const student = newStudent({
      id: 'p1',
      sessionId: 's1',
      name: 'Åse',
      tokenHash: 'hash',
      joinedAtMs: 5_000,
      operationOrder: [1, 0],
      operationPosition: 1,
    });
    expect(student).toMatchObject({
      nameKey: 'åse',
      lastSeenAtMs: 5_000,
      questionsAnswered: 0,
      correct: 0,
      incorrect: 0,
      bestStreak: 0,
      operationPosition: 1,
      operationQuestionNumber: 0,
      difficulty: START_POSITION.difficulty,
      finished: false,
      removedAtMs: null,
      operationTotals: [],
    });
    expect(student.factSchedule).toEqual(EMPTY_SCHEDULER_STATE);
  });
});
