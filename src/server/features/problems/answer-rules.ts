import type { AnswerBody, ClassProblem } from '#shared/contracts/sessions';
import { totalQuestions } from '#shared/contracts/session-settings';
import { levelForRange } from '#shared/maths/levels';
import { recordAnswer } from '#shared/maths/practice-stats';
import { createRng } from '#shared/maths/rng';
import { scheduledProblem } from '#shared/maths/scheduled-problem';
import { newId, newSeed } from '../../auth/tokens';
import {
  factScheduleOf,
  scheduleAfterAnswer,
  storedSchedule,
  type AnsweredFact,
} from '../class/fact-schedule';
import { advance } from '../class/progression';
import {
  currentOperationIndexOf,
  favouredKeysOf,
  operationOrderOf,
  parseChoices,
  settingsOf,
} from '../class/session-views';
import type {
  SessionRow,
  StudentAnswerPatch,
  StudentCounters,
  SessionAsRead,
  AnswerFields,
  AnsweredTotals,
  ProblemRow,
} from '../class/class-rows';

/**
 * The session as an answer is worked out from: the columns the one-statement count checks are
 * unchanged, and the activity time. Typed this narrowly so that an answer can never depend on a
 * column the count does not check.
 */
export type CountingSession = SessionAsRead & Pick<SessionRow, 'last_activity_at_ms'>;

/** A copy of the session with only what an answer is worked out from (see CountingSession). */
export function countingSessionOf(session: CountingSession): CountingSession {
  const { id, status, phase, settings_json, current_operation_index, ends_at_ms } = session;
  return {
    id,
    status,
    phase,
    settings_json,
    current_operation_index,
    ends_at_ms,
    last_activity_at_ms: session.last_activity_at_ms,
  };
}

/** Slack added to the server's own measure of a pupil's time, for the trip to the server. */
const NETWORK_SLACK_MS = 1000;

/** True once an exam's end time has come (never for a session without one). */
function examOver(session: CountingSession, time: number): boolean {
  return session.ends_at_ms !== null && time >= session.ends_at_ms;
}

/**
 * Why the session takes no problems or answers now (an exam past its end time, or not running),
 * or undefined when it does.
 */
export function notRunningReason(
  session: CountingSession,
  time: number,
): 'exam_ended' | 'session_not_running' | undefined {
  if (examOver(session, time)) return 'exam_ended';
  return session.phase === 'running' ? undefined : 'session_not_running';
}

/** An answer's row fields as the counting rules take them. */
export function answerFacts(answered: AnswerFields) {
  return {
    isCorrect: answered.is_correct === 1,
    timeSpentMs: answered.time_spent_ms,
    time: answered.answered_at_ms,
  };
}

/** Time allowed past a question's limit for the answer's trip to the server. */
export const TIME_LIMIT_GRACE_MS = 1000;

/** True when the body names one of the problem's choices, or no choice (the time ran out). */
export function choiceExists(problem: ProblemRow, body: AnswerBody): boolean {
  return body.choiceIndex === null || body.choiceIndex < parseChoices(problem).length;
}

/**
 * The answer as stored: the choice (null when the pupil's time ran out), its verdict, and the
 * time counted, which is the pupil's own measure but never more than the time since the problem
 * was issued (plus the trip). An answer that reaches the server more than TIME_LIMIT_GRACE_MS
 * after the operation's time limit is not correct, whatever was chosen.
 */
export function answeredFieldsOf(
  session: CountingSession,
  problem: ProblemRow,
  body: AnswerBody,
  time: number,
): AnswerFields {
  const elapsedMs = Math.max(0, time - problem.issued_at_ms);
  const timeSpentMs = Math.round(Math.min(body.timeSpent, elapsedMs + NETWORK_SLACK_MS));
  const limitSeconds = settingsOf(session).operations[problem.operation_index]?.timeLimitSeconds;
  const late = limitSeconds !== undefined && elapsedMs > limitSeconds * 1000 + TIME_LIMIT_GRACE_MS;
  const right = body.choiceIndex !== null && body.choiceIndex === problem.correct_index;
  return {
    answered_at_ms: time,
    choice_index: body.choiceIndex,
    is_correct: right && !late ? 1 : 0,
    time_spent_ms: timeSpentMs,
  };
}

