import { factKey, type Fact } from './fact-scheduler';
import { introductionOrder } from './introduction-order';
import { DEFAULT_RANGE, type NumberRange } from './levels';
import { OPERATION_TRAITS, type MathOperation } from './operations';
import { pickOne, randomInt, type Rng } from './rng';

/**
 * What to ask: an operation, a level and the facts to ask from. The facts are exactly those of
 * the range (DEFAULT_RANGE when none is given), or of the picked times tables with factors from
 * the range; the level never narrows them, it only sets how hard the wrong choices are.
 */
export interface ProblemSpec {
  readonly operation: MathOperation;
  readonly level: number;
  readonly range?: NumberRange;
  /** Times tables the teacher or student picked (multiplication and division only). */
  readonly tables?: readonly number[];
}

/** The largest times table a teacher or student may pick (1 to 12). */
export const MAX_TABLE = 12;

/** The operations whose facts can be narrowed to picked times tables. */
export function takesTables(operation: MathOperation): boolean {
  return OPERATION_TRAITS[operation].timesTables;
}

/**
 * Every fact of the spec in the order a student meets them (see introductionOrder), or undefined
 * when there are more than `limit` (addition of 1-100 alone has 10,000): a scheduler then works
 * on a sample drawn with drawFact instead.
 * - Addition: a + b with both in the range. Subtraction: a − b with both in the range and b < a.
 * - Multiplication: a × b with both in the range, or one a picked table and the other in the
 *   range; both orders listed. Division mirrors it: (d × q) ÷ d with the divisor d and the
 *   quotient q as a multiplication's factors.
 */
export function enumerateFacts(spec: ProblemSpec, limit: number): Fact[] | undefined {
  if (factCount(spec) > limit) return undefined;
  const { operation } = spec;
  const range = rangeOf(spec);
  const facts: Fact[] = [];
  switch (operation) {
    case 'addition':
      for (const a of span(range)) for (const b of span(range)) facts.push(fact(operation, a, b));
      break;
    case 'subtraction':
      for (const a of span(minuends(range)))
        for (const b of span(subtrahends(range, a))) facts.push(fact(operation, a, b));
      break;
    case 'multiplication': {
      const seen = new Set<string>();
      for (const table of tablesOf(spec))
        for (const factor of span(range))
          for (const [a, b] of [
            [table, factor],
            [factor, table],
          ] as const) {
            const id = `${String(a)}:${String(b)}`;
            if (seen.has(id)) continue;
            seen.add(id);
            facts.push(fact(operation, a, b));
          }
      break;
    }
    case 'division':
      for (const divisor of tablesOf(spec))
        for (const quotient of span(range))
          facts.push(fact(operation, divisor * quotient, divisor));
      break;
  }
  return introductionOrder(facts);
}

/** The keys (see factKey) of every fact of the spec, however many. */
export function factKeysOf(spec: ProblemSpec): Set<string> {
  return new Set((enumerateFacts(spec, Number.POSITIVE_INFINITY) ?? []).map(factKey));
}

/** An operation as a lesson sets it: its type, range and any picked tables. */
export interface OperationFacts {
  readonly type: MathOperation;
  readonly numberRange: NumberRange;
  readonly tables?: readonly number[] | undefined;
}

/**
 * The keys of every fact a lesson's operations ask (their ranges, or their picked tables): the
 * facts a class's record of the lesson counts, on the server that hands it over and on the
 * teacher's device that keeps it.
 */
export function factKeysOfOperations(operations: readonly OperationFacts[]): Set<string> {
  const keys = new Set<string>();
  for (const { type, numberRange, tables } of operations)
    for (const key of factKeysOf({
      operation: type,
      level: 1,
      range: numberRange,
      ...(tables === undefined ? {} : { tables }),
    }))
      keys.add(key);
  return keys;
}

/**
 * One fact of the spec, every fact about equally likely, deterministic in the rng. Used where a
 * spec has too many facts to list.
 */
