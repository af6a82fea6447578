import type { Repos } from '#server/features/class/storage/class-store';
import type {
  AnsweredTotals,
  CountingSession,
  Problem,
  StudentCounters,
} from '#server/features/class/model/class-model';
import type { AnswerRead, CountedAnswer } from '../decide-answer';

/** The student as an answer's read found them, with their session and the problem named. */
export interface StoredForAnswer {
  readonly student: StudentCounters;
  /** Undefined only if the session is gone. */
  readonly session: CountingSession | undefined;
  /** Undefined when the student has no problem of that id. */
  readonly problem: Problem | undefined;
  /** The student's answers per operation so far. */
  readonly totals: readonly AnsweredTotals[];
  /**
   * True when this came from what the process kept since the student's last answer, not from the
   * database: a commit still checks it, and a refusal from it is checked on a fresh read.
   */
  readonly kept?: boolean;
}

/** What a commit did. */
export type CommitOutcome =
  /** Written; `given` is the problem the student gets next (one that waited, or `next`). */
  | { readonly kind: 'counted'; readonly given: Problem | null }
  /** Nothing written: the problem was answered before. */
  | { readonly kind: 'answeredBefore' }
  /** Nothing written: the student or their session is not as read (or is gone). */
  | { readonly kind: 'moved' };

/**
 * Where answers are loaded from and written to. Every implementation keeps one contract, tested
 * on both engines (answer-store.test.ts): a commit writes everything or nothing, and only while
 * the student (place, token, not removed), the session (phase, settings, operation, end time) and
 * the problem (unanswered) are as read. The rule itself is decideAnswer's.
 */
export interface AnswerStore {
  /** The student, their session and their problem of this id; undefined for an unknown student. */
  read(studentId: string, problemId: string): Promise<StoredForAnswer | undefined>;
  /**
   * Writes the counted answer (the problem's answer, the student's change, the session's activity
   * time when `touchSession`) and gives the student their waiting problem or else stores `next`.
   */
  commit(read: AnswerRead, counted: CountedAnswer, touchSession: boolean): Promise<CommitOutcome>;
  /**
   * The student's newest waiting problem, or else `next` stored; undefined when none waits and
   * `next` is null.
   */
  openOrIssue(
    session: CountingSession,
    student: StudentCounters,
    next: Problem | null,
  ): Promise<Problem | undefined>;
  /** The student's answers per operation so far (kept on the student, or else summed up). */
  answeredTotals(student: StudentCounters): Promise<readonly AnsweredTotals[]>;
  /** The student as stored, for a verdict given again; undefined for an unknown student. */
  findStudent(studentId: string): Promise<StudentCounters | undefined>;
  /**
   * The student's waiting problem timed from `atMs` on, with no wait before it shows (a join's
   * question that its screen asked for again); returns it so timed.
   */
  retime(
    session: CountingSession,
    student: StudentCounters,
    problem: Problem,
    atMs: number,
  ): Promise<Problem>;
}

/**
 * The calls every engine's answer store makes the same way, through the repositories: the reads,
 * and a waiting problem's new time.
 */
export type AnswerStoreSharedCalls = Pick<
  AnswerStore,
  'read' | 'answeredTotals' | 'findStudent' | 'retime'
>;

/** Those calls over the repositories (an answer's read is one query, plus the totals if not kept). */
export function sharedCallsThroughRepos(repos: Repos): AnswerStoreSharedCalls {
  const answeredTotals: AnswerStore['answeredTotals'] = async (student) =>
    student.operationTotals ?? repos.problems.answeredTotalsByStudent(student.id);
  return {
    async read(studentId, problemId) {
      const read = await repos.students.findWithSessionAndProblem(studentId, problemId);
      if (read === undefined) return undefined;
      return { totals: await answeredTotals(read.student), ...read };
    },
    answeredTotals,
    findStudent: (studentId) => repos.students.findById(studentId),
    async retime(_session, _student, problem, atMs) {
      await repos.problems.retime(problem.id, atMs);
      return { ...problem, issuedAtMs: atMs, showDelayMs: 0 };
    },
  };
}
