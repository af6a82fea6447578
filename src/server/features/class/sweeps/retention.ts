import type { ClassDeps } from '../class-deps';

/** Session data is kept at most this long after the last activity (the privacy notice says so). */
export const RETENTION_MS = 24 * 60 * 60 * 1000;
/** How often each process deletes what has expired. */
export const RETENTION_SWEEP_MS = 60_000;

/**
 * Deletes every session (with its students' names and answers) that has been inactive for 24 hours.
 * Safe to run in several processes at once: one DELETE statement, so each row goes once.
 */
export function createRetention({ store, now }: Pick<ClassDeps, 'store' | 'now'>) {
  return {
    name: 'expired sessions',
    /** Deletes expired sessions; returns how many. */
    sweep(): Promise<number> {
      return store.sessions.deleteInactiveSince(now() - RETENTION_MS);
    },
  };
}

/** The retention sweeper. */
export type Retention = ReturnType<typeof createRetention>;