export function drawFact(spec: ProblemSpec, rng: Rng): Fact {
  const { operation } = spec;
  const range = rangeOf(spec);
  switch (operation) {
    case 'addition':
      return fact(
        operation,
        randomInt(rng, range.min, range.max),
        randomInt(rng, range.min, range.max),
      );
    case 'subtraction': {
      const { min, max } = minuends(range);
      const a = randomInt(rng, min, max);
      const b = subtrahends(range, a);
      return fact(operation, a, randomInt(rng, b.min, b.max));
    }
    case 'multiplication': {
      const table = pickOne(rng, tablesOf(spec));
      const factor = randomInt(rng, range.min, range.max);
      return rng() < 0.5 ? fact(operation, table, factor) : fact(operation, factor, table);
    }
    case 'division': {
      const divisor = pickOne(rng, tablesOf(spec));
      const quotient = randomInt(rng, range.min, range.max);
      return fact(operation, divisor * quotient, divisor);
    }
  }
}

/**
 * Whether the fact is one of the spec's facts (as enumerateFacts lists them): a missed fact, or
 * one the class missed, is asked again only while the teacher's or student's choice holds it.
 */
export function isFactInRange(candidate: Fact, spec: ProblemSpec): boolean {
  if (candidate.operation !== spec.operation) return false;
  const range = rangeOf(spec);
  const { operand1: a, operand2: b } = candidate;
  const tables = spec.tables !== undefined && takesTables(spec.operation) ? spec.tables : null;
  const isTable = (n: number) => (tables === null ? inRange(n, range) : tables.includes(n));
  switch (candidate.operation) {
    case 'addition':
      return inRange(a, range) && inRange(b, range);
    case 'subtraction':
      return inRange(a, minuends(range)) && inRange(b, subtrahends(range, a));
    case 'multiplication':
      return (isTable(a) && inRange(b, range)) || (isTable(b) && inRange(a, range));
    case 'division':
      return Number.isInteger(b) && b > 0 && isTable(b) && inRange(a / b, range);
  }
}

/**
 * How many facts enumerateFacts lists for the spec, without listing them: a subtraction's pairs
 * of a larger and a smaller number (the one fact 7 − 7 in a range 7-7); a multiplication's
 * table × factor in both orders, less the pairs of two tables inside the range, which both orders
 * already hold (1-20 without tables is 400, not 800); a division's one order per table × quotient.
 */
function factCount(spec: ProblemSpec): number {
  const range = rangeOf(spec);
  const n = size(range);
  const tables = tablesOf(spec);
  switch (spec.operation) {
    case 'addition':
      return n * n;
    case 'subtraction':
      return n > 1 ? (n * (n - 1)) / 2 : n;
    case 'multiplication': {
      const inRange = tables.filter((table) => table >= range.min && table <= range.max).length;
      return 2 * tables.length * n - inRange * inRange;
    }
    case 'division':
      return tables.length * n;
  }
}

/** The range with at least 1 as its least number and max at least min. */
function rangeOf(spec: ProblemSpec): NumberRange {
  const range = spec.range ?? DEFAULT_RANGE;
  const min = Math.max(1, Math.floor(range.min));
  return { min, max: Math.max(min, Math.floor(range.max)) };
}

/** The picked tables when the operation takes them, otherwise every number of the range. */
function tablesOf(spec: ProblemSpec): readonly number[] {
  const picked = takesTables(spec.operation) ? spec.tables : undefined;
  return picked !== undefined && picked.length > 0 ? picked : span(rangeOf(spec));
}

/** The numbers a subtraction starts from: the range but its least (nothing of it is below). */
function minuends(range: NumberRange): NumberRange {
  return range.max > range.min ? { min: range.min + 1, max: range.max } : range;
}

/**
 * What may be taken from a: the range's numbers below a, so the answer is at least 1; in a
 * range one number wide (7-7) the number itself, as 7 − 7 is then the range's only fact.
 */
function subtrahends(range: NumberRange, a: number): NumberRange {
  return range.max > range.min ? { min: range.min, max: a - 1 } : { min: a, max: a };
}

function fact(operation: MathOperation, operand1: number, operand2: number): Fact {
  return { operation, operand1, operand2 };
}

function inRange(value: number, range: NumberRange): boolean {
  return Number.isInteger(value) && value >= range.min && value <= range.max;
}

function size(range: NumberRange): number {
  return Math.max(0, range.max - range.min + 1);
}

function span(range: NumberRange): number[] {
  return Array.from({ length: size(range) }, (_, i) => range.min + i);
}
