/**
 * How often a student's join or answer moves the session's last-activity time. Retention counts in
 * hours, so the time need not move each time: a class of 30 joining would otherwise rewrite the
 * session's row 30 times in a minute, and every answer after reads past those old versions until
 * the database cleans them up.
 */
export const ACTIVITY_WRITE_INTERVAL_MS = 60_000;

/** True when a join or answer at `atMs` should write the session's last-activity time. */
export function activityWriteDue(lastActivityAtMs: number, atMs: number): boolean {
  return atMs - lastActivityAtMs >= ACTIVITY_WRITE_INTERVAL_MS;
}

/**
 * The session times one process has set out to write, so that its students' answers move each
 * session's time once a minute between them. An answer decides from the session as this process
 * read it at the student's last answer (see AnswerContext); without this record, every answer
 * begun before the first write of the minute finished wrote the time again, each locking the
 * session's row, and under load that was nearly every student of the class.
 */
export interface ActivityWrites {
  /**
   * True when an answer at `atMs` should write the session's time, which from then on counts
   * as written, whether or not the write happens (an answer found moved writes nothing): the
   * stored time may then lag by up to two minutes, which retention, counting in hours, does not
   * notice.
   */
  claim(sessionId: string, storedAtMs: number, atMs: number): boolean;
  /** Forgets writes a minute old or older, which hold nothing back any more; returns how many. */
  dropExpired(now: number): number;
}

/** An empty record for one process. */
export function createActivityWrites(): ActivityWrites {
  const written = new Map<string, number>();
  return {
    claim(sessionId, storedAtMs, atMs) {
      const latest = Math.max(storedAtMs, written.get(sessionId) ?? storedAtMs);
      if (!activityWriteDue(latest, atMs)) return false;
      written.set(sessionId, atMs);
      return true;
    },
    dropExpired(now) {
      let dropped = 0;
      for (const [sessionId, atMs] of written) {
        if (!activityWriteDue(atMs, now)) continue;
        written.delete(sessionId);
        dropped += 1;
      }
      return dropped;
    },
  };
}
