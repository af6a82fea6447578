import { sql } from 'kysely';
import type { Database, Db, DialectName } from './db/schema';
import type { Repos, Store } from './features/class/class-store';
import { createAnswerCountsRepo } from './features/problems/answer-count.repo';
import { createProblemsRepo } from './features/problems/problems.repo';
import { createSessionsRepo } from './features/sessions/sessions.repo';
import { createStudentsRepo } from './features/students/students.repo';

function reposOver(db: Db, root: Database, dialect: DialectName, onRowsDeleted: () => void): Repos {
  return {
    sessions: createSessionsRepo(db, root, onRowsDeleted),
    students: createStudentsRepo(db, root),
    problems: createProblemsRepo(db, dialect, root),
  };
}

/** Runs the steps inside a savepoint of the transaction: undone alone when they throw. */
async function withSavepoint<T>(trx: Db, steps: () => Promise<T>): Promise<T> {
  await sql`savepoint undoable_steps`.execute(trx);
  try {
    const result = await steps();
    await sql`release savepoint undoable_steps`.execute(trx);
    return result;
  } catch (error) {
    await sql`rollback to savepoint undoable_steps`.execute(trx);
    await sql`release savepoint undoable_steps`.execute(trx);
    throw error;
  }
}

/**
 * The store over an open database of the given engine. `onRowsDeleted` is told after sessions
 * (with their pupils and answers) were deleted, so their bytes can be erased from the files.
 */
export function createStore(
  db: Database,
  dialect: DialectName,
  onRowsDeleted: () => void = () => undefined,
): Store {
  return {
    ...reposOver(db, db, dialect, onRowsDeleted),
    transaction: (steps) =>
      db.transaction().execute((trx) =>
        steps(
          Object.assign(reposOver(trx, db, dialect, onRowsDeleted), {
            undoableSteps: <T>(undoable: () => Promise<T>) => withSavepoint(trx, undoable),
          }),
        ),
      ),
    answerCounts: dialect === 'postgres' ? createAnswerCountsRepo(db) : undefined,
  };
}