/** A stored problem as the pupil sees it: without its answer. */
export function present(session: CountingSession, problem: ProblemRow): ClassProblem {
  const { operations } = settingsOf(session);
  const operation = operations[problem.operation_index];
  return {
    problemId: problem.id,
    stem: problem.stem,
    choices: parseChoices(problem),
    operation: operation?.type ?? 'addition',
    operationIndex: problem.operation_index,
    questionNumber: problem.question_number,
    operationQuestionNumber: problem.operation_question_number,
    totalQuestions: totalQuestions(operations),
    level: problem.level,
    timeLimitSeconds: operation?.timeLimitSeconds ?? null,
  };
}

/** What a new problem takes from outside: its id and the seed of its fact and choices. */
export interface NewProblemDraw {
  readonly id: string;
  readonly seed: number;
}

/** A fresh id and seed for a new problem. */
export function drawNewProblem(): NewProblemDraw {
  return { id: newId(), seed: newSeed() };
}

/**
 * A new problem of the pupil's current operation, not yet stored; null when it is gone. The fact
 * is the pupil's fact scheduler's choice: a missed fact comes back within a few questions, never
 * the fact asked last.
 */
export function newProblemFor(
  session: CountingSession,
  student: StudentCounters,
  issuedAtMs: number,
  draw: NewProblemDraw,
): ProblemRow | null {
  const operationIndex = currentOperationIndexOf(student);
  const operation = settingsOf(session).operations[operationIndex];
  if (operation === undefined) return null;
  const level = levelForRange(student.difficulty, operation.numberRange);
  const generated = scheduledProblem(
    factScheduleOf(student),
    { operation: operation.type, level, range: operation.numberRange },
    createRng(draw.seed),
    student.questions_answered,
    favouredKeysOf(session),
  );
  return {
    id: draw.id,
    session_id: session.id,
    student_id: student.id,
    operation_index: operationIndex,
    operation: operation.type,
    question_number: student.questions_answered + 1,
    operation_question_number: student.operation_question_number + 1,
    level,
    operand1: generated.operand1,
    operand2: generated.operand2,
    correct_answer: generated.correctAnswer,
    stem: generated.stem,
    choices_json: JSON.stringify(generated.choices),
    correct_index: generated.correctIndex,
    issued_at_ms: issuedAtMs,
    answered_at_ms: null,
    choice_index: null,
    is_correct: null,
    time_spent_ms: null,
  };
}

/**
 * The pupil's counters after one checked answer to `problem` (`totals` already count it), with
 * the answer recorded in their fact schedule.
 */
export function afterAnswer(
  session: CountingSession,
  current: StudentCounters,
  answer: { isCorrect: boolean; timeSpentMs: number; time: number },
  totals: readonly AnsweredTotals[],
  problem: AnsweredFact,
): StudentAnswerPatch {
  const { isCorrect, timeSpentMs, time } = answer;
  const { operations, continuousMode } = settingsOf(session);
  const next = advance(
    {
      operationPosition: current.operation_position,
      operationQuestionNumber: current.operation_question_number,
      questionsAnswered: current.questions_answered,
      difficulty: current.difficulty,
      difficultyStreak: current.difficulty_streak,
      finished: current.finished === 1,
    },
    { isCorrect, timeSpentMs },
    operations,
    operationOrderOf(current),
    continuousMode,
  );
  // The same counting rules as solo practice.
  const stats = recordAnswer(
    {
      correct: current.correct,
      incorrect: current.incorrect,
      streak: current.streak,
      bestStreak: current.best_streak,
      questionsAnswered: current.questions_answered,
      timeSpentMs: current.total_time_ms,
    },
    isCorrect,
    timeSpentMs,
  );
  return {
    correct: stats.correct,
    incorrect: stats.incorrect,
    streak: stats.streak,
    best_streak: stats.bestStreak,
    questions_answered: next.questionsAnswered,
    total_time_ms: stats.timeSpentMs,
    operation_position: next.operationPosition,
    operation_question_number: next.operationQuestionNumber,
    difficulty: next.difficulty,
    difficulty_streak: next.difficultyStreak,
    finished: next.finished ? 1 : 0,
    last_seen_at_ms: time,
    operation_totals_json: JSON.stringify(totals),
    fact_schedule_json: storedSchedule(
      scheduleAfterAnswer(factScheduleOf(current), problem, answer, current.questions_answered),
    ),
  };
}
