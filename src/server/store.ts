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
      db.transaction().execute((trx) => steps(reposOver(trx, db, dialect, onRowsDeleted))),
    answerCounts: dialect === 'postgres' ? createAnswerCountsRepo(db) : undefined,
  };
}
