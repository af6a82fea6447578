import { decodeSchedule, encodeSchedule } from '#shared/contracts/fact-schedule';
import { limitRemembered } from '#shared/maths/fact-map';
import {
  EMPTY_SCHEDULER_STATE,
  isFluent,
  recordAnswer,
  type SchedulerState,
} from '#shared/maths/fact-scheduler';
import { isMathOperation } from '#shared/maths/operations';
import type { StudentCounters } from './class-rows';

/**
 * The most facts kept per pupil: a whole lesson of 1-10 tables is 55, of additions to 20 at most
 * 210; a long continuous session on wide ranges forgets the facts asked longest ago.
 */
export const MAX_SCHEDULED_FACTS = 400;

/**
 * The schedule text this process wrote last, with the schedule it holds: an answer writes the
 * pupil's schedule and then reads it back to issue their next problem. One entry only: keeping
 * every pupil's decoded schedule between answers (tried, at 10,000 pupils) made each one survive
 * into V8's old generation and be dropped there 2 s later, which cost more CPU and about 150 MB
 * of memory per process at 3,000 pupils than the decoding it saved.
 */
let written: { readonly text: string; readonly schedule: SchedulerState } | undefined;

/** The pupil's fact schedule, or an empty one for a pupil who has none (or an unreadable one). */
export function factScheduleOf(
  student: Pick<StudentCounters, 'fact_schedule_json'>,
): SchedulerState {
  const text = student.fact_schedule_json;
  if (text === null) return EMPTY_SCHEDULER_STATE;
  if (written?.text === text) return written.schedule;
  return decodeSchedule(text) ?? EMPTY_SCHEDULER_STATE;
}

/** The schedule as the pupil's row keeps it (see encodeSchedule). */
export function storedSchedule(schedule: SchedulerState): string {
  const text = encodeSchedule(schedule);
  written = { text, schedule };
  return text;
}

/** What the schedule needs of an answered problem. */
export interface AnsweredFact {
  readonly operation: string;
  readonly operand1: number;
  readonly operand2: number;
  readonly stem: string;
}

/**
 * The schedule after the pupil's answer to the problem at `questionIndex` (their answers before
 * it): right within the fluency threshold moves the fact up, anything else brings it back a few
 * questions later. The same rule as solo practice (shared fact scheduler).
 */
export function scheduleAfterAnswer(
  schedule: SchedulerState,
  problem: AnsweredFact,
  answer: { readonly isCorrect: boolean; readonly timeSpentMs: number },
  questionIndex: number,
): SchedulerState {
  if (!isMathOperation(problem.operation)) return schedule;
  const fact = {
    operation: problem.operation,
    operand1: problem.operand1,
    operand2: problem.operand2,
  };
  const fluent = isFluent(answer.timeSpentMs, { questionLength: problem.stem.length });
  const outcome = { correct: answer.isCorrect, fluent, questionIndex };
  return limitRemembered(recordAnswer(schedule, fact, outcome), MAX_SCHEDULED_FACTS);
}
