import type { FactSummary } from '../contracts/insight';

/**
 * A fact's wrong answers as one line, the numbers chosen most first and the time-outs last, each
 * with its count when it is more than one: "12, 14 ×2, time ran out ×2". `timedOutLabel` is the
 * translated words for an answer whose time ran out. Empty only for a fact with no wrong answer.
 */
export function wrongAnswersText(
  fact: Pick<FactSummary, 'wrongAnswers' | 'timedOut'>,
  timedOutLabel: string,
): string {
  const entries = fact.wrongAnswers.map((entry) => counted(String(entry.value), entry.count));
  if (fact.timedOut > 0) entries.push(counted(timedOutLabel, fact.timedOut));
  return entries.join(', ');
}

function counted(text: string, count: number): string {
  return count > 1 ? `${text} ×${count}` : text;
}
