import type { AnsweredTotals } from './class-model';

/** The totals with one more answer to the operation at `operationIndex` counted. */
export function withAnswerCounted(
  totals: readonly AnsweredTotals[],
  operationIndex: number,
  answer: { readonly isCorrect: boolean; readonly timeSpentMs: number },
): AnsweredTotals[] {
  const counted = (total: AnsweredTotals | undefined): AnsweredTotals => ({
    operationIndex,
    completed: (total?.completed ?? 0) + 1,
    correct: (total?.correct ?? 0) + (answer.isCorrect ? 1 : 0),
    timeSpentMs: (total?.timeSpentMs ?? 0) + answer.timeSpentMs,
  });
  const existing = totals.find((total) => total.operationIndex === operationIndex);
  return existing === undefined
    ? [...totals, counted(undefined)]
    : totals.map((total) => (total === existing ? counted(total) : total));
}
