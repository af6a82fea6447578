import * as v from 'valibot';
import { MATH_OPERATIONS, type MathOperation } from '#shared/maths/operations';

const difficultyStateSchema = v.object({ mathType: v.picklist(MATH_OPERATIONS) });

/**
 * The operation chosen on the home page (the history state /difficulty was opened with), or
 * addition when /difficulty is opened directly.
 */
export function readChosenOperation(state: unknown): MathOperation {
  const parsed = v.safeParse(difficultyStateSchema, state);
  return parsed.success ? parsed.output.mathType : 'addition';
}
