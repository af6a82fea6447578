import { longFactKey } from '#shared/contracts/fact-schedule';
import { factFromKey, type Fact } from '#shared/maths/fact-scheduler';
import { MATH_OPERATIONS, OPERATION_SYMBOLS } from '#shared/maths/operations';

/** The fact of a short key (`m6:7`), or undefined when it names none. */
export function factOfShortKey(short: string): Fact | undefined {
  const long = longFactKey(short);
  return long === undefined ? undefined : factFromKey(long);
}

/** A fact as a pupil reads it: "6 × 7", "42 ÷ 6"; the key itself when it names no fact. */
export function factLabel(short: string): string {
  const fact = factOfShortKey(short);
  if (fact === undefined) return short;
  return `${fact.operand1} ${OPERATION_SYMBOLS[fact.operation]} ${fact.operand2}`;
}

/**
 * The order facts are listed in, as a times table is read: by operation (+, −, ×, ÷), then the
 * first number, then the second; keys that name no fact last.
 */
export function compareFactKeys(a: string, b: string): number {
  const first = factOfShortKey(a);
  const second = factOfShortKey(b);
  if (first === undefined || second === undefined)
    return Number(first === undefined) - Number(second === undefined);
  return (
    MATH_OPERATIONS.indexOf(first.operation) - MATH_OPERATIONS.indexOf(second.operation) ||
    first.operand1 - second.operand1 ||
    first.operand2 - second.operand2
  );
}
