import * as v from 'valibot';
import {
  SESSION_LIMITS,
  type OperationConfig,
  type SessionSettings,
} from '#shared/contracts/session-settings';
import { ANSWER_INPUTS } from '#shared/maths/answer-input';
import { MATH_OPERATIONS } from '#shared/maths/operations';
import { defineStore } from '#client/lib/storage';

/** The configuration a teacher sets up: operations and modes, without the class's focus facts. */
export type SessionSetup = Omit<SessionSettings, 'focusFacts'>;

const whole = (min: number, max: number) =>
  v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));

const numberInRange = whole(SESSION_LIMITS.minNumber, SESSION_LIMITS.maxNumber);

/** One operation within the limits the server accepts; typed as the contract's, so they cannot drift. */
const setupOperationSchema: v.GenericSchema<unknown, OperationConfig> = v.pipe(
  v.object({
    type: v.picklist(MATH_OPERATIONS),
    numberRange: v.object({ min: numberInRange, max: numberInRange }),
    challengeCount: whole(SESSION_LIMITS.minQuestions, SESSION_LIMITS.maxQuestions),
    timeLimitSeconds: v.optional(
      whole(SESSION_LIMITS.minTimeLimitSeconds, SESSION_LIMITS.maxTimeLimitSeconds),
    ),
    tables: v.optional(
      v.pipe(v.array(whole(1, SESSION_LIMITS.maxTable)), v.maxLength(SESSION_LIMITS.maxTable)),
    ),
    answerInput: v.optional(v.picklist(ANSWER_INPUTS)),
  }),
  v.check((operation) => operation.numberRange.min <= operation.numberRange.max),
);

/** Session setup v1: the settings the teacher's form sent last, as the server accepts them. */
export const sessionSetupSchema: v.GenericSchema<unknown, SessionSetup> = v.object({
  operations: v.pipe(
    v.array(setupOperationSchema),
    v.minLength(1),
    v.maxLength(SESSION_LIMITS.maxOperations),
  ),
  autoStart: v.boolean(),
  continuousMode: v.boolean(),
  examMode: v.boolean(),
  examDurationMinutes: whole(SESSION_LIMITS.minExamMinutes, SESSION_LIMITS.maxExamMinutes),
  randomizeOperations: v.boolean(),
});

/**
 * The last configuration this device started or saved a class session with, so the teacher's
 * form opens with it next time (version 1). Absent until the first session, and after "Use the
 * default settings".
 */
export const sessionSetupStore = defineStore({
  key: 'mattemester.sessionSetup',
  version: 1,
  schema: sessionSetupSchema,
});

/** Keeps the settings a session was created or updated with (never the class's focus facts). */
export function rememberSessionSetup(settings: SessionSettings): void {
  sessionSetupStore.write({
    operations: settings.operations.map((operation) => ({
      type: operation.type,
      numberRange: { min: operation.numberRange.min, max: operation.numberRange.max },
      challengeCount: operation.challengeCount,
      ...(operation.timeLimitSeconds === undefined
        ? {}
        : { timeLimitSeconds: operation.timeLimitSeconds }),
      ...(operation.tables === undefined ? {} : { tables: [...operation.tables] }),
      ...(operation.answerInput === undefined ? {} : { answerInput: operation.answerInput }),
    })),
    autoStart: settings.autoStart,
    continuousMode: settings.continuousMode,
    examMode: settings.examMode,
    examDurationMinutes: settings.examDurationMinutes,
    randomizeOperations: settings.randomizeOperations,
  });
}
