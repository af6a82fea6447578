/** The four operations a student practises, in the order the app shows them. */
export const MATH_OPERATIONS = ['addition', 'subtraction', 'multiplication', 'division'] as const;

/** One of the four operations, lower-case as it appears in URLs and API bodies. */
export type MathOperation = (typeof MATH_OPERATIONS)[number];

/** The symbol shown between the operands. The minus is U+2212 so it reads well and is spoken. */
export const OPERATION_SYMBOLS: Readonly<Record<MathOperation, string>> = {
  addition: '+',
  subtraction: '\u2212',
  multiplication: '\u00d7',
  division: '\u00f7',
};

/**
 * What the rules need to know of an operation. Each operation says each in OPERATION_TRAITS, a
 * Record the compiler makes a new operation fill in, so no rule quietly treats it as another.
 */
export interface OperationTraits {
  /** a ∘ b is b ∘ a, so 3 ∘ 4 and 4 ∘ 3 are the same question to a child. */
  readonly commutes: boolean;
  /**
   * An operation of the times tables: a teacher may pick tables, its facts sit on the times-table
   * grid (the fact map, the insight), and a perfect round counts toward the times-table badge.
   */
  readonly timesTables: boolean;
  /** On the grid by divisor and quotient (a ÷ b at b, a ÷ b) rather than by its operands. */
  readonly gridByQuotient: boolean;
}

/** The traits of each operation (see OperationTraits). */
export const OPERATION_TRAITS: Readonly<Record<MathOperation, OperationTraits>> = {
  addition: { commutes: true, timesTables: false, gridByQuotient: false },
  subtraction: { commutes: false, timesTables: false, gridByQuotient: false },
  multiplication: { commutes: true, timesTables: true, gridByQuotient: false },
  division: { commutes: false, timesTables: true, gridByQuotient: true },
};

/** True when the value names one of the four operations (for URL parameters and stored data). */
export function isMathOperation(value: unknown): value is MathOperation {
  return typeof value === 'string' && (MATH_OPERATIONS as readonly string[]).includes(value);
}
