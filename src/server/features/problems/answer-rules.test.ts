import { describe, expect, it } from 'vitest';
import type { SessionSettings } from '#shared/contracts/session-settings';
import {
  sampleSession,
  sampleStudent,
  SAMPLE_TIME,
} from '#server/features/class/testing/test-class-objects';
import {
  answeredLate,
  countingSessionOf,
  fetchedAt,
  issuedWithVerdict,
  newProblemFor,
  present,
  timeLeftMs,
} from './answer-rules';

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
    const shown = present(session, problem, student, SAMPLE_TIME);
    expect(shown).toMatchObject({
      operation: 'multiplication',
      operationIndex: 2,
      operationStep: 1,
      questionNumber: 1,
    });
    const later = present(session, { ...problem, operationIndex: 1 }, student, SAMPLE_TIME);
    expect(later.operationStep).toBe(3);
  });
});

describe('timeLeftMs, what is left of a question’s time limit', () => {
  const withLimit = (timeLimitSeconds?: number): SessionSettings => ({
    ...threeOperations,
    operations: [
      {
        type: 'addition',
        numberRange: { min: 1, max: 10 },
        challengeCount: 5,
        ...(timeLimitSeconds === undefined ? {} : { timeLimitSeconds }),
      },
    ],
  });
  const issued = (settings: SessionSettings, issue = fetchedAt(SAMPLE_TIME)) => {
    const session = countingSessionOf(sampleSession({ settings }));
    const student = sampleStudent({ operationOrder: [0], operationPosition: 0 });
    const problem = newProblemFor(session, student, issue, { id: 'p1', seed: 3 });
    if (problem === null) throw new Error('expected a problem');
    return { session, problem };
  };

  it('is the whole limit when the question is sent, and what is left when it is sent again', () => {
    const { session, problem } = issued(withLimit(10));
    expect(timeLeftMs(session, problem, SAMPLE_TIME)).toBe(10_000);
    expect(timeLeftMs(session, problem, SAMPLE_TIME + 6_500)).toBe(3_500);
    expect(timeLeftMs(session, problem, SAMPLE_TIME + 60_000)).toBe(0);
  });

  it('starts counting after the verdict’s pause of a question sent with a verdict', () => {
    const issue = issuedWithVerdict(SAMPLE_TIME, true);
    const { session, problem } = issued(withLimit(10), issue);
    expect(timeLeftMs(session, problem, SAMPLE_TIME + issue.showDelayMs)).toBe(10_000);
    expect(timeLeftMs(session, problem, SAMPLE_TIME + issue.showDelayMs + 4_000)).toBe(6_000);
  });

  it('is null without a limit, and present sends it with the question', () => {
    const unlimited = issued(withLimit());
    expect(timeLeftMs(unlimited.session, unlimited.problem, SAMPLE_TIME + 1_000)).toBeNull();
    const { session, problem } = issued(withLimit(10));
    const student = sampleStudent({ operationOrder: [0], operationPosition: 0 });
    expect(present(session, problem, student, SAMPLE_TIME + 2_000).timeLeftMs).toBe(8_000);
  });
});

describe('answeredLate, an answer that came too late to count', () => {
  it('is never late within the limit and the network’s second', () => {
    expect(answeredLate(5000, 6000, 9000)).toBe(false);
  });

  it('is late after that second when the screen’s own time is over the limit', () => {
    expect(answeredLate(5000, 6001, 5001)).toBe(true);
  });

  it('is not late when the screen answered in time and the network took up to 5 s', () => {
    expect(answeredLate(5000, 10_000, 4000)).toBe(false);
    expect(answeredLate(5000, 10_001, 4000)).toBe(true);
  });
});
