import { feedbackMs } from '#shared/contracts/feedback-time';
import { STOP_GRACE_MS } from '#shared/contracts/stop-grace';
import { JOIN_QUESTION_WAIT_MS } from '#shared/contracts/join-question-time';
import type { AnswerBody, ClassProblem } from '#shared/contracts/sessions';
import { totalQuestions } from '#shared/contracts/session-settings';
import { levelForRange } from '#shared/maths/levels';
import { recordAnswer } from '#shared/maths/practice-stats';
import { createRng } from '#shared/maths/rng';
import { scheduledProblem } from '#shared/maths/scheduled-problem';
import { newSeed, newTimeOrderedId } from '#server/auth/tokens';
import { scheduleAfterAnswer, type AnsweredFact } from '#server/features/class/model/fact-schedule';
import { vouchedTimeSpentMs } from './vouched-time';
import {
  advance,
  currentOperationIndexOf,
  operationStep,
  roundQuestionNumber,
} from '#server/features/class/model/progression';
import { favouredKeysOf } from '#server/features/class/model/focus-facts';
import type {
  AnsweredTotals,
  CountingSession,
  Problem,
  ProblemAnswer,
  StudentAnswerChange,
  StudentCounters,
} from '#server/features/class/model/class-model';

/**
 * A copy of the session with only what an answer is worked out from (see CountingSession), so
 * that an answer can never depend on anything its store does not check.
 */
export function countingSessionOf(session: CountingSession): CountingSession {
  const { id, status, phase, settings, currentOperationIndex, endsAtMs, stoppedAtMs } = session;
  return {
    id,
    status,
    phase,
    settings,
    currentOperationIndex,
    endsAtMs,
    stoppedAtMs,
    lastActivityAtMs: session.lastActivityAtMs,
  };
}

/** True once an exam's end time has come (never for a session without one). */
function examOver(session: CountingSession, atMs: number): boolean {
  return session.endsAtMs !== null && atMs >= session.endsAtMs;
}

/**
 * Why the session takes no problems or answers now (an exam past its end time, or not running),
 * or undefined when it does.
 */
export function notRunningReason(
  session: CountingSession,
  atMs: number,
): 'exam_ended' | 'session_not_running' | undefined {
  if (examOver(session, atMs)) return 'exam_ended';
  return session.phase === 'running' ? undefined : 'session_not_running';
}

/**
 * When the class stopped taking answers, for a session that does not take them now: the
 * teacher's Stop or the exam's end (whichever came first), or null when there is none to count
 * from (before the start, after the end, or a stop stored without its time).
 */
function closedAtMs(session: CountingSession): number | null {
  if (session.status !== 'active') return null;
  if (session.phase === 'stopped') return session.stoppedAtMs;
  return session.phase === 'running' ? session.endsAtMs : null;
}

/**
 * Why an answer to `problem` that reaches the server at `atMs` is refused because the class no
 * longer runs, or undefined when it counts. It counts while the session runs, and after the
 * class stopped (notRunningReason) when the problem was issued no later than the stop and the answer
 * arrives within STOP_GRACE_MS of it: an answer given while the class ran is not lost to the
 * network's delay. Only the one problem open at the stop can be answered so (an answer counted in
 * the grace brings no next problem); every problem issued after it is refused.
 */
export function answerRefusal(
  session: CountingSession,
  problem: Pick<Problem, 'issuedAtMs'>,
  atMs: number,
): 'exam_ended' | 'session_not_running' | undefined {
  const reason = notRunningReason(session, atMs);
  if (reason === undefined) return undefined;
  const closedAt = closedAtMs(session);
  const inGrace =
    closedAt !== null && problem.issuedAtMs <= closedAt && atMs <= closedAt + STOP_GRACE_MS;
  return inGrace ? undefined : reason;
}

/** Time allowed past a question's limit for the answer's trip to the server. */
export const TIME_LIMIT_GRACE_MS = 1000;

/**
 * Time allowed past a question's limit for an answer that the student's screen says was given
 * in time: weak school Wi-Fi can take a few seconds, and a failed send is tried again after 3 s.
 */
export const SLOW_NETWORK_GRACE_MS = 5000;

/**
 * Whether an answer came too late to count: it reached the server more than TIME_LIMIT_GRACE_MS
 * after the question's limit (`shownForMs` is how long it can have been on screen) and either
 * its own time (`claimedMs`, the screen's measure) is over the limit or it came more than
 * SLOW_NETWORK_GRACE_MS after it. So a child whose screen still showed time left is not judged
 * late by a slow network, and a claim can win no more than those few seconds.
 */
export function answeredLate(limitMs: number, shownForMs: number, claimedMs: number): boolean {
  if (shownForMs <= limitMs + TIME_LIMIT_GRACE_MS) return false;
  return claimedMs > limitMs || shownForMs > limitMs + SLOW_NETWORK_GRACE_MS;
}

