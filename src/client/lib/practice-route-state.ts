import * as v from 'valibot';
import { MAX_TABLE, takesTables } from '#shared/maths/fact-domain';
import { DEFAULT_RANGE, type NumberRange } from '#shared/maths/levels';
import type { MathOperation } from '#shared/maths/operations';
import type { DifficultyMode } from '#shared/maths/difficulty';
import { ANSWER_INPUTS, type AnswerInput } from '#shared/maths/answer-input';

/** What /difficulty hands to /practice/{skill} (SPEC §2 Difficulty screen). */
export interface PracticeRouteState {
  readonly mathType: MathOperation;
  readonly difficultyMode: DifficultyMode;
  readonly isAdaptive: boolean;
  readonly minNumber: number;
  readonly maxNumber: number;
  /** Times tables to keep to (multiplication and division); absent for every fact. */
  readonly tables?: readonly number[];
  /** `typed` to type the answers; absent to choose among three. */
  readonly answerInput?: AnswerInput;
}

/** An end of a practice range: a whole number from 1 to 100. */
export const rangeEndSchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100));

/** Picked times tables: 1 to MAX_TABLE of them, each 1 to MAX_TABLE. */
export const pickedTablesSchema = v.pipe(
  v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_TABLE))),
  v.minLength(1),
  v.maxLength(MAX_TABLE),
);

const routeStateSchema = v.object({
  difficultyMode: v.optional(v.picklist(['normal', 'adaptive'])),
  isAdaptive: v.optional(v.boolean()),
  minNumber: v.optional(rangeEndSchema),
  maxNumber: v.optional(rangeEndSchema),
  tables: v.optional(pickedTablesSchema),
  answerInput: v.optional(v.picklist(ANSWER_INPUTS)),
});

/** What a practice round takes from the route: its mode, range, any tables picked, and input. */
export interface PracticeSettings {
  readonly mode: DifficultyMode;
  readonly range: NumberRange;
  readonly tables?: readonly number[];
  /** How the answers are given; choices when absent. */
  readonly answerInput?: AnswerInput;
}

/**
 * The navigation state that starts a round of `operation` with these settings, as the difficulty
 * screen and Practise again send it; tables only where the operation takes them.
 */
export function practiceRouteState(
  operation: MathOperation,
  settings: PracticeSettings,
): PracticeRouteState {
  const { mode, range, tables = [], answerInput } = settings;
  return {
    mathType: operation,
    difficultyMode: mode,
    isAdaptive: mode === 'adaptive',
    minNumber: range.min,
    maxNumber: range.max,
    ...(tables.length > 0 && takesTables(operation) ? { tables: [...tables] } : {}),
    ...(answerInput === 'typed' ? { answerInput } : {}),
  };
}

/** The practice settings from navigation state; Normal 1-10 when it is missing or malformed. */
export function readPracticeSettings(state: unknown): PracticeSettings {
  const parsed = v.safeParse(routeStateSchema, state);
  if (!parsed.success) return { mode: 'normal', range: DEFAULT_RANGE };
  const {
    difficultyMode,
    isAdaptive,
    minNumber = DEFAULT_RANGE.min,
    maxNumber = DEFAULT_RANGE.max,
    tables,
    answerInput,
  } = parsed.output;
  const mode: DifficultyMode = difficultyMode ?? (isAdaptive === true ? 'adaptive' : 'normal');
  const range = minNumber <= maxNumber ? { min: minNumber, max: maxNumber } : DEFAULT_RANGE;
  return {
    mode,
    range,
    ...(tables === undefined ? {} : { tables: [...new Set(tables)] }),
    ...(answerInput === 'typed' ? { answerInput } : {}),
  };
}
