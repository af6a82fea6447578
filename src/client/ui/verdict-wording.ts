import type { PracticeVerdict } from './practice-view';

/** Which of the feedback lines a verdict gets. */
export type VerdictWording = 'correct' | 'timeUp' | 'wrong';

/**
 * The feedback line for a verdict: "Time's up" when the time ran out before an answer, and also
 * when the right answer was given but not counted, which only a late arrival causes (the class
 * server judges an answer after the question's limit not correct, whatever was chosen): "Not
 * quite" under the number the child picked would say their right answer was wrong.
 */
export function verdictWording(verdict: PracticeVerdict): VerdictWording {
  if (verdict.isCorrect) return 'correct';
  const typed = verdict.typedAnswer ?? null;
  if (verdict.choiceIndex === null && typed === null) return 'timeUp';
  const rightGiven =
    typed === null ? verdict.choiceIndex === verdict.correctIndex : typed === verdict.correctAnswer;
  return rightGiven ? 'timeUp' : 'wrong';
}
