import type { Fact } from './fact-scheduler';
import { tierOf, type NumberRange } from './levels';
import type { MathOperation } from './operations';
import { pickOne, randomInt, type Rng } from './rng';

/** What to ask: an operation, a level (see levelForRange) and optionally a number range. */
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
 * One fact of the spec, deterministic in the rng. Operands stay inside the range (for division:
 * the divisor and the quotient, since the dividend is their product); subtraction never goes
 * below zero; division is always exact.
 */
export function drawFact(spec: ProblemSpec, rng: Rng): Fact {
  const { operation } = spec;
  const tier = tierOf(spec.level);
  switch (operation) {
    case 'addition': {
      const bounds = within(ADDITIVE_BOUNDS[tier], spec.range);
      const a = randomInt(rng, bounds.min, bounds.max);
      return { operation, operand1: a, operand2: randomInt(rng, bounds.min, bounds.max) };
    }
    case 'subtraction': {
      const bounds = subtractionBounds(tier, spec.range);
      const a = randomInt(rng, Math.min(bounds.min + 1, bounds.max), bounds.max);
      const b = randomInt(rng, bounds.min, Math.max(bounds.min, a - 1));
      return { operation, operand1: a, operand2: b };
    }
    case 'multiplication': {
      const { tables, factors } = tableChoices(tier, spec.range);
      const table = pickOne(rng, tables);
      const factor = randomInt(rng, factors.min, factors.max);
      return rng() < 0.5
        ? { operation, operand1: table, operand2: factor }
        : { operation, operand1: factor, operand2: table };
    }
    case 'division': {
      const { tables, factors } = tableChoices(tier, spec.range);
      const divisor = pickOne(rng, tables);
      const quotient = randomInt(rng, factors.min, factors.max);
      return { operation, operand1: divisor * quotient, operand2: divisor };
    }
  }
}

/**
 * Every fact drawFact can give for the spec, in a fixed order, or undefined when there are more
 * than `limit` (tier 6 addition alone has 203,401): a scheduler then works on a sample instead.
 */
export function enumerateFacts(spec: ProblemSpec, limit: number): Fact[] | undefined {
  const { operation } = spec;
  const tier = tierOf(spec.level);
  const facts: Fact[] = [];
  const add = (operand1: number, operand2: number) => {
    facts.push({ operation, operand1, operand2 });
    return facts.length <= limit;
  };
  switch (operation) {
    case 'addition': {
      const bounds = within(ADDITIVE_BOUNDS[tier], spec.range);
      if (size(bounds) ** 2 > limit) return undefined;
      for (const a of span(bounds)) for (const b of span(bounds)) add(a, b);
      return facts;
    }
    case 'subtraction': {
      const bounds = subtractionBounds(tier, spec.range);
      if (size(bounds) ** 2 > 2 * limit) return undefined;
      for (const a of span({ min: Math.min(bounds.min + 1, bounds.max), max: bounds.max }))
        for (const b of span({ min: bounds.min, max: Math.max(bounds.min, a - 1) }))
          if (!add(a, b)) return undefined;
      return facts;
    }
    case 'multiplication':
    case 'division': {
      const { tables, factors } = tableChoices(tier, spec.range);
      for (const table of tables)
        for (const factor of span(factors)) {
          const fits =
            operation === 'division'
              ? add(table * factor, table)
              : add(table, factor) && add(factor, table);
          if (!fits) return undefined;
        }
      return facts;
    }
  }
}

/**
 * Whether the fact fits the spec's operation and number range whatever the level: a fact missed
 * (or one the class missed) is asked again at any level, as long as the teacher's or pupil's
 * range holds it. Division's range bounds the divisor and the quotient; subtraction's answer is
 * at least 1.
 */
export function isFactInRange(fact: Fact, spec: ProblemSpec): boolean {
  if (fact.operation !== spec.operation) return false;
  const range = positive(spec.range ?? { min: 1, max: 12 });
  const { operand1: a, operand2: b } = fact;
  switch (fact.operation) {
    case 'addition':
    case 'multiplication':
      return inRange(a, range) && inRange(b, range);
    case 'subtraction':
      return inRange(a, range) && inRange(b, range) && b < a;
    case 'division':
      return inRange(b, range) && a % b === 0 && inRange(a / b, range);
  }
}

/** Subtraction's bounds: a one-number overlap is widened, so the answer can stay at least 1. */
function subtractionBounds(tier: Tier, range: NumberRange | undefined): NumberRange {
  const bounds = within(ADDITIVE_BOUNDS[tier], range);
  if (bounds.max > bounds.min || range === undefined) return bounds;
  return { min: Math.max(range.min, bounds.min - 10), max: Math.min(range.max, bounds.max + 10) };
}

/** The tables of the tier inside the range (any table up to 12 when none fits), and the factors. */
function tableChoices(
  tier: Tier,
  range: NumberRange | undefined,
): { tables: readonly number[]; factors: NumberRange } {
  const allowed = positive(range ?? { min: 1, max: 12 });
  const inside = TABLES[tier].filter((t) => t >= allowed.min && t <= allowed.max);
  const tables =
    inside.length > 0
      ? inside
      : wholeNumbers(allowed.min, Math.max(allowed.min, Math.min(allowed.max, 12)));
  const factors = within(tier <= 3 ? { min: 1, max: 10 } : { min: 2, max: 12 }, allowed);
  return { tables, factors };
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

function inRange(value: number, range: NumberRange): boolean {
  return Number.isInteger(value) && value >= range.min && value <= range.max;
}

function size(range: NumberRange): number {
  return Math.max(0, range.max - range.min + 1);
}

function span(range: NumberRange): number[] {
  return wholeNumbers(range.min, range.max);
}

function wholeNumbers(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
}
