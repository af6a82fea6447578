import {
  createAnswerCountsRepo,
  type AnswerCountsRepo,
} from '../features/problems/answer-count.repo';
import { createProblemsRepo, type ProblemsRepo } from '../features/problems/problems.repo';
import { createSessionsRepo, type SessionsRepo } from '../features/sessions/sessions.repo';
import { createStudentsRepo, type StudentsRepo } from '../features/students/students.repo';
import type { Database, Db, DialectName } from './schema';

/** Every repository over one handle, so a service can use them together in a transaction. */
export interface Repos {
  readonly sessions: SessionsRepo;
  readonly students: StudentsRepo;
  readonly problems: ProblemsRepo;
}

/** The repositories, and a way to run several steps as one transaction. */
export interface Store extends Repos {
  /** Runs the steps atomically: all are stored, or none when one throws. */
  transaction<T>(steps: (repos: Repos) => Promise<T>): Promise<T>;
  /**
   * Counts an answer in one statement, on PostgreSQL; undefined on SQLite, where the steps of a
   * transaction cost no round trips.
   */
  readonly answerCounts: AnswerCountsRepo | undefined;
}

function reposOver(db: Db, root: Database, onRowsDeleted: () => void): Repos {
  return {
    sessions: createSessionsRepo(db, root, onRowsDeleted),
    students: createStudentsRepo(db, root),
    problems: createProblemsRepo(db, root),
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
    ...reposOver(db, db, onRowsDeleted),
    transaction: (steps) =>
      db.transaction().execute((trx) => steps(reposOver(trx, db, onRowsDeleted))),
    answerCounts: dialect === 'postgres' ? createAnswerCountsRepo(db) : undefined,
  };
}
