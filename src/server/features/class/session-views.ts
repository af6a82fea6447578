import {
  sessionSettingsSchema,
  totalQuestions,
  type SessionSettings,
} from '#shared/contracts/session-settings';
import type {
  OperationProgress,
  SessionPublicView,
  StudentProgress,
  StudentProgressSummary,
  StudentStats,
  StudentSummary,
} from '#shared/contracts/sessions';
import { factFromKey, type Fact } from '#shared/maths/fact-scheduler';
import { isMathOperation } from '#shared/maths/operations';
import type {
  AnsweredTotals,
  ProblemRow,
  SessionRow,
  StudentCounters,
  StudentRow,
} from './class-rows';

/** Parsed settings by their stored text: an answer reads them several times. */
const parsedSettings = new Map<string, SessionSettings>();
const MAX_PARSED_SETTINGS = 1000;

/**
 * The settings stored with a session. Stored data is trusted to match what was validated. Each
 * distinct stored text is parsed once; the result is shared, so callers must not change it.
 */
export function settingsOf(session: Pick<SessionRow, 'settings_json'>): SessionSettings {
  const cached = parsedSettings.get(session.settings_json);
  if (cached !== undefined) return cached;
  const settings = sessionSettingsSchema.parse(JSON.parse(session.settings_json));
  if (parsedSettings.size >= MAX_PARSED_SETTINGS) parsedSettings.clear();
  parsedSettings.set(session.settings_json, settings);
  return settings;
}

/** What anyone with the code may see (GET /api/sessions/{code}). */
export function publicView(session: SessionRow, serverNow: number): SessionPublicView {
  // The modes only: the focus facts are the teacher's (see focusFactsOf), pupils are not told.
  const {
    operations,
    autoStart,
    continuousMode,
    examMode,
    examDurationMinutes,
    randomizeOperations,
  } = settingsOf(session);
  const settings = {
    autoStart,
    continuousMode,
    examMode,
    examDurationMinutes,
    randomizeOperations,
  };
  return {
    sessionId: session.id,
    sessionCode: session.code,
    status: 'active',
    isStarted: session.phase === 'running',
    phase: session.phase,
    operations,
    settings,
    currentOperationIndex: session.current_operation_index,
    endsAt: session.ends_at_ms,
    stopReason: session.phase === 'stopped' ? session.stop_reason : null,
    locked: session.locked === 1,
    serverNow,
  };
}

/** The facts the class is practising more of ("Practise what the class missed"), as facts. */
export function focusFactsOf(session: Pick<SessionRow, 'settings_json'>): Fact[] {
  return (settingsOf(session).focusFacts ?? [])
    .map(factFromKey)
    .filter((fact): fact is Fact => fact !== undefined);
}

const favouredBySettings = new WeakMap<SessionSettings, ReadonlySet<string>>();

/** The session's focus facts as the scheduler takes them (a set of keys, made once per settings). */
export function favouredKeysOf(session: Pick<SessionRow, 'settings_json'>): ReadonlySet<string> {
  const settings = settingsOf(session);
  let keys = favouredBySettings.get(settings);
  if (keys === undefined) {
    keys = new Set(settings.focusFacts ?? []);
    favouredBySettings.set(settings, keys);
  }
  return keys;
}

/** A pupil's totals in the shape of SPEC §3 (time in seconds). */
export function statsOf(student: StudentCounters): StudentStats {
  return {
    correct: student.correct,
    incorrect: student.incorrect,
    streak: student.streak,
    bestStreak: student.best_streak,
    questionsAnswered: student.questions_answered,
    totalTimeSpent: Math.round(student.total_time_ms / 100) / 10,
  };
}

/** The operation (index into the session's list) a pupil is practising now. */
export function currentOperationIndexOf(student: StudentCounters): number {
  const order = operationOrderOf(student);
  return order[Math.min(student.operation_position, order.length - 1)] ?? 0;
}

/** The order in which the pupil meets the operations. */
export function operationOrderOf(student: StudentCounters): number[] {
  const parsed: unknown = JSON.parse(student.operation_order_json);
  return Array.isArray(parsed)
    ? parsed.filter((value): value is number => typeof value === 'number')
    : [0];
}

/** A pupil as the teacher's list shows them. */
export function studentSummary(student: StudentRow, connected: boolean): StudentSummary {
  return {
    id: student.id,
    name: student.name,
    joinedAt: new Date(student.joined_at_ms).toISOString(),
    connected,
    currentOperationIndex: currentOperationIndexOf(student),
    finished: student.finished === 1,
    stats: statsOf(student),
  };
}

/** A pupil's progress per operation, from the answers the server checked. */
export function progressOf(
  session: SessionRow,
  student: StudentRow,
  answered: readonly ProblemRow[],
): StudentProgress {
  const { operations } = settingsOf(session);
  const operationProgress: OperationProgress[] = operations.map((operation, index) => {
    const attempts = answered.filter((problem) => problem.operation_index === index);
    return {
      operation: operation.type,
      numberRange: operation.numberRange,
      challengeCount: operation.challengeCount,
      completed: attempts.length,
      correct: attempts.filter((problem) => problem.is_correct === 1).length,
      timeSpent: attempts.reduce((sum, problem) => sum + (problem.time_spent_ms ?? 0), 0),
      attempts: attempts.map((problem) => ({
        problem: problem.stem,
        answer: chosenAnswerOf(problem),
        correctAnswer: problem.correct_answer,
        isCorrect: problem.is_correct === 1,
        timeSpent: problem.time_spent_ms ?? 0,
      })),
    };
  });
  return { ...progressTotals(session, student), operationProgress };
}

/** A pupil's progress per operation from the summed-up answers, without the attempts. */
export function progressSummaryOf(
  session: Pick<SessionRow, 'settings_json'>,
  student: StudentCounters,
  totals: readonly AnsweredTotals[],
): StudentProgressSummary {
  const { operations } = settingsOf(session);
  const operationProgress = operations.map((operation, index) => {
    const sums = totals.find((total) => total.operationIndex === index);
    return {
      operation: operation.type,
      numberRange: operation.numberRange,
      challengeCount: operation.challengeCount,
      completed: sums?.completed ?? 0,
      correct: sums?.correct ?? 0,
      timeSpent: sums?.timeSpentMs ?? 0,
    };
  });
  return { ...progressTotals(session, student), operationProgress };
}

function progressTotals(session: Pick<SessionRow, 'settings_json'>, student: StudentCounters) {
  return {
    currentOperation: currentOperationIndexOf(student),
    questionsAnswered: student.questions_answered,
    totalQuestions: totalQuestions(settingsOf(session).operations),
    finished: student.finished === 1,
    totalTimeSpent: statsOf(student).totalTimeSpent,
  };
}

/** The choices stored with a problem. */
export function parseChoices(problem: ProblemRow): string[] {
  const parsed: unknown = JSON.parse(problem.choices_json);
  return Array.isArray(parsed) ? parsed.map(String) : [];
}

/** The answer the pupil chose, or null when the time ran out before they chose. */
export function chosenAnswerOf(problem: ProblemRow): number | null {
  if (problem.choice_index === null) return null;
  const chosen = Number(parseChoices(problem)[problem.choice_index]);
  return Number.isFinite(chosen) ? chosen : null;
}

/** The stored operation name, checked. */
export function operationOf(problem: ProblemRow) {
  if (!isMathOperation(problem.operation))
    throw new Error(`Unknown operation stored: ${problem.operation}`);
  return problem.operation;
}
