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

/** True when the value names one of the four operations (for URL parameters and stored data). */
export function isMathOperation(value: unknown): value is MathOperation {
  return typeof value === 'string' && (MATH_OPERATIONS as readonly string[]).includes(value);
}
