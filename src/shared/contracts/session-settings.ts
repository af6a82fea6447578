import { z } from 'zod';
import { MATH_OPERATIONS } from '../maths/operations';

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
} as const;

const wholeNumber = z.number().int().min(SESSION_LIMITS.minNumber).max(SESSION_LIMITS.maxNumber);

/** One operation of a session: which, with which numbers, how many questions. */
export const operationConfigSchema = z
  .object({
    type: z.enum(MATH_OPERATIONS),
    numberRange: z.object({ min: wholeNumber, max: wholeNumber }),
    challengeCount: z
      .number()
      .int()
      .min(SESSION_LIMITS.minQuestions)
      .max(SESSION_LIMITS.maxQuestions)
      .default(SESSION_LIMITS.defaultQuestions),
    /** Seconds a pupil has per question; absent means no limit. */
    timeLimitSeconds: z
      .number()
      .int()
      .min(SESSION_LIMITS.minTimeLimitSeconds)
      .max(SESSION_LIMITS.maxTimeLimitSeconds)
      .optional(),
  })
  .refine((operation) => operation.numberRange.min <= operation.numberRange.max, {
    message: 'numberRange.min must not be above numberRange.max',
    path: ['numberRange'],
  });

/** One operation of a session. */
export type OperationConfig = z.infer<typeof operationConfigSchema>;

/** The modes of a session, next to its operations. */
export const sessionModesSchema = z.object({
  autoStart: z.boolean().default(false),
  continuousMode: z.boolean().default(false),
  examMode: z.boolean().default(false),
  examDurationMinutes: z
    .number()
    .int()
    .min(SESSION_LIMITS.minExamMinutes)
    .max(SESSION_LIMITS.maxExamMinutes)
    .default(SESSION_LIMITS.defaultExamMinutes),
  randomizeOperations: z.boolean().default(false),
});

/** Everything a teacher sets up: at least one operation, and the modes. */
export const sessionSettingsSchema = sessionModesSchema.extend({
  operations: z.array(operationConfigSchema).min(1).max(SESSION_LIMITS.maxOperations),
});

/** A session's settings, complete and valid. */
export type SessionSettings = z.infer<typeof sessionSettingsSchema>;

/**
 * POST /api/sessions and PUT /api/sessions/{id}/settings: autoStart plus either a list of
 * operations or the single mathType, minNumber and maxNumber of SPEC §5 (defaults addition 1-10).
 * An empty operations list is refused. Unknown fields are dropped.
 */
export const sessionSettingsBodySchema = sessionModesSchema
  .extend({
    operations: z.array(operationConfigSchema).max(SESSION_LIMITS.maxOperations).optional(),
    mathType: z.enum(MATH_OPERATIONS).default('addition'),
    minNumber: wholeNumber.default(1),
    maxNumber: wholeNumber.default(10),
  })
  .transform(
    ({ operations, mathType, minNumber, maxNumber, ...modes }): SessionSettings | undefined => {
      const chosen = operations ?? [
        {
          type: mathType,
          numberRange: { min: Math.min(minNumber, maxNumber), max: Math.max(minNumber, maxNumber) },
          challengeCount: SESSION_LIMITS.defaultQuestions,
        },
      ];
      return chosen.length === 0 ? undefined : { ...modes, operations: chosen };
    },
  );

/** Questions in one pass through the operations (SPEC §4: default 10 when there are none). */
export function totalQuestions(
  operations: readonly Pick<OperationConfig, 'challengeCount'>[],
): number {
  return operations.length === 0
    ? SESSION_LIMITS.defaultQuestions
    : operations.reduce((sum, operation) => sum + operation.challengeCount, 0);
}
