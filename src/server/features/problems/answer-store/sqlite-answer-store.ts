import { batchedCalls } from '#server/db/batched-calls';
import type { Repos, Store } from '#server/features/class/storage/class-store';
import type { Problem } from '#server/features/class/model/class-model';
import type { AnswerRead, CountedAnswer } from '../decide-answer';
import { sharedCallsThroughRepos, type AnswerStore, type CommitOutcome } from './answer-store';

/** Why a commit's transaction was rolled back. */
class NotCommitted extends Error {
  constructor(readonly outcome: Exclude<CommitOutcome, { kind: 'counted' }>) {
    super(outcome.kind);
  }
}

/** A commit asked for, waiting for its transaction. */
interface CommitAsked {
  readonly read: AnswerRead;
  readonly counted: CountedAnswer;
  readonly touchSession: boolean;
}

/** The most commits one transaction writes. */
const MAX_COMMITS_PER_TRANSACTION = 64;

/**
 * How long a commit waits for others to share its transaction: each transaction's commit and
 * the pages every answer touches (the end of the problems and their ids, a class's index
 * entries) are written once for all of them, and an answer's reply comes a few milliseconds
 * later, which no child sees (docs/PERFORMANCE.md has the figures).
 */
const COMMIT_GATHER_MS = 8;

/**
 * The answer store of SQLite: an answer's write is one transaction of single-row steps, all here
 * (a step costs no round trip on SQLite; the steps work on PostgreSQL too, and the contract tests
 * run them on both). The student's step writes only while the student and their session are as read
 * (StudentsRepo.updateIfAt, guarded by still-as-read.ts). Rows are locked in the order every writer of a
 * class takes them: the session (when its activity time moves), the student, the problem. The
 * commits asked for together (those of one turn, or, while answers come together, those asked
 * within COMMIT_GATHER_MS of the first), up to 64 and one per student, are written by one
 * transaction, each in steps of its own that are undone alone when it is not to be written: on
 * SQLite a commit of the transaction cost as much as all its steps, and several answers share it.
 */
export function createSqliteAnswerStore(store: Store): AnswerStore {
  const commitTogether = batchedCalls(
    async (asked: readonly CommitAsked[]) => {
      const [only] = asked;
      // Alone, its transaction is undone whole when it is not to be written: no savepoint.
      if (asked.length === 1 && only !== undefined)
        return [await outcomeOf(() => store.transaction((repos) => commitSteps(repos, only)))];
      return store.transaction(async (repos) => {
        const outcomes: CommitOutcome[] = [];
        for (const commit of asked)
          outcomes.push(
            await outcomeOf(() => repos.undoableSteps(() => commitSteps(repos, commit))),
          );
        return outcomes;
      });
    },
    {
      keyOf: (commit) => commit.read.student.id,
      maxBatch: MAX_COMMITS_PER_TRANSACTION,
      maxInFlight: 1,
      gatherMs: COMMIT_GATHER_MS,
    },
  );
  return {
    ...sharedCallsThroughRepos(store),

    commit: (read, counted, touchSession) => commitTogether({ read, counted, touchSession }),

    // A look-up outside a transaction, which would read before it writes, and SQLite refuses
    // that while the log is checkpointed (see commitSteps); then the insert with other
    // students' writes (a school's joins bring many first problems at once).
    openOrIssue: (_session, student, next) => openOrInsert(store, student.id, next),
  };
}

/** What a commit did: its outcome, or the reason it was not written (its steps were undone). */
async function outcomeOf(commit: () => Promise<CommitOutcome>): Promise<CommitOutcome> {
  try {
    return await commit();
  } catch (error) {
    if (error instanceof NotCommitted) return error.outcome;
    throw error;
  }
}

/** One commit's steps; they throw NotCommitted when it is not to be written. */
async function commitSteps(
  repos: Repos,
  { read, counted, touchSession }: CommitAsked,
): Promise<CommitOutcome> {
  const { session, student, problem } = read;
  if (touchSession)
    await repos.sessions.update(session.id, { lastActivityAtMs: counted.answered.answeredAtMs });
  // A write first: on SQLite a transaction that read first cannot wait for the log's checkpoint
  // to let it write, and fails at once with "database is locked".
  if (!(await repos.students.updateIfAt(student, session, counted.change)))
    throw new NotCommitted({ kind: 'moved' });
  if (!(await repos.problems.claimAnswer(problem.id, counted.answered)))
    throw new NotCommitted({ kind: 'answeredBefore' });
  if (counted.student.finished) return { kind: 'counted', given: null };
  // The problem just claimed was the student's one waiting problem, so the next is stored without
  // a look-up first; should another request have stored one meanwhile, the index of waiting
  // problems turns this one away and that one is given (ProblemsRepo.insert).
  const given =
    counted.next === null
      ? await repos.problems.findOpenForStudent(student.id)
      : await repos.problems.insert(counted.next);
  return { kind: 'counted', given: given ?? null };
}

/** The student's newest waiting problem, or else `next` stored. */
async function openOrInsert(
  store: Store,
  studentId: string,
  next: Problem | null,
): Promise<Problem | undefined> {
  const open = await store.problems.findOpenForStudent(studentId);
  if (open !== undefined || next === null) return open;
  // Another request may have stored one since the look-up: then the student gets that one.
  return store.writeTogether(studentId, (repos) => repos.problems.insert(next));
}
