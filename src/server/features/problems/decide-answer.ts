import type { AnswerBody } from '#shared/contracts/sessions';
import { withAnswerCounted } from '#server/features/class/model/operation-totals';
import type {
  AnsweredTotals,
  CountingSession,
  Problem,
  ProblemAnswer,
  StudentAnswerChange,
  StudentCounters,
} from '#server/features/class/model/class-model';
import {
  afterAnswer,
  answerRefusal,
  checkedAnswerOf,
  answerFormRefusal,
  issuedWithVerdict,
  newProblemFor,
  notRunningReason,
  type NewProblemDraw,
} from './answer-rules';

/** What an answer is decided from: the student, their session and problem, and their totals. */
export interface AnswerRead {
  readonly session: CountingSession;
  readonly student: StudentCounters;
  readonly problem: Problem;
  /** The student's answers per operation before this one. */
  readonly totals: readonly AnsweredTotals[];
}

/** A counted answer: what it writes, and the student after it. */
export interface CountedAnswer {
  readonly kind: 'counted';
  /** The problem's answer as the server checked it. */
  readonly answered: ProblemAnswer;
  /** What changes on the student (counters, progression, totals, fact schedule). */
  readonly change: StudentAnswerChange;
  /** The student as the change leaves them. */
  readonly student: StudentCounters;
  /** Their next problem, given unless another one waits; null once they have finished. */
  readonly next: Problem | null;
}

/** What one answer does. */
export type AnswerDecision =
  /** The problem was answered before: its first verdict stands, nothing is written. */
  | { readonly kind: 'answeredBefore' }
  /** Not counted, with the refusal's status and code. */
  | {
      readonly kind: 'refused';
      readonly status: 400 | 409;
      readonly code:
        'exam_ended' | 'session_not_running' | 'choice_out_of_range' | 'answer_form_mismatch';
    }
  | CountedAnswer;

/**
 * The answer rule, in one place: whether the student's answer to the problem counts and what it
 * changes, from what was read and the server's time. A problem counts once; only while the
 * session runs (and an exam has time left), or within the grace after a stop for a problem issued
 * before it (answerRefusal); only in the form it is answered (answerFormRefusal): one of its choices, a typed number, or
 * none (time ran out).
 * The verdict and time are the server's (checkedAnswerOf); the student's counters, place in the
 * operations, difficulty and fact schedule move as solo practice's do (afterAnswer); and unless
 * they have finished, their next problem comes from their fact schedule, issued with the verdict
 * (its screen shows it after the verdict's pause). Pure: the new problem's
 * id and seed come in `draw`, and storage only loads `read` and writes the outcome.
 */
export function decideAnswer(
  read: AnswerRead,
  body: AnswerBody,
  atMs: number,
  draw: NewProblemDraw,
): AnswerDecision {
  const { session, student, problem, totals } = read;
  if (problem.answer !== null) return { kind: 'answeredBefore' };
  const refusal = answerRefusal(session, problem, atMs);
  if (refusal !== undefined) return { kind: 'refused', status: 409, code: refusal };
  const formRefusal = answerFormRefusal(problem, body);
  if (formRefusal !== undefined) return { kind: 'refused', status: 400, code: formRefusal };
  const answered = checkedAnswerOf(session, problem, body, atMs);
  const totalsAfter = withAnswerCounted(totals, problem.operationIndex, answered);
  const change = afterAnswer(session, student, answered, totalsAfter, problem);
  const updated = { ...student, ...change };
  const issue = issuedWithVerdict(atMs, answered.isCorrect);
  // An answer counted in the grace after a stop brings no next problem: the restart issues one.
  const closed = notRunningReason(session, atMs) !== undefined;
  const next = updated.finished || closed ? null : newProblemFor(session, updated, issue, draw);
  return { kind: 'counted', answered, change, student: updated, next };
}
