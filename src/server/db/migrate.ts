import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import * as classSessions from './migrations/0001-class-sessions';
import * as examLockRemove from './migrations/0002-exam-lock-remove';
import * as supportTickets from './migrations/0003-support-tickets';
import * as answerPath from './migrations/0004-answer-path';
import * as factSchedule from './migrations/0005-fact-schedule';
import * as oneOpenProblem from './migrations/0006-one-open-problem';
import * as problemShowDelay from './migrations/0007-problem-show-delay';
import * as sessionStoppedAt from './migrations/0008-session-stopped-at';
import * as classBackups from './migrations/0009-class-backups';
import * as classFacts from './migrations/0010-class-facts';
import * as oneIndexOfOpenProblems from './migrations/0011-one-index-of-open-problems';
import * as typedAnswers from './migrations/0012-typed-answers';
import * as sessionProblemsById from './migrations/0013-session-problems-by-id';
import * as lookAlikeNames from './migrations/0014-look-alike-names';
import * as studentRounds from './migrations/0015-student-rounds';
import type { Database } from './schema';

/** Every migration in order. Listed here (not read from disk) so the bundled server carries them. */
const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001-class-sessions': classSessions,
  '0002-exam-lock-remove': examLockRemove,
  '0003-support-tickets': supportTickets,
  '0004-answer-path': answerPath,
  '0005-fact-schedule': factSchedule,
  '0006-one-open-problem': oneOpenProblem,
  '0007-problem-show-delay': problemShowDelay,
  '0008-session-stopped-at': sessionStoppedAt,
  '0009-class-backups': classBackups,
  '0010-class-facts': classFacts,
  '0011-one-index-of-open-problems': oneIndexOfOpenProblems,
  '0012-typed-answers': typedAnswers,
  '0013-session-problems-by-id': sessionProblemsById,
  '0014-look-alike-names': lookAlikeNames,
  '0015-student-rounds': studentRounds,
};

const provider: MigrationProvider = {
  getMigrations: () => Promise.resolve({ ...MIGRATIONS }),
};

/** Brings the schema up to date; safe to run at every start and from several processes in turn. */
export async function migrateToLatest(db: Database): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error !== undefined) {
    throw error instanceof Error ? error : new Error('Migration failed', { cause: error });
  }
  return (results ?? [])
    .filter((result) => result.status === 'Success')
    .map((result) => result.migrationName);
}
