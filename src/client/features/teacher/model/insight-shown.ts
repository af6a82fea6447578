import type { ClassInsightReply, OperationInsight } from '#shared/contracts/insight';

/**
 * The class insight to show beside the pupil table, or undefined for "appears as pupils answer":
 * none while no answer has come, and none while the insight last fetched counts no answer. The
 * insight is fetched at most every INSIGHT_REFRESH_MS, while the table follows answers live, so
 * one fetched before the first answer would read "0 answers, no wrong answers so far" beside a
 * table already counting wrong ones.
 */
export function insightShown(
  insight: ClassInsightReply | undefined,
  answersSoFar: number,
): ClassInsightReply | undefined {
  if (insight === undefined || answersSoFar === 0) return undefined;
  return insight.operations.some(countsAnswers) ? insight : undefined;
}

/** Whether the insight read counts an answer in this operation; until then it shows a note. */
export function countsAnswers(operation: OperationInsight): boolean {
  return operation.answered > 0;
}