/**
 * Why the body does not answer the problem as it is answered, or undefined when it does: a typed
 * problem takes a number or none (the time ran out) and no choice; a problem of choices takes one
 * of its choices, or none, and no number. A problem's way of answering is fixed when it is issued,
 * so a teacher's change of the setting applies from the next question.
 */
export function answerFormRefusal(
  problem: Problem,
  body: AnswerBody,
): 'answer_form_mismatch' | 'choice_out_of_range' | undefined {
  const typed = body.typedAnswer !== undefined && body.typedAnswer !== null;
  if (problem.answerInput === 'typed')
    return body.choiceIndex === null ? undefined : 'answer_form_mismatch';
  if (typed) return 'answer_form_mismatch';
  return body.choiceIndex === null || body.choiceIndex < problem.choices.length
    ? undefined
    : 'choice_out_of_range';
}

/**
 * The answer as stored: the choice or the number typed (null when the student's time ran out),
 * its verdict (a typed number is right when it is the problem's answer), and the
 * time counted, which is the student's own measure clamped into what the server can vouch for
 * (vouchedTimeSpentMs), so that no one can claim impossible speed. An answer that came too late
 * (answeredLate) is not correct, whatever was chosen. The limit runs from when the question could
 * first be on screen: a question issued with a verdict waits out the verdict's pause
 * (showDelayMs) before the student's countdown starts.
 */
export function checkedAnswerOf(
  session: CountingSession,
  problem: Problem,
  body: AnswerBody,
  atMs: number,
): ProblemAnswer {
  const elapsedMs = Math.max(0, atMs - problem.issuedAtMs);
  const timeSpentMs = vouchedTimeSpentMs({
    claimedMs: body.timeSpentMs,
    elapsedMs,
    showDelayMs: problem.showDelayMs,
  });
  const limitSeconds = timeLimitOf(session, problem);
  const late =
    limitSeconds !== undefined &&
    answeredLate(limitSeconds * 1000, shownForMs(problem, atMs), body.timeSpentMs);
  const typedAnswer = problem.answerInput === 'typed' ? (body.typedAnswer ?? null) : null;
  const right =
    problem.answerInput === 'typed'
      ? typedAnswer === problem.correctAnswer
      : body.choiceIndex !== null && body.choiceIndex === problem.correctIndex;
  return {
    answeredAtMs: atMs,
    choiceIndex: problem.answerInput === 'typed' ? null : body.choiceIndex,
    typedAnswer,
    isCorrect: right && !late,
    timeSpentMs,
  };
}

/** The time limit of the problem's operation, in seconds, or undefined when it has none. */
function timeLimitOf(session: CountingSession, problem: Problem): number | undefined {
  return session.settings.operations[problem.operationIndex]?.timeLimitSeconds;
}

/**
 * How long, by `atMs`, the problem can have been on the student's screen: from its issue, less
 * the wait before the screen shows it (showDelayMs), and never below 0.
 */
function shownForMs(problem: Problem, atMs: number): number {
  return Math.max(0, atMs - problem.issuedAtMs - problem.showDelayMs);
}

/**
 * What is left at `atMs` of the time limit of the problem's operation, in whole milliseconds
 * (between 0 and the whole limit), or null when it has none. The screen counts down from it, so
 * a reload does not show the whole time again while the server counts from the issue.
 */
export function timeLeftMs(
  session: CountingSession,
  problem: Problem,
  atMs: number,
): number | null {
  const limitSeconds = timeLimitOf(session, problem);
  if (limitSeconds === undefined) return null;
  const limitMs = limitSeconds * 1000;
  // shownForMs is never below 0, so this is never above the whole limit.
  return Math.round(Math.max(0, limitMs - shownForMs(problem, atMs)));
}

/**
 * A stored problem as the student sees it at `atMs`: without its answer, numbered within the
 * student's round (which it names), its operation placed in the student's order of operations
 * (roundQuestionNumber, operationStep), and with what is left of its time limit (timeLeftMs).
 */
export function present(
  session: CountingSession,
  problem: Problem,
  student: Pick<StudentCounters, 'operationOrder' | 'round'>,
  atMs: number,
): ClassProblem {
  const { operations } = session.settings;
  const operation = operations[problem.operationIndex];
  const total = totalQuestions(operations);
  return {
    problemId: problem.id,
    stem: problem.stem,
    // A typed answer is recalled: the choices, with the right one among them, stay on the server.
    choices: problem.answerInput === 'typed' ? [] : [...problem.choices],
    answerInput: problem.answerInput,
    operation: operation?.type ?? 'addition',
    operationIndex: problem.operationIndex,
    operationStep: operationStep(student.operationOrder, problem.operationIndex),
    // Counted within the round: continuous mode and another round start again at question 1.
    questionNumber: roundQuestionNumber(operations, student.operationOrder, problem, total),
    operationQuestionNumber: problem.operationQuestionNumber,
    round: student.round,
    totalQuestions: total,
    level: problem.level,
    timeLimitSeconds: operation?.timeLimitSeconds ?? null,
    timeLeftMs: timeLeftMs(session, problem, atMs),
  };
}

