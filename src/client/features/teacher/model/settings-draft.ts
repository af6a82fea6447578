import { SESSION_LIMITS, type SessionSettings } from '#shared/contracts/session-settings';
import { takesTables } from '#shared/maths/fact-domain';
import type { MathOperation } from '#shared/maths/operations';

/** One operation as the form holds it: numbers as typed. */
export interface OperationDraft {
  readonly key: number;
  readonly type: MathOperation;
  readonly min: string;
  readonly max: string;
  readonly questions: string;
  /** Seconds per question; empty for no limit. */
  readonly timeLimitSeconds: string;
  /** Times tables ticked (multiplication and division); none means every fact of the range. */
  readonly tables: readonly number[];
  /** True when the students type the answers instead of choosing among three. */
  readonly typedAnswers: boolean;
}

/** The whole configuration form as typed. */
export interface SettingsDraft {
  readonly operations: readonly OperationDraft[];
  readonly autoStart: boolean;
  readonly continuousMode: boolean;
  readonly examMode: boolean;
  readonly examDurationMinutes: string;
  readonly randomizeOperations: boolean;
}

/** A new operation row: the type given, 1-10, 10 questions, no time limit. */
export function newOperationDraft(key: number, type: MathOperation): OperationDraft {
  return {
    key,
    type,
    min: '1',
    max: '10',
    questions: String(SESSION_LIMITS.defaultQuestions),
    timeLimitSeconds: '',
    tables: [],
    typedAnswers: false,
  };
}

/** The form as it opens: addition 1-10, auto start on (recommended), the other modes off. */
export const INITIAL_DRAFT: SettingsDraft = {
  operations: [newOperationDraft(1, 'addition')],
  autoStart: true,
  continuousMode: false,
  examMode: false,
  examDurationMinutes: String(SESSION_LIMITS.defaultExamMinutes),
  randomizeOperations: false,
};

/** The form filled with a session's current settings, for editing during the session. */
export function draftFromSettings(settings: SessionSettings): SettingsDraft {
  return {
    operations: settings.operations.map((operation, index) => ({
      key: index + 1,
      type: operation.type,
      min: String(operation.numberRange.min),
      max: String(operation.numberRange.max),
      questions: String(operation.challengeCount),
      timeLimitSeconds:
        operation.timeLimitSeconds === undefined ? '' : String(operation.timeLimitSeconds),
      tables: operation.tables ?? [],
      typedAnswers: operation.answerInput === 'typed',
    })),
    autoStart: settings.autoStart,
    continuousMode: settings.continuousMode,
    examMode: settings.examMode,
    examDurationMinutes: String(settings.examDurationMinutes),
    randomizeOperations: settings.randomizeOperations,
  };
}

/**
 * The settings to send, with the fallbacks of SPEC §5: a range number that is not a number falls
 * back to 1 (min) or 10 (max) and is clamped to 1-100, questions fall back to 10 within 5-50, the
 * exam to 30 minutes within 1-180; ticked tables go only with multiplication and division.
 * Without any operation the form cannot be sent.
 */
export function settingsFromDraft(draft: SettingsDraft): SessionSettings | 'noOperations' {
  if (draft.operations.length === 0) return 'noOperations';
  return {
    operations: draft.operations.map((operation) => {
      const { min, max } = rangeFromDraft(operation);
      const timeLimitSeconds =
        operation.timeLimitSeconds.trim() === ''
          ? undefined
          : wholePart(operation.timeLimitSeconds);
      const tables = takesTables(operation.type) ? operation.tables : [];
      return {
        type: operation.type,
        numberRange: { min, max },
        ...(tables.length > 0 ? { tables: [...tables] } : {}),
        ...(operation.typedAnswers ? { answerInput: 'typed' as const } : {}),
        challengeCount: wholeNumber(
          operation.questions,
          SESSION_LIMITS.defaultQuestions,
          SESSION_LIMITS.minQuestions,
          SESSION_LIMITS.maxQuestions,
        ),
        ...(timeLimitSeconds === undefined || Number.isNaN(timeLimitSeconds)
          ? {}
          : {
              timeLimitSeconds: clamp(
                timeLimitSeconds,
                SESSION_LIMITS.minTimeLimitSeconds,
                SESSION_LIMITS.maxTimeLimitSeconds,
              ),
            }),
      };
    }),
    autoStart: draft.autoStart,
    continuousMode: draft.continuousMode,
    examMode: draft.examMode,
    examDurationMinutes: wholeNumber(
      draft.examDurationMinutes,
      SESSION_LIMITS.defaultExamMinutes,
      SESSION_LIMITS.minExamMinutes,
      SESSION_LIMITS.maxExamMinutes,
    ),
    randomizeOperations: draft.randomizeOperations,
  };
}

