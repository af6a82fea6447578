import { feedbackMs } from '../../src/shared/contracts/feedback-time';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A week, the time the retention figure leaves a student without practice. */
export const WEEK_MS = 7 * DAY_MS;

/** The first lesson: Monday 5 January 2026, 09:00 UTC. */
export const FIRST_LESSON_MS = Date.UTC(2026, 0, 5, 9, 0);

/** School days in a week: one lesson each, Monday to Friday, weekends off. */
const LESSONS_A_WEEK = 5;

/** The wall-clock start of lesson `lesson` (0 = the first Monday): Mon-Fri at 09:00, weekends off. */
export function lessonStartMs(lesson: number): number {
  const week = Math.floor(lesson / LESSONS_A_WEEK);
  const day = lesson % LESSONS_A_WEEK;
  return FIRST_LESSON_MS + (week * 7 + day) * DAY_MS;
}

/** Time from the verdict leaving the screen to the next question showing. */
const NEXT_QUESTION_MS = 300;

/**
 * When the next question appears after an answer given at `answeredAtMs`: the app's verdict stays
 * on screen for feedbackMs (longer after a wrong answer), then the next question is drawn.
 */
export function nextQuestionMs(answeredAtMs: number, correct: boolean): number {
  return answeredAtMs + feedbackMs(correct) + NEXT_QUESTION_MS;
}
