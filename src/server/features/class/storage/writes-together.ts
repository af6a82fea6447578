import { batchedCalls } from '#server/db/batched-calls';
import type { Repos, TransactionRepos, WritesTogether } from './class-store';
import { TransactionLost } from './transaction-lost';

/** The most students' writes one transaction carries. */
const MAX_WRITES_PER_TRANSACTION = 64;

/**
 * How long a write waits for others while writes come together: on SQLite each commit writes
 * the pages its rows touch (a class's index entries, the end of the table), and a few joins in
 * a burst share them; a lone write waits only for the end of the event loop's turn.
 */
const WRITE_GATHER_MS = 4;

/** One student's steps, waiting for their transaction. */
interface AskedWrite {
  readonly studentId: string;
  readonly steps: (repos: Repos) => Promise<unknown>;
}

/** How one student's steps ended inside a shared transaction. */
type WriteOutcome =
  | { readonly wrote: true; readonly value: unknown }
  | { readonly wrote: false; readonly error: unknown };

/**
 * Writes together over SQLite's `transaction` (see WritesTogether): the writes asked in one turn,
 * or while they come together within WRITE_GATHER_MS of the first, up to 64 and one per student,
 * share a transaction, each in a savepoint of its own. A lone write is its own transaction.
 */
export function sqliteWritesTogether(
  transaction: <T>(steps: (repos: TransactionRepos) => Promise<T>) => Promise<T>,
): WritesTogether {
  const write = batchedCalls(
    async (asked: readonly AskedWrite[]): Promise<readonly WriteOutcome[]> => {
      const [only] = asked;
      if (asked.length === 1 && only !== undefined)
        return [await outcomeOf(() => transaction((repos) => only.steps(repos)))];
      return transaction(async (repos) => {
        const outcomes: WriteOutcome[] = [];
        for (const { steps } of asked)
          outcomes.push(await outcomeOf(() => repos.undoableSteps(() => steps(repos))));
        return outcomes;
      });
    },
    {
      keyOf: (asked) => asked.studentId,
      maxBatch: MAX_WRITES_PER_TRANSACTION,
      maxInFlight: 1,
      gatherMs: WRITE_GATHER_MS,
    },
  );
  return async <T>(studentId: string, steps: (repos: Repos) => Promise<T>): Promise<T> => {
    const outcome = await write({ studentId, steps });
    if (!outcome.wrote) throw outcome.error;
    return outcome.value as T;
  };
}

/** The steps on the store itself: for PostgreSQL, where each statement is a round trip. */
export function writesAsTheyCome(repos: Repos): WritesTogether {
  return (_studentId, steps) => steps(repos);
}

/** How the steps ended; a lost transaction ends the whole batch, whose writes then run alone. */
async function outcomeOf(steps: () => Promise<unknown>): Promise<WriteOutcome> {
  try {
    return { wrote: true, value: await steps() };
  } catch (error) {
    if (error instanceof TransactionLost) throw error;
    return { wrote: false, error };
  }
}
