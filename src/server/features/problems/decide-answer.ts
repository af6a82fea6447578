import type { AnswerBody } from '#shared/contracts/sessions';
import { withAnswerCounted } from '../class/operation-totals';
import type {
  StudentAnswerPatch,
  StudentCounters,
  AnswerFields,
  AnsweredTotals,
  ProblemRow,
} from '../class/class-rows';
import {
  afterAnswer,
  answerFacts,
  answeredFieldsOf,
  choiceExists,
  newProblemFor,
  notRunningReason,
  type CountingSession,
  type NewProblemDraw,
} from './answer-rules';

/** What an answer is decided from: the pupil, their session and problem, and their totals. */
export interface AnswerRead {
  readonly session: CountingSession;
  readonly student: StudentCounters;
  readonly problem: ProblemRow;
  /** The pupil's answers per operation before this one. */
  readonly totals: readonly AnsweredTotals[];
}

/** A counted answer: what it writes, and the pupil after it. */
export interface CountedAnswer {
  readonly kind: 'counted';
  /** The problem's answer fields. */
  readonly answered: AnswerFields;
  /** The pupil's row after the answer (counters, progression, totals, fact schedule). */
  readonly patch: StudentAnswerPatch;
  /** The pupil as the patch leaves them. */
  readonly student: StudentCounters;
  /** Their next problem, given unless another one waits; null once they have finished. */
  readonly next: ProblemRow | null;
}

/** What one answer does. */
export type AnswerDecision =
  /** The problem was answered before: its first verdict stands, nothing is written. */
  | { readonly kind: 'answeredBefore' }
  /** Not counted, with the refusal's status and code. */
  | {
      readonly kind: 'refused';
      readonly status: 400 | 409;
      readonly code: 'exam_ended' | 'session_not_running' | 'choice_out_of_range';
    }
  | CountedAnswer;

/**
 * The answer rule, in one place: whether the pupil's answer to the problem counts and what it
 * changes, from what was read and the server's time. A problem counts once; only while the
 * session runs (and an exam has time left); only for one of its choices or none (time ran out).
 * The verdict and time are the server's (answeredFieldsOf); the pupil's counters, place in the
 * operations, difficulty and fact schedule move as solo practice's do (afterAnswer); and unless
 * they have finished, their next problem comes from their fact schedule. Pure: the new problem's
 * id and seed come in `draw`, and storage only loads `read` and writes the outcome.
 */
export function decideAnswer(
  read: AnswerRead,
  body: AnswerBody,
  time: number,
  draw: NewProblemDraw,
): AnswerDecision {
  const { session, student, problem, totals } = read;
  if (problem.answered_at_ms !== null) return { kind: 'answeredBefore' };
  const notRunning = notRunningReason(session, time);
  if (notRunning !== undefined) return { kind: 'refused', status: 409, code: notRunning };
  if (!choiceExists(problem, body))
    return { kind: 'refused', status: 400, code: 'choice_out_of_range' };
  const answered = answeredFieldsOf(session, problem, body, time);
  const answer = answerFacts(answered);
  const totalsAfter = withAnswerCounted(totals, problem.operation_index, answer);
  const patch = afterAnswer(session, student, answer, totalsAfter, problem);
  const updated = { ...student, ...patch };
  const next = updated.finished === 1 ? null : newProblemFor(session, updated, time, draw);
  return { kind: 'counted', answered, patch, student: updated, next };
}
