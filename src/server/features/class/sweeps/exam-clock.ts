import type { ClassDeps } from '../class-deps';

/** How often each process looks for exams whose time is up. */
export const EXAM_SWEEP_MS = 1000;

/**
 * Ends exams at their stored end time (never a timer that dies with the process): a sweep every
 * second in every process, and a check on every problem and answer. The stop is a conditional
 * update, so across restarts and several processes an exam stops, and is announced, once.
 */
export function createExamClock({ store, notifier, now }: ClassDeps) {
  async function endIfDue(sessionId: string): Promise<boolean> {
    const stopped = await store.sessions.stopExamIfDue(sessionId, now());
    if (stopped) {
      notifier.toStudents(sessionId, 'sessionStopped', { reason: 'completed' });
      notifier.toTeachers(sessionId, 'sessionStopped', { reason: 'completed' });
    }
    return stopped;
  }

  return {
    endIfDue,
    /** Stops every running exam whose time is up. */
    async sweep(): Promise<void> {
      for (const sessionId of await store.sessions.listExamsDue(now())) await endIfDue(sessionId);
    },
  };
}

/** The exam clock. */
export type ExamClock = ReturnType<typeof createExamClock>;
