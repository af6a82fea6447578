import type { AnsweredProblemTally } from '#server/features/class/model/class-model';
import type { AnswersSince, WaitingAgain } from '#server/features/class/storage/class-store';

/**
 * What a process keeps of a session's answers between two reads of its insight: the tallies of
 * every problem up to `throughId` (in the order of ids) that was answered, and the ids up to there
 * of problems that were still waiting for an answer, to be read again. A problem's id begins with
 * the time it was stored, so the problems after `throughId` are the lesson's last few seconds.
 */
export interface KeptSessionTally {
  readonly throughId: string;
  readonly tallies: readonly AnsweredProblemTally[];
  readonly waitingIds: readonly string[];
}

/** Nothing read yet: every id comes after the empty string. */
export const NOTHING_KEPT: KeptSessionTally = { throughId: '', tallies: [], waitingIds: [] };

/** Alike answers (fact, verdict and number chosen) as one key. */
function tallyKey(tally: AnsweredProblemTally): string {
  return [
    tally.operation,
    tally.operand1,
    tally.operand2,
    tally.correctAnswer,
    tally.chosenAnswer ?? '',
    tally.isCorrect ? 1 : 0,
  ].join('|');
}

/** The tallies of all the lists, alike answers counted together, in the order first met. */
export function mergedTallies(
  ...lists: readonly (readonly AnsweredProblemTally[])[]
): AnsweredProblemTally[] {
  const byKey = new Map<string, AnsweredProblemTally>();
  for (const list of lists)
    for (const tally of list) {
      const key = tallyKey(tally);
      const met = byKey.get(key);
      byKey.set(key, met === undefined ? tally : { ...met, count: met.count + tally.count });
    }
  return [...byKey.values()];
}

/**
 * A kept tally moved on to `throughId`, and the session's tallies now. Every problem is counted
 * once: up to the kept `throughId` it was counted when answered (read then, or read again while
 * waiting); after it, from what was just read. Correct as long as no problem is stored with an id
 * at or below `throughId` after it was read: the caller keeps `throughId` far enough behind the
 * time for that (SETTLE_MS).
 */
export function foldedSessionTally(
  kept: KeptSessionTally,
  throughId: string,
  since: AnswersSince,
  waiting: WaitingAgain,
): { readonly kept: KeptSessionTally; readonly current: AnsweredProblemTally[] } {
  const tallies = mergedTallies(kept.tallies, waiting.answered, since.settled);
  return {
    kept: {
      throughId,
      tallies,
      waitingIds: [...waiting.stillWaitingIds, ...since.waitingIds],
    },
    current: mergedTallies(tallies, since.recent),
  };
}
