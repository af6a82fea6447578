/**
 * How "Question n of N" relates to the lesson's counters on a student's screen. "Question n of N"
 * counts within the round while Correct, Streak and Best count the whole lesson, so:
 * - `round`: the counters hold only this round's answers; nothing more to say.
 * - `lesson`: the counters hold answers from before this round's questions began, as when the
 *   teacher changed the operation a student was on and it started again at its first question;
 *   the counters say they are the lesson's, and "Correct 7" never stands unexplained beside
 *   "Question 3".
 * - `anotherRound`: the server says the student is in a later round (another round the teacher
 *   gave, or continuous mode starting the operations again), so the question's line says so too.
 */
export type CountersScope = 'round' | 'lesson' | 'anotherRound';

/**
 * The scope of a student's counters (CountersScope). `answeredInLesson` counts every answer of the
 * lesson; the round so far holds the questions before `questionNumber`, and that one too once its
 * verdict is on screen; `round` is the server's count of the student's rounds, from 1 (undefined
 * from a server that does not send it). A student the teacher moved on (Next operation) is ahead
 * of their answers, never behind.
 */
export function countersScope(
  answeredInLesson: number,
  questionNumber: number,
  round: number | undefined,
  verdictShown: boolean,
): CountersScope {
  if ((round ?? 1) > 1) return 'anotherRound';
  const answeredInRound = questionNumber - (verdictShown ? 0 : 1);
  return answeredInLesson > answeredInRound ? 'lesson' : 'round';
}
