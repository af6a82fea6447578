import { timeOrderedIdsThrough } from '#server/auth/tokens';
import type { AnsweredProblemTally } from '#server/features/class/model/class-model';
import type { ProblemsRepo } from '#server/features/class/storage/class-store';
import { keptInOrder, type KeepLimits } from '#server/features/class/storage/kept-in-order';
import { foldedSessionTally, NOTHING_KEPT, type KeptSessionTally } from './session-tally';

/**
 * How far behind the clock a kept tally stops: a problem is stored within seconds of the moment
 * its id was made (an answer's write waits in a batch for milliseconds, a saturated server for a
 * few seconds), and the processes behind a load balancer keep the same time to well within a
 * second. What is newer is read again at every request: at a class's pace (30 students, one
 * answer every 2 s each) about 450 answers. Nothing enforces the bound: a problem stored later
 * than this (a write held up by a lock, a clock that jumped) is left out until the next whole
 * read (REREAD_WHOLE_MS).
 */
export const SETTLE_MS = 30_000;

/**
 * How often a session is read whole all the same: what breaks SETTLE_MS's assumption miscounts for
 * at most this long, at the cost of one whole read (45 ms at a 45-minute lesson's end) in 60
 * requests of the dashboard.
 */
export const REREAD_WHOLE_MS = 5 * 60_000;

/** Sessions kept by one process: far more classes than one process serves at once. */
export const DEFAULT_KEPT_TALLY_LIMITS: KeepLimits = { maxEntries: 2_000, maxAgeMs: 10 * 60_000 };

/** A kept tally, and when it began from a whole read. */
interface KeptSince {
  readonly tally: KeptSessionTally;
  readonly readWholeAtMs: number;
}

/** A session's answers, alike ones counted together, kept in this process between requests. */
export interface KeptSessionTallies {
  /**
   * Every answered problem of the session, as tallyAnsweredBySession counts them, read from the
   * database only as far as the last request of this process had not read.
   */
  current(sessionId: string): Promise<AnsweredProblemTally[]>;
}

/** Where the time comes from: the clock the problems' ids are made with. */
export interface KeptTallyOptions {
  readonly now?: () => number;
  readonly settleMs?: number;
  readonly rereadWholeMs?: number;
  readonly limits?: KeepLimits;
}

/**
 * The class insight's tallies at a cost that does not grow with the lesson: each request reads
 * the problems stored since the last one's `throughId` and the few that were still waiting then
 * (foldedSessionTally). Two requests at once each fold what they read onto the same kept tally,
 * so the one kept last is right either way. A session is read whole again every `rereadWholeMs`,
 * and after a pause longer than `maxAgeMs`.
 */
export function createKeptSessionTallies(
  problems: Pick<ProblemsRepo, 'readAnswersSince' | 'readWaiting'>,
  {
    now = Date.now,
    settleMs = SETTLE_MS,
    rereadWholeMs = REREAD_WHOLE_MS,
    limits = DEFAULT_KEPT_TALLY_LIMITS,
  }: KeptTallyOptions = {},
): KeptSessionTallies {
  const kept = keptInOrder<KeptSince>(now, limits);
  /** What the session's request starts from: nothing, when it is time to read it whole. */
  function keptFor(sessionId: string): KeptSince {
    const since = kept.get(sessionId);
    return since === undefined || now() - since.readWholeAtMs > rereadWholeMs
      ? { tally: NOTHING_KEPT, readWholeAtMs: now() }
      : since;
  }
  return {
    async current(sessionId) {
      kept.dropExpired();
      const { tally: before, readWholeAtMs } = keptFor(sessionId);
      const settled = timeOrderedIdsThrough(now() - settleMs);
      const throughId = settled > before.throughId ? settled : before.throughId;
      const [since, waiting] = await Promise.all([
        problems.readAnswersSince(sessionId, before.throughId, throughId),
        problems.readWaiting(before.waitingIds),
      ]);
      const folded = foldedSessionTally(before, throughId, since, waiting);
      kept.keep(sessionId, { tally: folded.kept, readWholeAtMs });
      return folded.current;
    },
  };
}
