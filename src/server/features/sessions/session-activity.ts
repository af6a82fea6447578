/**
 * How often a pupil's join or answer moves the session's last-activity time. Retention counts in
 * hours, so the time need not move each time: a class of 30 joining would otherwise rewrite the
 * session's row 30 times in a minute, and every answer after reads past those old versions until
 * the database cleans them up.
 */
export const ACTIVITY_WRITE_INTERVAL_MS = 60_000;

/** True when a join or answer at `time` should write the session's last-activity time. */
export function activityWriteDue(lastActivityAtMs: number, time: number): boolean {
  return time - lastActivityAtMs >= ACTIVITY_WRITE_INTERVAL_MS;
}
