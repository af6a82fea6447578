import type { OperationConfig, SessionSettings } from '#shared/contracts/session-settings';
import {
  fiveAdditions,
  sampleSession,
  sampleStudent,
  SAMPLE_TIME,
} from '#server/features/class/testing/test-class-objects';
import { countingSessionOf, fetchedAt, newProblemFor } from '../answer-rules';
import type { AnswerRead } from '../decide-answer';

/** The draw of the problem after the first: its id and seed. */
export const NEXT_DRAW = { id: 'problem-2', seed: 11 };

/** Settings of one multiplication operation, 1-10 and five questions, with the given changes. */
export function multiplicationSettings(changes: Partial<OperationConfig> = {}): SessionSettings {
  return {
    ...fiveAdditions,
    operations: [
      { type: 'multiplication', numberRange: { min: 1, max: 10 }, challengeCount: 5, ...changes },
    ],
  };
}

/**
 * What an answer reads for the sample student's first problem (id problem-1) in a running
 * session of these settings, the problem issued `issuedBeforeMs` before SAMPLE_TIME.
 */
export function firstReadOf(settings: SessionSettings, issuedBeforeMs: number): AnswerRead {
  const session = countingSessionOf(sampleSession({ settings }));
  const student = sampleStudent();
  const issuedAt = fetchedAt(SAMPLE_TIME - issuedBeforeMs);
  const problem = newProblemFor(session, student, issuedAt, { id: 'problem-1', seed: 7 });
  if (problem === null) throw new Error('expected a problem');
  return { session, student, problem, totals: [] };
}
