import { decodeSchedule, encodeSchedule } from '#shared/contracts/fact-schedule';
import { limitRemembered } from '#shared/maths/fact-map';
import {
  EMPTY_SCHEDULER_STATE,
  isFluent,
  recordAnswer,
  type SchedulerState,
} from '#shared/maths/fact-scheduler';
import { isMathOperation } from '#shared/maths/operations';
import type { StudentCounters } from '../students/students.repo';

/**
 * The most facts kept per pupil: a whole lesson of 1-10 tables is 55, of additions to 20 at most
 * 210; a long continuous session on wide ranges forgets the facts asked longest ago.
 */
export const MAX_SCHEDULED_FACTS = 400;

/** How many pupils' schedules a process keeps decoded: more than one process serves at once. */
const DECODED_PUPILS = 10_000;

/**
 * Each pupil's schedule text as last read or written here, with the schedule it holds: a pupil's
 * next answer finds the text it wrote and needs no decoding. A hint only: a text that differs
 * (another process wrote it) is decoded.
 */
const decoded = new Map<string, { readonly text: string; readonly schedule: SchedulerState }>();

function remember(studentId: string, text: string, schedule: SchedulerState): void {
  decoded.delete(studentId);
  if (decoded.size >= DECODED_PUPILS) {
    const oldest = decoded.keys().next();
    if (oldest.done !== true) decoded.delete(oldest.value);
  }
  decoded.set(studentId, { text, schedule });
}

/** The pupil's fact schedule, or an empty one for a pupil who has none (or an unreadable one). */
export function factScheduleOf(
  student: Pick<StudentCounters, 'id' | 'fact_schedule_json'>,
): SchedulerState {
  const text = student.fact_schedule_json;
  if (text === null) return EMPTY_SCHEDULER_STATE;
  const known = decoded.get(student.id);
  if (known?.text === text) return known.schedule;
  const schedule = decodeSchedule(text) ?? EMPTY_SCHEDULER_STATE;
  remember(student.id, text, schedule);
  return schedule;
}

/** The schedule as the pupil's row keeps it (see encodeSchedule). */
export function storedSchedule(studentId: string, schedule: SchedulerState): string {
  const text = encodeSchedule(schedule);
  remember(studentId, text, schedule);
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
