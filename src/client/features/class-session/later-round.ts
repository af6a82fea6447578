/**
 * How "Question n of N" relates to the lesson's counters on a student's screen. "Question n of N"
 * counts within the round while Correct, Streak and Best count the whole lesson, so:
 * - `round`: the counters hold only this round's answers; nothing more to say.
 * - `lesson`: the counters hold answers from before this round's questions began, as when the
 *   teacher changed the operation a student was on and it started again at its first question;
 *   the counters say they are the lesson's, and "Correct 7" never stands unexplained beside
 *   "Question 3".
 * - `anotherRound`: besides, a whole round's questions were answered before this one (another
 *   round the teacher gave, or continuous mode starting the operations again), so the question's
 *   line says it is another round.
 */
export type CountersScope = 'round' | 'lesson' | 'anotherRound';

/**
 * The scope of a student's counters (CountersScope). `answeredInLesson` counts every answer of the
 * lesson; the round so far holds the questions before `questionNumber`, and that one too once its
 * verdict is on screen; `totalQuestions` is a round's length. A student the teacher moved on (Next
 * operation) is ahead of their answers, never behind.
 */
export function countersScope(
  answeredInLesson: number,
  questionNumber: number,
  totalQuestions: number,
  verdictShown: boolean,
): CountersScope {
  const answeredInRound = questionNumber - (verdictShown ? 0 : 1);
  if (answeredInLesson <= answeredInRound) return 'round';
  return answeredInLesson >= answeredInRound + totalQuestions ? 'anotherRound' : 'lesson';
}
