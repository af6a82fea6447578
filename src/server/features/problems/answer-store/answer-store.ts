import type { Repos } from '../../class/storage/class-store';
import type {
  AnsweredTotals,
  CountingSession,
  Problem,
  PupilCounters,
} from '../../class/model/class-model';
import type { AnswerRead, CountedAnswer } from '../decide-answer';

/** The pupil as an answer's read found them, with their session and the problem named. */
export interface StoredForAnswer {
  readonly student: PupilCounters;
  /** Undefined only if the session is gone. */
  readonly session: CountingSession | undefined;
  /** Undefined when the pupil has no problem of that id. */
  readonly problem: Problem | undefined;
  /** The pupil's answers per operation so far. */
  readonly totals: readonly AnsweredTotals[];
  /**
   * True when this came from what the process kept since the pupil's last answer, not from the
   * database: a commit still checks it, and a refusal from it is checked on a fresh read.
   */
  readonly kept?: boolean;
}

/** What a commit did. */
export type CommitOutcome =
  /** Written; `given` is the problem the pupil gets next (one that waited, or `next`). */
  | { readonly kind: 'counted'; readonly given: Problem | null }
  /** Nothing written: the problem was answered before. */
  | { readonly kind: 'answeredBefore' }
  /** Nothing written: the pupil or their session is not as read (or is gone). */
  | { readonly kind: 'moved' };

/**
 * Where answers are loaded from and written to. Every implementation keeps one contract, tested
 * on both engines (answer-store.test.ts): a commit writes everything or nothing, and only while
 * the pupil (place, token, not removed), the session (phase, settings, operation, end time) and
 * the problem (unanswered) are as read. The rule itself is decideAnswer's.
 */
export interface AnswerStore {
  /** The pupil, their session and their problem of this id; undefined for an unknown pupil. */
  read(studentId: string, problemId: string): Promise<StoredForAnswer | undefined>;
  /**
   * Writes the counted answer (the problem's answer, the pupil's change, the session's activity
   * time when `touchSession`) and gives the pupil their waiting problem or else stores `next`.
   */
  commit(read: AnswerRead, counted: CountedAnswer, touchSession: boolean): Promise<CommitOutcome>;
  /**
   * The pupil's newest waiting problem, or else `next` stored; undefined when none waits and
   * `next` is null.
   */
  openOrIssue(
    session: CountingSession,
    student: PupilCounters,
    next: Problem | null,
  ): Promise<Problem | undefined>;
  /** The pupil's answers per operation so far (kept on the pupil, or else summed up). */
  answeredTotals(student: PupilCounters): Promise<readonly AnsweredTotals[]>;
  /** The pupil as stored, for a verdict given again; undefined for an unknown pupil. */
  findStudent(studentId: string): Promise<PupilCounters | undefined>;
}

/** The reads every engine's answer store makes the same way: through the repositories. */
export type AnswerStoreReads = Pick<AnswerStore, 'read' | 'answeredTotals' | 'findStudent'>;

/** Those reads over the repositories (an answer's read is one query, plus the totals if not kept). */
export function readsThroughRepos(repos: Repos): AnswerStoreReads {
  return {
    async read(studentId, problemId) {
      const read = await repos.students.findWithSessionAndProblem(studentId, problemId);
      if (read === undefined) return undefined;
      const totals =
        read.student.operationTotals ?? (await repos.problems.answeredTotalsByStudent(studentId));
      return { totals, ...read };
    },
    answeredTotals: async (student) =>
      student.operationTotals ?? repos.problems.answeredTotalsByStudent(student.id),
    findStudent: (studentId) => repos.students.findById(studentId),
  };
}