/**
 * The range settingsFromDraft sends for an operation: each end as typed, or 1 and 10 when it is
 * no number, kept within 1-100, and the two ends swapped when the smallest is above the largest
 * (`swapped`, so the form can say so).
 */
export function rangeFromDraft(operation: OperationDraft): {
  readonly min: number;
  readonly max: number;
  readonly swapped: boolean;
} {
  const { minNumber, maxNumber } = SESSION_LIMITS;
  const min = wholeNumber(operation.min, 1, minNumber, maxNumber);
  const max = wholeNumber(operation.max, 10, minNumber, maxNumber);
  return { min: Math.min(min, max), max: Math.max(min, max), swapped: min > max };
}

/** A number field of an operation whose typed value the session will not use as typed. */
export interface AdjustedField {
  readonly field: 'min' | 'max' | 'questions' | 'timeLimitSeconds';
  readonly min: number;
  readonly max: number;
  /** What settingsFromDraft sends instead. */
  readonly used: number;
}

/**
 * The operation's number fields that settingsFromDraft would change (a number outside its
 * bounds, or not whole), each with what it sends instead, so the form can say so before the
 * session starts. An empty field is not listed: it falls back, as its placeholder says. The
 * range's ends are not listed when the range is swapped (rangeFromDraft): what either end then
 * becomes is the swapped range's to say.
 */
export function adjustedFields(operation: OperationDraft): AdjustedField[] {
  const swapped = rangeFromDraft(operation).swapped;
  const bounds = [
    ['min', SESSION_LIMITS.minNumber, SESSION_LIMITS.maxNumber],
    ['max', SESSION_LIMITS.minNumber, SESSION_LIMITS.maxNumber],
    ['questions', SESSION_LIMITS.minQuestions, SESSION_LIMITS.maxQuestions],
    ['timeLimitSeconds', SESSION_LIMITS.minTimeLimitSeconds, SESSION_LIMITS.maxTimeLimitSeconds],
  ] as const;
  const adjusted: AdjustedField[] = [];
  for (const [field, min, max] of bounds) {
    if (swapped && (field === 'min' || field === 'max')) continue;
    const used = adjustedNumber(operation[field], min, max);
    if (used !== undefined) adjusted.push({ field, min, max, used });
  }
  return adjusted;
}

/**
 * What settingsFromDraft sends for a typed number kept within min-max, when that is not the
 * number typed; undefined when it is, or when nothing or no number is typed (which falls back).
 */
export function adjustedNumber(text: string, min: number, max: number): number | undefined {
  const value = wholePart(text);
  if (Number.isNaN(value)) return undefined;
  const used = clamp(value, min, max);
  return used === Number(text.trim()) ? undefined : used;
}

function wholeNumber(text: string, fallback: number, min: number, max: number): number {
  const value = wholePart(text);
  return clamp(Number.isNaN(value) ? fallback : value, min, max);
}

/**
 * The whole part of a typed number as a number field gives it ("12", "7.5", "1e2"), NaN for
 * none: parseInt would read "1e2" as 1.
 */
function wholePart(text: string): number {
  const trimmed = text.trim();
  const value = trimmed === '' ? Number.NaN : Number(trimmed);
  return Number.isFinite(value) ? Math.trunc(value) : Number.NaN;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
