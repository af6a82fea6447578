import path from 'node:path';
import type { Config } from '#server/config';
import { SQLITE_FILE_NAME, type DatabaseTarget } from './open-database';

/** PostgreSQL when DATABASE_URL is set, otherwise the SQLite file in DATA_DIR. */
export function databaseTarget(
  config: Pick<Config, 'databaseUrl' | 'databaseSynchronousCommit' | 'dataDir'>,
): DatabaseTarget {
  return config.databaseUrl !== undefined
    ? { postgresUrl: config.databaseUrl, synchronousCommit: config.databaseSynchronousCommit }
    : { sqliteFile: path.join(config.dataDir, SQLITE_FILE_NAME) };
}
