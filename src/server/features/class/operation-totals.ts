import type { AnsweredTotals, StudentCounters } from './class-rows';

/** The totals kept on the pupil's row, or undefined for a pupil who joined before they were. */
export function storedTotalsOf(student: StudentCounters): AnsweredTotals[] | undefined {
  if (student.operation_totals_json === null) return undefined;
  const parsed: unknown = JSON.parse(student.operation_totals_json);
  return Array.isArray(parsed) ? (parsed as AnsweredTotals[]) : [];
}

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
