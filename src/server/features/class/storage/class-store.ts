import type { SchedulerState } from '#shared/maths/fact-scheduler';
/*
 * The repositories of a class and the store over them, as interfaces: the services depend on
 * these, and src/server/store.ts puts the implementations (the features' *.repo.ts) together.
 * They take and return the domain objects of class-model.ts; rows stay inside them.
 */

import type {
  AnsweredProblemTally,
  AnsweredTotals,
  ClassSession,
  CountingSession,
  Problem,
  ProblemAnswer,
  Student,
  StudentAnswerChange,
  StudentMove,
  StudentCounters,
  StudentAccess,
  StudentAnsweredFact,
  StudentName,
  StudentStanding,
  StudentWithSession,
  SessionChange,
} from '../model/class-model';

/** The problems after a kept tally's `throughId`, read at once (one statement, one snapshot). */
export interface AnswersSince {
  /** Answered problems up to the new `throughId`, alike ones counted together. */
  readonly settled: readonly AnsweredProblemTally[];
  /** Answered problems after it: counted in this reply, read again the next time. */
  readonly recent: readonly AnsweredProblemTally[];
  /** Problems up to the new `throughId` still waiting for an answer. */
  readonly waitingIds: readonly string[];
}

/** The kept tally's waiting problems as read again: those answered since, and those still waiting. */
export interface WaitingAgain {
  readonly answered: readonly AnsweredProblemTally[];
  /** Ids still waiting; a waiting problem that was dropped is in neither list. */
  readonly stillWaitingIds: readonly string[];
}

/** Reads and writes class sessions (sessions.repo.ts). */
export interface SessionsRepo {
  /** Stores a new session; rejects when its id is taken or its code is in use by an active one. */
  insert(session: ClassSession): Promise<void>;
  /** The active session with this (normalised) code. */
  findActiveByCode(code: string): Promise<ClassSession | undefined>;
  findById(id: string): Promise<ClassSession | undefined>;
  update(id: string, change: SessionChange): Promise<void>;
  /** Removes the session; its students and problems go with it. */
  delete(id: string): Promise<void>;
  /** Deletes sessions (with their students and answers) last active before the time; returns how many. */
  deleteInactiveSince(before: number): Promise<number>;
  /** How many sessions have not ended. */
  countActive(): Promise<number>;
  /** Ids of running exams whose end time has passed. */
  listExamsDue(now: number): Promise<string[]>;
  /**
   * Stops a running exam whose time is up. True only for the one caller (of any process) that
   * made the change, so the end is announced once.
   */
  stopExamIfDue(id: string, now: number): Promise<boolean>;
}

