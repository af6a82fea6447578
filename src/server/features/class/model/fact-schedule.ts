import { limitRemembered } from '#shared/maths/fact-map';
import {
  fluencyQuestionOf,
  isFluent,
  recordAnswer,
  type SchedulerState,
} from '#shared/maths/fact-scheduler';
import type { AnswerInput } from '#shared/maths/answer-input';
import { isMathOperation } from '#shared/maths/operations';

/**
 * The most facts kept per student: a whole lesson of 1-10 tables is 55, of additions to 20 at most
 * 210; a long continuous session on wide ranges forgets the facts asked longest ago.
 */
export const MAX_SCHEDULED_FACTS = 400;

/** What the schedule needs of an answered problem. */
export interface AnsweredFact {
  readonly operation: string;
  readonly operand1: number;
  readonly operand2: number;
  readonly stem: string;
  readonly correctAnswer: number;
  /** A typed answer is allowed time for its digits (fluencyQuestionOf). */
  readonly answerInput: AnswerInput;
}

/**
 * The schedule after the student's answer to the problem at `questionIndex` (their answers before
 * it): right within the fluency threshold moves the fact up, anything else brings it back once
 * its short rest is over and the facts due before it have had their turn. The same rule as solo
 * practice (shared fact scheduler).
 */
export function scheduleAfterAnswer(
  schedule: SchedulerState,
  problem: AnsweredFact,
  answer: { readonly isCorrect: boolean; readonly timeSpentMs: number },
  questionIndex: number,
  atMs?: number,
): SchedulerState {
  if (!isMathOperation(problem.operation)) return schedule;
  const fact = {
    operation: problem.operation,
    operand1: problem.operand1,
    operand2: problem.operand2,
  };
  const fluent = isFluent(
    answer.timeSpentMs,
    fluencyQuestionOf(problem.stem, problem.correctAnswer, problem.answerInput),
  );
  const outcome = { correct: answer.isCorrect, fluent, questionIndex, atMs };
  return limitRemembered(recordAnswer(schedule, fact, outcome), MAX_SCHEDULED_FACTS);
}
