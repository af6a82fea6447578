import { z } from 'zod/mini';
import { DEFAULT_RANGE, type NumberRange } from '#shared/maths/levels';
import { MATH_OPERATIONS, type MathOperation } from '#shared/maths/operations';
import type { DifficultyMode } from '#shared/maths/difficulty';

/** What /difficulty hands to /practice/{skill} (SPEC §2 Difficulty screen). */
export interface PracticeRouteState {
  readonly mathType: MathOperation;
  readonly difficultyMode: DifficultyMode;
  readonly isAdaptive: boolean;
  readonly minNumber: number;
  readonly maxNumber: number;
}

const routeStateSchema = z.object({
  difficultyMode: z.optional(z.enum(['normal', 'adaptive'])),
  isAdaptive: z.optional(z.boolean()),
  minNumber: z.optional(z.int().check(z.gte(1), z.lte(100))),
  maxNumber: z.optional(z.int().check(z.gte(1), z.lte(100))),
});

const difficultyStateSchema = z.object({ mathType: z.enum(MATH_OPERATIONS) });

/** The practice settings from navigation state; Normal 1-10 when it is missing or malformed. */
export function readPracticeSettings(state: unknown): { mode: DifficultyMode; range: NumberRange } {
  const parsed = routeStateSchema.safeParse(state);
  if (!parsed.success) return { mode: 'normal', range: DEFAULT_RANGE };
  const {
    difficultyMode,
    isAdaptive,
    minNumber = DEFAULT_RANGE.min,
    maxNumber = DEFAULT_RANGE.max,
  } = parsed.data;
  const mode: DifficultyMode = difficultyMode ?? (isAdaptive === true ? 'adaptive' : 'normal');
  const range = minNumber <= maxNumber ? { min: minNumber, max: maxNumber } : DEFAULT_RANGE;
  return { mode, range };
}

/** The operation chosen on the home page, or addition when /difficulty is opened directly. */
export function readChosenOperation(state: unknown): MathOperation {
  const parsed = difficultyStateSchema.safeParse(state);
  return parsed.success ? parsed.data.mathType : 'addition';
}