/** Reads and writes students (students.repo.ts). */
export interface StudentsRepo {
  /**
   * Stores a student; false, storing nothing, when their name is taken in the session (its name
   * key, by another student of any state). Any other failure rejects.
   */
  insert(student: Student): Promise<boolean>;
  findById(id: string): Promise<Student | undefined>;
  /** The student and their session in one read (the token check of a student's request). */
  findWithSession(id: string): Promise<StudentWithSession | undefined>;
  /** Only what the token check of a student's live connection reads; undefined when unknown. */
  findAccess(id: string): Promise<StudentAccess | undefined>;
  /** The same, with the student's problem of this id (undefined when it is not theirs). */
  findWithSessionAndProblem(
    id: string,
    problemId: string,
  ): Promise<(StudentWithSession & { problem: Problem | undefined }) | undefined>;
  findBySessionAndTokenHash(sessionId: string, tokenHash: string): Promise<Student | undefined>;
  /**
   * The code and status of the session of the student (removed or not) whose token has this hash:
   * one read through the token's index, whatever code a request names.
   */
  findSessionOfTokenHash(
    tokenHash: string,
  ): Promise<Pick<ClassSession, 'code' | 'status'> | undefined>;
  /** Every student of a session in the order they joined. */
  listBySession(sessionId: string): Promise<Student[]>;
  /** Every student's standing in the order they joined: the same list, read and made cheaply. */
  listStandingsBySession(sessionId: string): Promise<StudentStanding[]>;
  /** Every student's name, and whether they were removed, in no order: what a join checks. */
  listNamesBySession(sessionId: string): Promise<StudentName[]>;
  /**
   * Moves the student (StudentMove) only if they are still as the caller read them
   * (still-as-read.ts: answers, operation, question in it, finished, facts, token, removal); false
   * when an answer or another move came in between, so the caller reads them again and decides
   * anew (move-students.ts). Every write of a student's counters and place is this one or an
   * answer's (updateIfAt, AnswerCountsRepo.count), each with that guard.
   */
  moveIfAt(expected: StudentCounters, move: StudentMove): Promise<boolean>;
  /** The student is back (a rejoin with their token): seen at `atMs` and no longer left. */
  markBack(id: string, atMs: number): Promise<void>;
  /**
   * Marks the students of these ids in the session as removed at `atMs`, all in one statement,
   * but not one removed before (their time of removal stays): returns the ids this call marked.
   */
  markRemoved(sessionId: string, ids: readonly string[], atMs: number): Promise<string[]>;
  /**
   * Marks the student as having left at `atMs`, unless they already had (and have not rejoined
   * since): true when this call marked them, so that a second leave tells no one.
   */
  markLeft(id: string, atMs: number): Promise<boolean>;
  /**
   * Keeps the facts the class sent for the student (mayTakeClassFacts), only while their facts
   * come from neither their device nor the class and they are not removed; false otherwise.
   * Answers never write these facts, so neither write undoes the other.
   */
  giveClassFacts(id: string, classFacts: SchedulerState): Promise<boolean>;
  /**
   * Applies the patch only if the student and their session are still as the caller read them:
   * the student's count of answers, operation, question in it and finished flag, the same token,
   * not removed; the session's status, phase, settings, operation and end time. False when
   * something changed in between (another answer, the teacher's next operation, new settings or
   * a pause, a removal).
   */
  updateIfAt(
    expected: StudentCounters,
    session: CountingSession,
    change: StudentAnswerChange,
  ): Promise<boolean>;
}

/** Reads and writes issued problems (problems.repo.ts). */
export interface ProblemsRepo {
  /**
   * Stores the problem, unless it waits for an answer and its student has another one waiting (a
   * student has at most one; a parallel request stored it first). Returns the student's problem now
   * stored: this one, or the one that was waiting.
   */
  insert(problem: Problem): Promise<Problem>;
  findById(id: string): Promise<Problem | undefined>;
  /** The student's problem that is still waiting for an answer, if any. */
  findOpenForStudent(studentId: string): Promise<Problem | undefined>;
  /**
   * Records the answer only if none was recorded before. True when this call recorded it, so
   * a repeated or concurrent answer is counted once.
   */
  claimAnswer(id: string, answer: ProblemAnswer): Promise<boolean>;
  /** The student's answered problems, oldest first. */
  listAnsweredByStudent(studentId: string): Promise<Problem[]>;
  /** Per operation: how many the student answered, how many right, and the time they took. */
  answeredTotalsByStudent(studentId: string): Promise<AnsweredTotals[]>;
  /** The student's last `limit` answered problems, oldest first. */
  listRecentAnsweredByStudent(studentId: string, limit: number): Promise<Problem[]>;
  /** A session's answered problems, alike ones counted together (for reports and insight). */
  tallyAnsweredBySession(sessionId: string): Promise<AnsweredProblemTally[]>;
  /**
   * Every answered problem of a session (removed students' too), cut to the fact, verdict and time
   * a report's per-student facts need; in no particular order.
   */
  listAnsweredFactsBySession(sessionId: string): Promise<StudentAnsweredFact[]>;
  /**
   * A session's problems with ids after `afterId`, in one statement: the answered ones up to
   * `throughId` and after it apart, and the ids up to it of those still waiting.
   */
  readAnswersSince(sessionId: string, afterId: string, throughId: string): Promise<AnswersSince>;
  /** These problems again: the answered ones, and the ids of those still waiting. */
  readWaiting(ids: readonly string[]): Promise<WaitingAgain>;
  /** Times an unanswered problem from `atMs` on, with no wait before it shows. */
  retime(id: string, atMs: number): Promise<void>;
  /** Drops unanswered problems of a student (when the operation they belong to changes). */
  deleteOpenForStudent(studentId: string): Promise<void>;
  /** Drops the unanswered problems of a whole session (when it runs again after a stop). */
  deleteOpenInSession(sessionId: string): Promise<void>;
}

