import type { FactSummary } from '../contracts/insight';

/** The translated words wrongAnswersText adds to the numbers. */
export interface WrongAnswersLabels {
  /** An answer whose time ran out. */
  readonly timedOut: string;
  /** How many answers had a number beyond those listed ("3 more"). */
  readonly more: (count: number) => string;
}

/**
 * A fact's wrong answers as one line: the numbers chosen most first, each with its count when it
 * is more than one, then how many answers had other numbers, then the time-outs: "14 ×2, 12, 15,
 * 16, 17, 3 more, time ran out ×2". Empty only for a fact with no wrong answer.
 */
export function wrongAnswersText(
  fact: Pick<FactSummary, 'wrongAnswers' | 'otherWrongAnswers' | 'timedOut'>,
  labels: WrongAnswersLabels,
): string {
  const entries = fact.wrongAnswers.map((entry) => counted(String(entry.value), entry.count));
  const others = fact.otherWrongAnswers ?? 0;
  if (others > 0) entries.push(labels.more(others));
  if (fact.timedOut > 0) entries.push(counted(labels.timedOut, fact.timedOut));
  return entries.join(', ');
}

function counted(text: string, count: number): string {
  return count > 1 ? `${text} ×${count}` : text;
}
