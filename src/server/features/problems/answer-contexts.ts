import type { SessionRow } from '../sessions/sessions.repo';
import type { StudentRow } from '../students/students.repo';
import type { ProblemRow } from './problems.repo';

/**
 * What this server process knows of a pupil right after it counted their answer: the pupil as
 * stored by that count, the problem it gave them next, and their session as read. The pupil's
 * next answer can be counted from it without reading them again; the count itself checks that
 * none of it changed since (see AnswerCountsRepo.count), and the full path runs when it did.
 */
export interface AnswerContext {
  readonly student: StudentRow;
  readonly session: SessionRow;
  readonly problem: ProblemRow;
}

/** The contexts of this process's recent answers, one per pupil. */
export interface AnswerContexts {
  /** Keeps the context for the pupil's next answer, in place of one kept before. */
  keep(context: AnswerContext): void;
  /**
   * The context kept for this pupil if it gave them this problem and is recent, taken out: a
   * context is used once, so two answers sent at once never both count from it.
   */
  take(studentId: string, problemId: string): AnswerContext | undefined;
}

/** How many pupils and how long a process keeps contexts for. */
export interface AnswerContextLimits {
  /** Pupils kept; the oldest context goes first. About 3 KB each. */
  readonly maxPupils: number;
  /** A context older than this is dropped: a pupil who paused for long is read again. */
  readonly maxAgeMs: number;
}

/** Enough for the largest class load one process takes, in a few tens of megabytes. */
export const DEFAULT_ANSWER_CONTEXT_LIMITS: AnswerContextLimits = {
  maxPupils: 10_000,
  maxAgeMs: 10 * 60_000,
};

interface Kept {
  readonly student: StudentRow;
  readonly problem: ProblemRow;
  readonly keptAtMs: number;
}

/**
 * The contexts in memory. A session row is kept once for all its pupils, and the newest read
 * wins, so the session's last-activity time (moved by answers at most once a minute) is the
 * newest this process wrote.
 */
export function createAnswerContexts(
  now: () => number,
  limits: AnswerContextLimits = DEFAULT_ANSWER_CONTEXT_LIMITS,
): AnswerContexts {
  const byPupil = new Map<string, Kept>();
  const sessions = new Map<string, SessionRow>();

  function dropOldest<V>(map: Map<string, V>): void {
    while (map.size > limits.maxPupils) {
      const oldest = map.keys().next();
      if (oldest.done === true) return;
      map.delete(oldest.value);
    }
  }

  return {
    keep({ student, session, problem }) {
      byPupil.delete(student.id);
      byPupil.set(student.id, { student, problem, keptAtMs: now() });
      dropOldest(byPupil);
      const known = sessions.get(session.id);
      if (known !== undefined && known.last_activity_at_ms > session.last_activity_at_ms) return;
      sessions.delete(session.id);
      sessions.set(session.id, session);
      dropOldest(sessions);
    },
    take(studentId, problemId) {
      const kept = byPupil.get(studentId);
      if (kept === undefined) return undefined;
      byPupil.delete(studentId);
      const session = sessions.get(kept.student.session_id);
      if (kept.problem.id !== problemId || now() - kept.keptAtMs > limits.maxAgeMs)
        return undefined;
      if (session === undefined) return undefined;
      return { student: kept.student, session, problem: kept.problem };
    },
  };
}
