import { describe, expect, it } from 'vitest';
import type { SessionSettings } from '#shared/contracts/session-settings';
import {
  sampleSession,
  sampleStudent,
  SAMPLE_TIME,
} from '#server/features/class/testing/test-class-objects';
import { countingSessionOf, fetchedAt, newProblemFor, present } from './answer-rules';

const threeOperations: SessionSettings = {
  autoStart: true,
  continuousMode: false,
  examMode: false,
  examDurationMinutes: 30,
  randomizeOperations: true,
  operations: (['addition', 'subtraction', 'multiplication'] as const).map((type) => ({
    type,
    numberRange: { min: 1, max: 10 },
    challengeCount: 5,
  })),
};

describe('present, a problem as the student sees it', () => {
  it('numbers the step by the student’s own order of the randomized operations', () => {
    const session = countingSessionOf(sampleSession({ settings: threeOperations }));
    const student = sampleStudent({ operationOrder: [2, 0, 1], operationPosition: 0 });
    const problem = newProblemFor(session, student, fetchedAt(SAMPLE_TIME), { id: 'p1', seed: 3 });
    if (problem === null) throw new Error('expected a problem');
    const shown = present(session, problem, student);
    expect(shown).toMatchObject({
      operation: 'multiplication',
      operationIndex: 2,
      operationStep: 1,
      questionNumber: 1,
    });
    const later = present(session, { ...problem, operationIndex: 1 }, student);
    expect(later.operationStep).toBe(3);
  });
});
