/** An inclusive range of whole numbers the teacher or student chose, for example 1-10. */
export interface NumberRange {
  readonly min: number;
  readonly max: number;
}

/** The range solo practice uses in Normal mode and where Adaptive mode starts. */
export const DEFAULT_RANGE: NumberRange = { min: 1, max: 10 };

/**
 * The problem level actually used for a difficulty and a number range (SPEC §4 Difficulty): a
 * range up to 10 allows at most level 3, up to 20 levels 3 to 5, anything larger levels 5 to 8;
 * with no range, at most 3. The difficulty is rounded down first; the result is at least 1.
 */
export function levelForRange(difficulty: number, range?: NumberRange): number {
  const level = Math.max(1, Math.floor(difficulty));
  if (range === undefined || range.max <= 10) return Math.min(level, 3);
  if (range.max <= 20) return clamp(level, 3, 5);
  return clamp(level, 5, 8);
}

/**
 * The generator tier of a level: 1 for levels up to 2, then up to 4, 6, 10 and 15, and 6 above.
 * Each tier widens the numbers a problem may use.
 */
export function tierOf(level: number): 1 | 2 | 3 | 4 | 5 | 6 {
  if (level <= 2) return 1;
  if (level <= 4) return 2;
  if (level <= 6) return 3;
  if (level <= 10) return 4;
  if (level <= 15) return 5;
  return 6;
}

/** The value limited to [min, max]. */
export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
