/**
 * How long the verdict stays on screen before the next question, on every practice screen and
 * game. A right answer keeps SPEC §4's 2 s; a wrong one stays longer (SPEC §4 says 1.5 s), because
 * its feedback names the right answer and is the one that needs reading (docs/DECISIONS.md).
 * The server reads it too: a class question issued with a verdict waits this long at most before
 * the student's screen shows it, which bounds the time the server can vouch for.
 */
export const FEEDBACK_MS = { correct: 2000, wrong: 3000 } as const;

/** The time the verdict of this answer stays on screen. */
export function feedbackMs(isCorrect: boolean): number {
  return isCorrect ? FEEDBACK_MS.correct : FEEDBACK_MS.wrong;
}
