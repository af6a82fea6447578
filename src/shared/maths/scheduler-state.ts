/**
 * What the fact scheduler keeps of one student: the facts' boxes, when each was last answered, and
 * the missed ones waiting to come back; and when a question is asked. Plain data, shared by the
 * scheduler (fact-scheduler.ts) and the rests (fact-rests.ts).
 */
import type { FactTally } from './rest-scale';

/** The highest Leitner box: a fact recalled right and fluently four times in a row. */
export const MAX_BOX = 4;

/** What the scheduler remembers of one fact. */
export interface FactProgress {
  /** Leitner box, 0 (new or missed) to MAX_BOX (known). */
  readonly box: number;
  /** Index of the question at which the fact was last answered. */
  readonly lastAskedIndex: number;
  /**
   * When the fact was last answered, in milliseconds since 1970; absent where the answer's time
   * is not known (a memory kept before times were, or a caller without a clock).
   */
  readonly lastAskedAtMs?: number;
  /** Its answers counted, for its rests (restScale); absent in a memory kept before they were. */
  readonly tally?: FactTally;
}

/**
 * A fact that fell to box 0 (answered wrong, or too slowly from box 1 or below), and the question
 * index before which it is not asked again while another fact may be.
 */
export interface MissedFact {
  readonly key: string;
  readonly dueIndex: number;
}

/**
 * One student's scheduling state. Plain JSON (records, arrays, strings, numbers), never mutated:
 * every change returns a new state, so it can be kept on the device or in a database as it is.
 */
export interface SchedulerState {
  /** Progress by fact key; a fact not listed is new (box 0). */
  readonly facts: Readonly<Record<string, FactProgress>>;
  /** Missed facts in the order they were missed; a key appears at most once. */
  readonly missed: readonly MissedFact[];
  /** Key of the fact answered last, never asked twice in a row while there is another. */
  readonly lastKey: string | null;
}

/** The state before the first answer. */
export const EMPTY_SCHEDULER_STATE: SchedulerState = { facts: {}, missed: [], lastKey: null };

/** When a question is asked: its index among the student's answers, and the time if known. */
export interface Moment {
  readonly questionIndex: number;
  /** Milliseconds since 1970. */
  readonly atMs?: number | undefined;
}

/** The fact's Leitner box in the state, 0 when it was never answered. */
export function boxOf(state: SchedulerState, key: string): number {
  const box = state.facts[key]?.box ?? 0;
  return Math.min(MAX_BOX, Math.max(0, box));
}
