import { factFromKey, factKey, isFluent, type Fact } from '../maths/fact-scheduler';
import type { FluencyQuestion } from '../maths/fluency';
import { MATH_OPERATIONS, OPERATION_SYMBOLS } from '../maths/operations';
import { median } from './fact-insight';

/** One answer the server checked, as a student's facts in a report read it. */
export interface StudentFactAnswer extends Fact, FluencyQuestion {
  readonly studentId: string;
  readonly isCorrect: boolean;
  readonly timeSpentMs: number;
}

/**
 * One student's facts in a session, each fact in one list only. A fact is the scheduler's
 * (factKey): 7 × 8 and 8 × 7 are one, given in key order (7 × 8).
 */
export interface StudentFacts {
  /** Answered wrong at least once (a time-out is wrong): most wrong first. */
  readonly missed: readonly Fact[];
  /**
   * Never wrong, but slow: the median time of its answers is over the fluency threshold
   * (isFluent, as the scheduler judges one answer). Slowest first.
   */
  readonly slow: readonly Fact[];
  /** Never wrong, and right within the threshold (median): the facts the student knows. */
  readonly fluent: readonly Fact[];
}

/** The facts of a student without answers. */
export const NO_STUDENT_FACTS: StudentFacts = { missed: [], slow: [], fluent: [] };

interface FactAnswers {
  readonly fact: Fact;
  wrong: number;
  readonly timesMs: number[];
  questionLength: number;
  typedDigits: number;
}

/**
 * Per student (by id), the facts they missed, were slow on and know: wrong at least once is
 * missed; otherwise the median of the fact's answer times decides, against the fluency threshold
 * of its question (the longer of the two orders', which are the same length for one fact, and
 * with the time to type its digits once any answer to it was typed).
 * Students without answers are not in the map (see NO_STUDENT_FACTS).
 */
export function studentFacts(answers: readonly StudentFactAnswer[]): Map<string, StudentFacts> {
  const byStudent = new Map<string, Map<string, FactAnswers>>();
  for (const answer of answers) {
    let facts = byStudent.get(answer.studentId);
    if (facts === undefined) {
      facts = new Map();
      byStudent.set(answer.studentId, facts);
    }
    const key = factKey(answer);
    let counted = facts.get(key);
    if (counted === undefined) {
      counted = {
        fact: factFromKey(key) ?? answer,
        wrong: 0,
        timesMs: [],
        questionLength: 0,
        typedDigits: 0,
      };
      facts.set(key, counted);
    }
    if (!answer.isCorrect) counted.wrong += 1;
    counted.timesMs.push(answer.timeSpentMs);
    counted.questionLength = Math.max(counted.questionLength, answer.questionLength);
    counted.typedDigits = Math.max(counted.typedDigits, answer.typedDigits ?? 0);
  }
  return new Map(
    [...byStudent.entries()].map(([studentId, facts]) => [studentId, sorted([...facts.values()])]),
  );
}

function sorted(facts: readonly FactAnswers[]): StudentFacts {
  const inOrder = [...facts].sort((a, b) => factOrder(a.fact, b.fact));
  const missed = inOrder.filter((fact) => fact.wrong > 0).sort((a, b) => b.wrong - a.wrong);
  const timed = inOrder
    .filter((fact) => fact.wrong === 0)
    .map((fact) => ({ ...fact, medianMs: median(fact.timesMs) ?? 0 }));
  const slow = timed
    .filter((fact) => !isFluent(fact.medianMs, fact))
    .sort((a, b) => b.medianMs - a.medianMs);
  return {
    missed: missed.map((fact) => fact.fact),
    slow: slow.map((fact) => fact.fact),
    fluent: timed.filter((fact) => isFluent(fact.medianMs, fact)).map((fact) => fact.fact),
  };
}

/** Facts in the order the app shows operations, then by their first and second number. */
function factOrder(a: Fact, b: Fact): number {
  return (
    MATH_OPERATIONS.indexOf(a.operation) - MATH_OPERATIONS.indexOf(b.operation) ||
    a.operand1 - b.operand1 ||
    a.operand2 - b.operand2
  );
}

/** A fact as a report writes it: "7 × 8", "56 ÷ 8", "9 − 4". */
export function factText(fact: Fact): string {
  return `${fact.operand1} ${OPERATION_SYMBOLS[fact.operation]} ${fact.operand2}`;
}

/** Facts as one line: "7 × 8, 6 × 7"; empty for none. */
export function factsText(facts: readonly Fact[]): string {
  return facts.map(factText).join(', ');
}
