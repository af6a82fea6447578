import { plausibleDistractors } from './distractors';
import { tierOf, type NumberRange } from './levels';
import { OPERATION_SYMBOLS, type MathOperation } from './operations';
import { pickOne, randomInt, shuffled, type Rng } from './rng';

/** A multiple-choice question as SPEC §3 describes it. `choices[correctIndex]` is the answer. */
export interface Problem {
  readonly id: string;
  readonly type: MathOperation;
  readonly stem: string;
  readonly choices: readonly string[];
  readonly correctIndex: number;
  readonly operand1: number;
  readonly operand2: number;
  readonly correctAnswer: number;
  /** The level the problem was generated at. */
  readonly difficulty: number;
}

/** What to generate: an operation, a level (see levelForRange) and optionally a number range. */
export interface ProblemSpec {
  readonly operation: MathOperation;
  readonly level: number;
  readonly range?: NumberRange;
}

type Tier = ReturnType<typeof tierOf>;

/** Operand bounds for addition and subtraction, widening tier by tier. */
const ADDITIVE_BOUNDS: Readonly<Record<Tier, NumberRange>> = {
  1: { min: 1, max: 5 },
  2: { min: 1, max: 10 },
  3: { min: 1, max: 20 },
  4: { min: 10, max: 50 },
  5: { min: 10, max: 100 },
  6: { min: 50, max: 500 },
};

/** The times tables a tier practises (SPEC §4: 1/2/5/10, then 3/4/6, then 7/8/9, then to 12). */
const TABLES: Readonly<Record<Tier, readonly number[]>> = {
  1: [1, 2, 5, 10],
  2: [3, 4, 6],
  3: [7, 8, 9],
  4: wholeNumbers(2, 12),
  5: wholeNumbers(3, 12),
  6: wholeNumbers(6, 12),
};

/**
 * One problem for the spec, deterministic in the rng. Operands stay inside the range (for
 * division: the divisor and the quotient, since the dividend is their product); subtraction never
 * goes below zero; division is always exact; there are three distinct choices.
 */
export function generateProblem(spec: ProblemSpec, rng: Rng): Problem {
  const tier = tierOf(spec.level);
  const [operand1, operand2, correctAnswer] = operandsFor(spec.operation, tier, spec.range, rng);
  const source = { type: spec.operation, operand1, operand2, correctAnswer };
  const options = shuffled(rng, [correctAnswer, ...plausibleDistractors(source, rng)]);
  return {
    id: problemId(rng),
    type: spec.operation,
    stem: `${operand1} ${OPERATION_SYMBOLS[spec.operation]} ${operand2} = ?`,
    choices: options.map(String),
    correctIndex: options.indexOf(correctAnswer),
    operand1,
    operand2,
    correctAnswer,
    difficulty: spec.level,
  };
}

function operandsFor(
  operation: MathOperation,
  tier: Tier,
  range: NumberRange | undefined,
  rng: Rng,
): [number, number, number] {
  switch (operation) {
    case 'addition': {
      const bounds = within(ADDITIVE_BOUNDS[tier], range);
      const a = randomInt(rng, bounds.min, bounds.max);
      const b = randomInt(rng, bounds.min, bounds.max);
      return [a, b, a + b];
    }
    case 'subtraction': {
      const bounds = roomForDifference(within(ADDITIVE_BOUNDS[tier], range), range);
      const a = randomInt(rng, Math.min(bounds.min + 1, bounds.max), bounds.max);
      const b = randomInt(rng, bounds.min, Math.max(bounds.min, a - 1));
      return [a, b, a - b];
    }
    case 'multiplication': {
      const [table, factor] = tableFact(tier, range, rng);
      return rng() < 0.5 ? [table, factor, table * factor] : [factor, table, table * factor];
    }
    case 'division': {
      const [divisor, quotient] = tableFact(tier, range, rng);
      return [divisor * quotient, divisor, quotient];
    }
  }
}

/** Widens a one-number overlap inside the range, so the answer can stay at least 1. */
function roomForDifference(bounds: NumberRange, range: NumberRange | undefined): NumberRange {
  if (bounds.max > bounds.min || range === undefined) return bounds;
  return { min: Math.max(range.min, bounds.min - 10), max: Math.min(range.max, bounds.max + 10) };
}

/** A times-table fact [table, other factor] for the tier, both inside the range and at least 1. */
function tableFact(tier: Tier, range: NumberRange | undefined, rng: Rng): [number, number] {
  const allowed = positive(range ?? { min: 1, max: 12 });
  const tables = TABLES[tier].filter((t) => t >= allowed.min && t <= allowed.max);
  const table =
    tables.length > 0
      ? pickOne(rng, tables)
      : randomInt(rng, allowed.min, Math.max(allowed.min, Math.min(allowed.max, 12)));
  const factorBounds = within(tier <= 3 ? { min: 1, max: 10 } : { min: 2, max: 12 }, allowed);
  return [table, randomInt(rng, factorBounds.min, factorBounds.max)];
}

/** The overlap of the tier's bounds and the chosen range, or the range when they do not meet. */
function within(bounds: NumberRange, range: NumberRange | undefined): NumberRange {
  if (range === undefined) return bounds;
  const min = Math.max(bounds.min, range.min);
  const max = Math.min(bounds.max, range.max);
  return min <= max ? { min, max } : range;
}

function positive(range: NumberRange): NumberRange {
  const min = Math.max(1, range.min);
  return { min, max: Math.max(min, range.max) };
}

function wholeNumbers(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

function problemId(rng: Rng): string {
  const digits = Array.from({ length: 10 }, () => Math.floor(rng() * 36).toString(36));
  return `p-${digits.join('')}`;
}
