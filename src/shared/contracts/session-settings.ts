import { z } from 'zod/mini';
import { ANSWER_INPUTS } from '../maths/answer-input';
import { MAX_TABLE } from '../maths/fact-domain';
import { MATH_OPERATIONS, OPERATION_TRAITS, type MathOperation } from '../maths/operations';

/** Limits of a class session's settings (SPEC §5, §9). */
export const SESSION_LIMITS = {
  minNumber: 1,
  maxNumber: 100,
  minQuestions: 5,
  maxQuestions: 50,
  defaultQuestions: 10,
  minExamMinutes: 1,
  maxExamMinutes: 180,
  defaultExamMinutes: 30,
  maxOperations: 12,
  minTimeLimitSeconds: 5,
  maxTimeLimitSeconds: 300,
  /** Facts the class missed most that "Practise what the class missed" favours. */
  maxFocusFacts: 10,
  /** The times tables a teacher may pick: 1 to 12. */
  maxTable: MAX_TABLE,
} as const;

const wholeNumber = z.int().check(z.gte(SESSION_LIMITS.minNumber), z.lte(SESSION_LIMITS.maxNumber));

/** One operation of a session: which, with which numbers, how many questions. */
export const operationConfigSchema = z
  .object({
    type: z.enum(MATH_OPERATIONS),
    numberRange: z.object({ min: wholeNumber, max: wholeNumber }),
    challengeCount: z._default(
      z.int().check(z.gte(SESSION_LIMITS.minQuestions), z.lte(SESSION_LIMITS.maxQuestions)),
      SESSION_LIMITS.defaultQuestions,
    ),
    /**
     * Times tables to practise (multiplication and division only), each once, with factors from
     * numberRange; absent means every fact of the range.
     */
    tables: z.optional(
      z.array(z.int().check(z.gte(1), z.lte(SESSION_LIMITS.maxTable))).check(
        z.minLength(1),
        z.maxLength(SESSION_LIMITS.maxTable),
        z.refine((tables) => new Set(tables).size === tables.length, 'tables must not repeat'),
      ),
    ),
    /**
     * How the students answer: `typed` to type the number (recall), `choices` or absent to tap
     * one of three.
     */
    answerInput: z.optional(z.enum(ANSWER_INPUTS)),
    /** Seconds a student has per question; absent means no limit. */
    timeLimitSeconds: z.optional(
      z
        .int()
        .check(
          z.gte(SESSION_LIMITS.minTimeLimitSeconds),
          z.lte(SESSION_LIMITS.maxTimeLimitSeconds),
        ),
    ),
  })
  .check(
    z.refine((operation) => operation.numberRange.min <= operation.numberRange.max, {
      message: 'numberRange.min must not be above numberRange.max',
      path: ['numberRange'],
    }),
    z.refine(
      (operation) => operation.tables === undefined || OPERATION_TRAITS[operation.type].timesTables,
      { message: 'tables are for multiplication and division only', path: ['tables'] },
    ),
  );

/** One operation of a session. */
export type OperationConfig = z.infer<typeof operationConfigSchema>;

/** The modes of a session, next to its operations. */
export const sessionModesSchema = z.object({
  autoStart: z._default(z.boolean(), false),
  continuousMode: z._default(z.boolean(), false),
  examMode: z._default(z.boolean(), false),
  examDurationMinutes: z._default(
    z.int().check(z.gte(SESSION_LIMITS.minExamMinutes), z.lte(SESSION_LIMITS.maxExamMinutes)),
    SESSION_LIMITS.defaultExamMinutes,
  ),
  randomizeOperations: z._default(z.boolean(), false),
});

/**
 * Everything a teacher sets up: at least one operation, and the modes; and, while the teacher
 * has asked the class to practise what it missed, those facts (fact keys, set by the server from
 * the class's answers, never by a request body).
 */
export const sessionSettingsSchema = z.extend(sessionModesSchema, {
  operations: z
    .array(operationConfigSchema)
    .check(z.minLength(1), z.maxLength(SESSION_LIMITS.maxOperations)),
  focusFacts: z.optional(
    z.array(z.string().check(z.maxLength(40))).check(z.maxLength(SESSION_LIMITS.maxFocusFacts)),
  ),
});

/** A session's settings, complete and valid. */
export type SessionSettings = z.infer<typeof sessionSettingsSchema>;

const settingsBodyFields = z.extend(sessionModesSchema, {
  operations: z.optional(
    z.array(operationConfigSchema).check(z.maxLength(SESSION_LIMITS.maxOperations)),
  ),
  mathType: z.optional(z.enum(MATH_OPERATIONS)),
  minNumber: z._default(wholeNumber, 1),
  maxNumber: z._default(wholeNumber, 10),
});

/**
 * The settings a body names: its operations, or the single one of mathType (else
 * `defaultType`), minNumber and maxNumber; undefined when that leaves none.
 */
function settingsNamed(
  { operations, mathType, minNumber, maxNumber, ...modes }: z.infer<typeof settingsBodyFields>,
  defaultType: MathOperation | undefined,
): SessionSettings | undefined {
  const type = mathType ?? defaultType;
  const numberRange = { min: Math.min(minNumber, maxNumber), max: Math.max(minNumber, maxNumber) };
  const chosen =
    operations ??
    (type === undefined
      ? []
      : [{ type, numberRange, challengeCount: SESSION_LIMITS.defaultQuestions }]);
  return chosen.length === 0 ? undefined : { ...modes, operations: chosen };
}

/**
 * POST /api/sessions: autoStart plus either a list of operations or the single mathType,
 * minNumber and maxNumber of SPEC §5 (defaults addition 1-10). An empty operations list is
 * refused. Unknown fields are dropped.
 */
export const sessionSettingsBodySchema = z.pipe(
  settingsBodyFields,
  z.transform((fields) => settingsNamed(fields, 'addition')),
);

/**
 * PUT /api/sessions/{id}/settings: as a new session's, but the operations must be named (a list
 * or mathType): a body that names none (`{}`) is refused rather than taken as addition 1-10, so
 * that a request that lost its body never replaces a class's setup.
 */
export const sessionSettingsUpdateBodySchema = z.pipe(
  settingsBodyFields,
  z.transform((fields) => settingsNamed(fields, undefined)),
);

/** Questions in one pass through the operations (SPEC §4: default 10 when there are none). */
export function totalQuestions(
  operations: readonly Pick<OperationConfig, 'challengeCount'>[],
): number {
  return operations.length === 0
    ? SESSION_LIMITS.defaultQuestions
    : operations.reduce((sum, operation) => sum + operation.challengeCount, 0);
}