/** What a new problem takes from outside: its id and the seed of its fact and choices. */
export interface NewProblemDraw {
  readonly id: string;
  readonly seed: number;
}

/**
 * When a new problem is issued, and the longest the student's screen may wait before showing it:
 * the feedback pause of the verdict it goes out with, the opening of the practice screen for one
 * a join brings, or 0 when it is fetched on its own.
 */
export interface ProblemIssue {
  readonly atMs: number;
  readonly showDelayMs: number;
}

/** A problem fetched on its own at `atMs`: the student's screen shows it as it arrives. */
export function fetchedAt(atMs: number): ProblemIssue {
  return { atMs, showDelayMs: 0 };
}

/** A problem issued at `atMs` with a verdict: the screen shows it after the verdict's pause. */
export function issuedWithVerdict(atMs: number, isCorrect: boolean): ProblemIssue {
  return { atMs, showDelayMs: feedbackMs(isCorrect) };
}

/** A problem issued at `atMs` with a join: the screen shows it once it has opened, or asks again. */
export function issuedWithJoin(atMs: number): ProblemIssue {
  return { atMs, showDelayMs: JOIN_QUESTION_WAIT_MS };
}

/**
 * True for a problem a join issued that no screen has asked for since: a screen asks when it did
 * not show it in time, so asking times it afresh (see JOIN_QUESTION_SHOW_MS).
 */
export function awaitsJoinScreen(problem: Problem): boolean {
  return problem.showDelayMs === JOIN_QUESTION_WAIT_MS && problem.answer === null;
}

/** A fresh id and seed for a new problem. */
export function drawNewProblem(): NewProblemDraw {
  return { id: newTimeOrderedId(), seed: newSeed() };
}

/**
 * A new problem of the student's current operation, not yet stored; null when it is gone. The fact
 * is the student's fact scheduler's choice (nextFact): new facts first, then the next due fact in
 * the review order (reviewOf); a missed fact comes back after its rest, never the fact asked last.
 */
export function newProblemFor(
  session: CountingSession,
  student: StudentCounters,
  issue: ProblemIssue,
  draw: NewProblemDraw,
): Problem | null {
  const operationIndex = currentOperationIndexOf(student);
  const operation = session.settings.operations[operationIndex];
  if (operation === undefined) return null;
  const level = levelForRange(student.difficulty, operation.numberRange);
  const generated = scheduledProblem(
    student.factSchedule,
    { operation: operation.type, level, range: operation.numberRange, tables: operation.tables },
    createRng(draw.seed),
    { questionIndex: student.questionsAnswered, atMs: issue.atMs },
    favouredKeysOf(session),
  );
  return {
    id: draw.id,
    sessionId: session.id,
    studentId: student.id,
    operationIndex,
    operation: operation.type,
    questionNumber: student.questionsAnswered + 1,
    operationQuestionNumber: student.operationQuestionNumber + 1,
    level,
    operand1: generated.operand1,
    operand2: generated.operand2,
    correctAnswer: generated.correctAnswer,
    stem: generated.stem,
    choices: generated.choices.map(String),
    correctIndex: generated.correctIndex,
    issuedAtMs: issue.atMs,
    showDelayMs: issue.showDelayMs,
    answerInput: operation.answerInput ?? 'choices',
    answer: null,
  };
}

/**
 * The student's counters after one checked answer to `problem` (`totals` already count it), with
 * the answer recorded in their fact schedule.
 */
export function afterAnswer(
  session: CountingSession,
  current: StudentCounters,
  answer: ProblemAnswer,
  totals: readonly AnsweredTotals[],
  problem: AnsweredFact,
): StudentAnswerChange {
  const { isCorrect, timeSpentMs } = answer;
  const { operations, continuousMode } = session.settings;
  const next = advance(
    current,
    { isCorrect, timeSpentMs },
    operations,
    current.operationOrder,
    continuousMode,
  );
  // The same counting rules as solo practice.
  const stats = recordAnswer(
    {
      correct: current.correct,
      incorrect: current.incorrect,
      streak: current.streak,
      bestStreak: current.bestStreak,
      questionsAnswered: current.questionsAnswered,
      timeSpentMs: current.totalTimeSpentMs,
    },
    isCorrect,
    timeSpentMs,
  );
  return {
    correct: stats.correct,
    incorrect: stats.incorrect,
    streak: stats.streak,
    bestStreak: stats.bestStreak,
    questionsAnswered: next.questionsAnswered,
    totalTimeSpentMs: stats.timeSpentMs,
    operationPosition: next.operationPosition,
    operationQuestionNumber: next.operationQuestionNumber,
    round: next.round,
    difficulty: next.difficulty,
    difficultyStreak: next.difficultyStreak,
    finished: next.finished,
    lastSeenAtMs: answer.answeredAtMs,
    operationTotals: totals,
    factSchedule: scheduleAfterAnswer(
      current.factSchedule,
      problem,
      answer,
      current.questionsAnswered,
      answer.answeredAtMs,
    ),
  };
}
