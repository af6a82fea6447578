/**
 * True when the student's counters hold answers from before the round on screen: another round
 * the teacher gave, or continuous mode starting the operations again. "Question n of N" counts
 * within the round, so the screen then says the round is another one and the counters are the
 * whole lesson's, and "Correct 17" never stands unexplained beside "Question 3".
 * `answeredInLesson` counts every answer of the lesson; the round so far holds the questions
 * before `questionNumber`, and that one too once its verdict is on screen. A student the teacher
 * moved on (Next operation) is ahead of their answers, never behind.
 */
export function inLaterRound(
  answeredInLesson: number,
  questionNumber: number,
  verdictShown: boolean,
): boolean {
  const answeredInRound = questionNumber - (verdictShown ? 0 : 1);
  return answeredInLesson > answeredInRound;
}
