import { describe, expect, it } from 'vitest';
import type { OperationConfig, SessionSettings } from '#shared/contracts/session-settings';
import { factKeysOf } from '#shared/maths/fact-domain';
import { factKey } from '#shared/maths/fact-scheduler';
import { MATH_OPERATIONS } from '#shared/maths/operations';
import { createRng } from '#shared/maths/rng';
import type { StudentCounters } from '#server/features/class/model/class-model';
import {
  sampleStudent,
  sampleSession,
  SAMPLE_TIME,
} from '#server/features/class/testing/test-class-objects';
import { countingSessionOf, fetchedAt, newProblemFor } from './answer-rules';
import { decideAnswer } from './decide-answer';

/** The ranges and table choices a teacher may well pick, for every operation. */
const CHOICES: readonly Pick<OperationConfig, 'numberRange' | 'tables'>[] = [
  { numberRange: { min: 1, max: 5 } },
  { numberRange: { min: 1, max: 10 } },
  { numberRange: { min: 1, max: 12 } },
  { numberRange: { min: 3, max: 9 } },
  { numberRange: { min: 1, max: 20 } },
];

const TABLE_CHOICES: readonly Pick<OperationConfig, 'numberRange' | 'tables'>[] = [
  { numberRange: { min: 1, max: 10 }, tables: [7] },
  { numberRange: { min: 1, max: 10 }, tables: [6, 7, 8] },
];

/**
 * Answers allowed per fact: introducing a fact takes a few, and from about 200 facts on, half
 * the questions go to reviews of the facts already fluent.
 */
const ANSWERS_PER_FACT = 20;

/** A long sitting on the widest ranges takes a few seconds on a busy machine. */
const TIMEOUT_MS = 60_000;

function keysOf(operation: OperationConfig): Set<string> {
  const { type, numberRange, tables } = operation;
  return factKeysOf({ operation: type, level: 1, range: numberRange, tables });
}

/**
 * The fact keys a simulated class student meets in `limit` answers through the server's answer
 * rule: three answers in four right and quick, the rest wrong, a question every 6 s.
 */
function keysMet(operation: OperationConfig, limit: number): Set<string> {
  const settings: SessionSettings = {
    autoStart: true,
    continuousMode: true,
    examMode: false,
    examDurationMinutes: 30,
    randomizeOperations: false,
    operations: [operation],
  };
  const session = countingSessionOf(sampleSession({ settings }));
  const rng = createRng(operation.numberRange.max * 31 + (operation.tables?.length ?? 0));
  let student: StudentCounters = sampleStudent();
  let time = SAMPLE_TIME;
  let problem = newProblemFor(session, student, fetchedAt(time), { id: 'p-0', seed: 1 });
  const met = new Set<string>();
  for (let n = 1; n <= limit && problem !== null; n += 1) {
    met.add(
      factKey({
        operation: operation.type,
        operand1: problem.operand1,
        operand2: problem.operand2,
      }),
    );
    time += 6000;
    const right = rng() < 0.75;
    const choiceIndex = right
      ? problem.correctIndex
      : (problem.correctIndex + 1) % problem.choices.length;
    const body = { problemId: problem.id, choiceIndex, timeSpentMs: 1500 };
    const decision = decideAnswer({ session, student, problem, totals: [] }, body, time, {
      id: `p-${String(n)}`,
      seed: n,
    });
    if (decision.kind !== 'counted') throw new Error(`answer ${String(n)} was not counted`);
    student = decision.student;
    problem = decision.next;
  }
  return met;
}

const CASES: readonly OperationConfig[] = [
  ...MATH_OPERATIONS.flatMap((type) =>
    CHOICES.map((choice) => ({ type, challengeCount: 50, ...choice })),
  ),
  ...(['multiplication', 'division'] as const).flatMap((type) =>
    TABLE_CHOICES.map((choice) => ({ type, challengeCount: 50, ...choice })),
  ),
];

function nameOf({ type, numberRange, tables }: OperationConfig): string {
  const range = `${String(numberRange.min)}-${String(numberRange.max)}`;
  return tables === undefined ? `${type} ${range}` : `${type}, only the ${String(tables)} tables`;
}

describe('a class student meets every fact of the teacher’s choice, and no other', () => {
  for (const operation of CASES)
    it(
      nameOf(operation),
      () => {
        const facts = keysOf(operation);
        const met = keysMet(operation, facts.size * ANSWERS_PER_FACT);
        expect([...facts].filter((key) => !met.has(key))).toEqual([]);
        expect([...met].filter((key) => !facts.has(key))).toEqual([]);
      },
      TIMEOUT_MS,
    );
});
