/**
 * The time a student's answer can take on the network there and back (the problem's trip to the
 * student and the answer's to the server) that the server still counts as the student's: about 1 s,
 * for weak school Wi-Fi.
 */
export const NETWORK_ALLOWANCE_MS = 1000;

/** What the server knows of one answer's time. */
export interface AnswerTiming {
  /** The student's own measure (the answer's `timeSpentMs`): a claim, never trusted alone. */
  readonly claimedMs: number;
  /** From the problem's issue to the answer's arrival, by the server's clock (0 or more). */
  readonly elapsedMs: number;
  /**
   * The longest the student's screen may wait before it shows the problem: 0 for one fetched on
   * its own, the feedback pause of the verdict it was issued with.
   */
  readonly showDelayMs: number;
}

/** The shortest and longest time the server can vouch the student had the problem on screen. */
export interface VouchedWindow {
  readonly minMs: number;
  readonly maxMs: number;
}

/**
 * The window the student's time must lie in. At most the time since the issue, plus the network
 * allowance; at least that time less the screen's delay and the allowance, since a screen that
 * shows the problem sooner (a student who skips the pause) only leaves the student more time.
 */
export function vouchedWindow(timing: Omit<AnswerTiming, 'claimedMs'>): VouchedWindow {
  const elapsedMs = Math.max(0, timing.elapsedMs);
  const showDelayMs = Math.max(0, timing.showDelayMs);
  return {
    minMs: Math.max(0, elapsedMs - showDelayMs - NETWORK_ALLOWANCE_MS),
    maxMs: elapsedMs + NETWORK_ALLOWANCE_MS,
  };
}

/**
 * The time counted for an answer, in whole milliseconds: the student's claim clamped into the
 * window the server can vouch for (vouchedWindow). An honest claim stays as it is; a claim of
 * impossible speed counts as the shortest time the student can have had, and one of impossible
 * slowness as the longest.
 */
export function vouchedTimeSpentMs(timing: AnswerTiming): number {
  const { minMs, maxMs } = vouchedWindow(timing);
  return Math.round(Math.min(maxMs, Math.max(minMs, timing.claimedMs)));
}
