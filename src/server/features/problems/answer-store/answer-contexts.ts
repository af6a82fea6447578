import type {
  CountingSession,
  Problem,
  Student,
  StudentCounters,
} from '#server/features/class/model/class-model';
import { countingSessionOf } from '../answer-rules';
import type { AnswerStore } from './answer-store';
import { keptInOrder, type KeepLimits } from '#server/features/class/storage/kept-in-order';

/**
 * What this server process knows of a student right after it counted their answer: the student as
 * that count stored them (without their name), the problem it gave them next, and the session's
 * columns an answer is worked out from. The student's next answer can be counted from it without
 * reading them again; the count itself checks that none of it changed since (see
 * AnswerCountsRepo.count), and the full path runs when anything did.
 */
export interface AnswerContext {
  readonly student: StudentCounters;
  readonly session: CountingSession;
  readonly problem: Problem;
}

/**
 * A student as kept between answers: without their name. Their fact schedule is kept decoded, as
 * the count left it: the next count starts from it, and an unchanged fact's entry is shared by the
 * states before and after an answer, so keeping it costs little more memory than its text did and
 * spares a decode per answer.
 */
interface KeptStudent {
  readonly student: StudentCounters;
  readonly problem: Problem;
}

function keptStudent(student: StudentCounters, problem: Problem): KeptStudent {
  // Left out by a rest, not `delete`: V8 reads an object slowly ever after it lost a property.
  const { name, nameKey, ...counters } = student as StudentCounters &
    Partial<Pick<Student, 'name' | 'nameKey'>>;
  return { student: counters, problem };
}

/** The contexts of this process's recent answers, one per student. */
export interface AnswerContexts {
  /** Keeps the context for the student's next answer, in place of one kept before. */
  keep(context: AnswerContext): void;
  /**
   * The context kept for this student if it gave them this problem and is recent, taken out: a
   * context is used once, so two answers sent at once never both count from it.
   */
  take(studentId: string, problemId: string): AnswerContext | undefined;
  /** Forgets every context (and session) kept longer ago than the limit; returns how many. */
  dropExpired(): number;
}

/** How many students and how long a process keeps contexts for. */
export type AnswerContextLimits = KeepLimits;

/** Enough for the largest class load one process takes, in little memory for a server. */
export const DEFAULT_ANSWER_CONTEXT_LIMITS: AnswerContextLimits = {
  maxEntries: 10_000,
  maxAgeMs: 10 * 60_000,
};

/**
 * The contexts in memory. A session is kept once for all its students, as the latest count left
 * it, so its last-activity time (moved by answers at most once a minute) is shared by them.
 */
export function createAnswerContexts(
  now: () => number,
  limits: AnswerContextLimits = DEFAULT_ANSWER_CONTEXT_LIMITS,
): AnswerContexts {
  const students = keptInOrder<KeptStudent>(now, limits);
  const sessions = keptInOrder<CountingSession>(now, limits);
  return {
    keep({ student, session, problem }) {
      students.keep(student.id, keptStudent(student, problem));
      sessions.keep(session.id, countingSessionOf(session));
    },
    take(studentId, problemId) {
      const kept = students.get(studentId);
      students.delete(studentId);
      if (kept === undefined || kept.problem.id !== problemId) return undefined;
      const session = sessions.get(kept.student.sessionId);
      if (session === undefined) return undefined;
      return { student: kept.student, session, problem: kept.problem };
    },
    dropExpired() {
      sessions.dropExpired();
      return students.dropExpired();
    },
  };
}

/**
 * The store with what each student's last answer left kept in this process (AnswerContexts): their
 * next answer is read from it with no query, and its commit checks that none of it changed.
 */
export function withKeptReads(inner: AnswerStore, contexts: AnswerContexts): AnswerStore {
  const keep = (student: StudentCounters, session: CountingSession, problem: Problem) =>
    contexts.keep({ student, session, problem });
  return {
    answeredTotals: (student) => inner.answeredTotals(student),
    findStudent: (studentId) => inner.findStudent(studentId),

    async read(studentId, problemId) {
      const kept = contexts.take(studentId, problemId);
      const totals = kept?.student.operationTotals ?? null;
      if (kept !== undefined && totals !== null) return { totals, kept: true, ...kept };
      return inner.read(studentId, problemId);
    },

    async commit(read, counted, touchSession) {
      const outcome = await inner.commit(read, counted, touchSession);
      if (outcome.kind === 'counted' && outcome.given !== null) {
        const time = counted.answered.answeredAtMs;
        const session = touchSession ? { ...read.session, lastActivityAtMs: time } : read.session;
        keep(counted.student, session, outcome.given);
      }
      return outcome;
    },

    async openOrIssue(session, student, next) {
      const given = await inner.openOrIssue(session, student, next);
      if (given !== undefined) keep(student, session, given);
      return given;
    },

    async retime(session, student, problem, atMs) {
      const retimed = await inner.retime(session, student, problem, atMs);
      keep(student, session, retimed);
      return retimed;
    },
  };
}