/**
 * Everything one counted answer writes, worked out from what was read at the token check or kept
 * by this process since the student's last request (see AnswerContext).
 */
export interface AnswerCount {
  readonly problemId: string;
  readonly answer: ProblemAnswer;
  /**
   * The student as read; the change is written only if they still stand there (answers, operation,
   * question in it, finished), with the same token, not removed.
   */
  readonly expected: StudentCounters;
  readonly change: StudentAnswerChange;
  /** The session as read; nothing is written if it changed since (paused, new settings...). */
  readonly session: CountingSession;
  /** Also moves the session's last-activity time to the answer's time. */
  readonly touchSession: boolean;
  /** Looks for another problem of the student's still waiting (false once they have finished). */
  readonly lookForOpen: boolean;
  /** Stored when no other problem is waiting; null when none is to be issued. */
  readonly next: Problem | null;
}

/** What the one statement did. */
export type AnswerCountOutcome =
  /** Counted: the answer, the student, the session's time and the problem they get next. */
  | {
      readonly kind: 'counted';
      /** The student's other waiting problem, given instead of issuing `next`. */
      readonly open: Problem | undefined;
      /** `next` was stored. */
      readonly issued: boolean;
    }
  /** Nothing written: the problem was answered (or withdrawn) before. */
  | { readonly kind: 'answeredBefore' }
  /**
   * Nothing written: the student or their session is not as read (moved on, another token,
   * removed; stopped, new settings, another end time) or is gone.
   */
  | { readonly kind: 'moved' };

/**
 * The answer path's writes in one PostgreSQL statement each, whose SQL over the three tables is
 * all in problems/answer-store/postgres-answer-statement.ts.
 */
export interface AnswerCountsRepo {
  /**
   * Counts one answer; answers that come while another statement runs are counted together in
   * the next one, each with its own outcome, as if it had been alone.
   */
  count(write: AnswerCount): Promise<AnswerCountOutcome>;
  /**
   * The student's problem still waiting for an answer (the newest), or else `next` stored; undefined
   * when none waits and `next` is null.
   */
  openOrIssue(studentId: string, next: Problem | null): Promise<Problem | undefined>;
}

/** Every repository over one handle, so a service can use them together in a transaction. */
export interface Repos {
  readonly sessions: SessionsRepo;
  readonly students: StudentsRepo;
  readonly problems: ProblemsRepo;
}

/** The repositories inside a transaction, and a way to undo some of its steps alone. */
export interface TransactionRepos extends Repos {
  /**
   * Runs the steps so that when they throw, what they wrote is undone and the transaction goes
   * on without it (a savepoint); their error is thrown on. When the database undid the whole
   * transaction under them, TransactionLost (transaction-lost.ts), which must end it.
   */
  undoableSteps<T>(steps: () => Promise<T>): Promise<T>;
}

/** The repositories, and a way to run several steps as one transaction. */
export interface Store extends Repos {
  /** Runs the steps atomically: all are stored, or none when one throws. */
  transaction<T>(steps: (repos: TransactionRepos) => Promise<T>): Promise<T>;
  /**
   * Counts an answer in one statement, on PostgreSQL; undefined on SQLite, where the steps of a
   * transaction cost no round trips.
   */
  readonly answerCounts: AnswerCountsRepo | undefined;
  /** A student's write, shared with other students' writes where a commit costs (writes-together.ts). */
  readonly writeTogether: WritesTogether;
}

/**
 * Runs a student's write (steps that write first, then may read), on SQLite in one transaction
 * with the writes of other students asked meanwhile; its steps are undone alone when they throw,
 * and the error is the caller's. When the shared transaction fails as a whole, each write runs
 * again alone, so steps only write to the database, and only through the `repos` they are given
 * (the store's own would wait for the connection their transaction holds). On PostgreSQL the
 * steps run as they are, each statement its own transaction, so give it steps whose statements
 * need none together.
 */
export type WritesTogether = <T>(
  studentId: string,
  steps: (repos: Repos) => Promise<T>,
) => Promise<T>;
