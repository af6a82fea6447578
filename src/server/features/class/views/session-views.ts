import { totalQuestions } from '#shared/contracts/session-settings';
import type {
  OperationProgress,
  SessionPublicView,
  StudentProgress,
  StudentProgressSummary,
  StudentStats,
  StudentSummary,
} from '#shared/contracts/sessions';
import { isMathOperation } from '#shared/maths/operations';
import type {
  AnsweredTotals,
  ClassSession,
  Problem,
  StudentCounters,
  StudentStanding,
} from '../model/class-model';
import { currentOperationIndexOf } from '../model/progression';

/** What anyone with the code may see (GET /api/sessions/{code}). */
export function publicView(session: ClassSession, serverNowMs: number): SessionPublicView {
  // The modes only: the focus facts are the teacher's (see focusFactsOf), students are not told.
  const {
    operations,
    autoStart,
    continuousMode,
    examMode,
    examDurationMinutes,
    randomizeOperations,
  } = session.settings;
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
    currentOperationIndex: session.currentOperationIndex,
    endsAtMs: session.endsAtMs,
    stopReason: session.phase === 'stopped' ? session.stopReason : null,
    locked: session.locked,
    serverNowMs,
  };
}

/** A student's totals in the shape of SPEC §3 (time in seconds). */
export function statsOf(
  student: Pick<
    StudentCounters,
    'correct' | 'incorrect' | 'streak' | 'bestStreak' | 'questionsAnswered' | 'totalTimeSpentMs'
  >,
): StudentStats {
  return {
    correct: student.correct,
    incorrect: student.incorrect,
    streak: student.streak,
    bestStreak: student.bestStreak,
    questionsAnswered: student.questionsAnswered,
    totalTimeSpentMs: Math.round(student.totalTimeSpentMs),
  };
}

/** A student as the teacher's list shows them; a removed student is marked and never connected. */
export function studentSummary(student: StudentStanding, connected: boolean): StudentSummary {
  const removed = student.removedAtMs !== null;
  return {
    id: student.id,
    name: student.name,
    joinedAt: new Date(student.joinedAtMs).toISOString(),
    connected: connected && !removed,
    currentOperationIndex: currentOperationIndexOf(student),
    finished: student.finished,
    removed,
    stats: statsOf(student),
  };
}

/**
 * A student's progress per operation: counts from the summed-up answers, and the latest answers
 * (`recent`, at most PROGRESS_ATTEMPTS_MAX) listed, so its size does not grow with the lesson.
 */
export function progressOf(
  session: Pick<ClassSession, 'settings'>,
  student: StudentCounters,
  recent: readonly Problem[],
  totals: readonly AnsweredTotals[],
): StudentProgress {
  const summary = progressSummaryOf(session, student, totals);
  const operationProgress: OperationProgress[] = summary.operationProgress.map((counts, index) => ({
    ...counts,
    attempts: recent
      .filter((problem) => problem.operationIndex === index)
      .map((problem) => ({
        problem: problem.stem,
        answer: chosenAnswerOf(problem),
        correctAnswer: problem.correctAnswer,
        isCorrect: problem.answer?.isCorrect === true,
        timeSpentMs: problem.answer?.timeSpentMs ?? 0,
      })),
  }));
  return { ...summary, operationProgress };
}

/** A student's progress per operation from the summed-up answers, without the attempts. */
export function progressSummaryOf(
  session: Pick<ClassSession, 'settings'>,
  student: StudentCounters,
  totals: readonly AnsweredTotals[],
): StudentProgressSummary {
  const { operations } = session.settings;
  const operationProgress = operations.map((operation, index) => {
    const sums = totals.find((total) => total.operationIndex === index);
    return {
      operation: operation.type,
      numberRange: operation.numberRange,
      challengeCount: operation.challengeCount,
      completed: sums?.completed ?? 0,
      correct: sums?.correct ?? 0,
      timeSpentMs: sums?.timeSpentMs ?? 0,
    };
  });
  return { operationProgress, ...progressTotals(session, student) };
}

function progressTotals(session: Pick<ClassSession, 'settings'>, student: StudentCounters) {
  return {
    currentOperation: currentOperationIndexOf(student),
    questionsAnswered: student.questionsAnswered,
    totalQuestions: totalQuestions(session.settings.operations),
    finished: student.finished,
    totalTimeSpentMs: statsOf(student).totalTimeSpentMs,
  };
}

/**
 * The answer the student typed or chose, or null when the time ran out before they answered (or
 * none yet).
 */
export function chosenAnswerOf(problem: Problem): number | null {
  const typed = problem.answer?.typedAnswer ?? null;
  if (typed !== null) return typed;
  const choiceIndex = problem.answer?.choiceIndex ?? null;
  if (choiceIndex === null) return null;
  const chosen = Number(problem.choices[choiceIndex]);
  return Number.isFinite(chosen) ? chosen : null;
}

/** The stored operation name, checked. */
export function operationOf(problem: Pick<Problem, 'operation'>) {
  if (!isMathOperation(problem.operation))
    throw new Error(`Unknown operation stored: ${problem.operation}`);
  return problem.operation;
}
