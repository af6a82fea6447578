import { CompiledQuery } from 'kysely';
import type { Database, Db, DialectName } from './db/schema';
import type { Repos, Store } from './features/class/storage/class-store';
import { createAnswerCountsRepo } from './features/problems/answer-store/postgres-answer-statement';
import { createProblemsRepo } from './features/problems/problems.repo';
import { createSessionsRepo } from './features/sessions/sessions.repo';
import { createStudentsRepo } from './features/students/students.repo';
import { TransactionLost } from './features/class/storage/transaction-lost';
import { sqliteWritesTogether, writesAsTheyCome } from './features/class/storage/writes-together';

function reposOver(db: Db, root: Database, dialect: DialectName, onRowsDeleted: () => void): Repos {
  return {
    sessions: createSessionsRepo(db, root, onRowsDeleted),
    students: createStudentsRepo(db, root),
    problems: createProblemsRepo(db, dialect, root),
  };
}

/** The statements of the savepoint, compiled already (building them cost more than running). */
const beginSavepoint = CompiledQuery.raw('savepoint undoable_steps');
const releaseSavepoint = CompiledQuery.raw('release savepoint undoable_steps');
const rollbackToSavepoint = CompiledQuery.raw('rollback to savepoint undoable_steps');

/**
 * Runs the steps inside a savepoint of the transaction: undone alone when they throw, or
 * TransactionLost when the database undid the whole transaction under them.
 */
async function withSavepoint<T>(trx: Db, steps: () => Promise<T>): Promise<T> {
  await trx.executeQuery(beginSavepoint);
  try {
    const result = await steps();
    await trx.executeQuery(releaseSavepoint);
    return result;
  } catch (error) {
    try {
      await trx.executeQuery(rollbackToSavepoint);
      await trx.executeQuery(releaseSavepoint);
    } catch (rollbackError) {
      throw new TransactionLost(error, rollbackError);
    }
    throw error;
  }
}

/**
 * The store over an open database of the given engine. `onRowsDeleted` is told after sessions
 * (with their students and answers) were deleted, so their bytes can be erased from the files.
 */
export function createStore(
  db: Database,
  dialect: DialectName,
  onRowsDeleted: () => void = () => undefined,
): Store {
  const repos = reposOver(db, db, dialect, onRowsDeleted);
  const transaction: Store['transaction'] = (steps) =>
    db.transaction().execute((trx) =>
      steps(
        Object.assign(reposOver(trx, db, dialect, onRowsDeleted), {
          undoableSteps: <T>(undoable: () => Promise<T>) => withSavepoint(trx, undoable),
        }),
      ),
    );
  return {
    ...repos,
    transaction,
    answerCounts: dialect === 'postgres' ? createAnswerCountsRepo(db) : undefined,
    writeTogether:
      dialect === 'postgres' ? writesAsTheyCome(repos) : sqliteWritesTogether(transaction),
  };
}
