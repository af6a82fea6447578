import { loadConfig } from '../src/server/config';
import { databaseTarget } from '../src/server/db/database-target';
import { migrateToLatest } from '../src/server/db/migrate';
import { openDatabase } from '../src/server/db/open-database';

/** `npm run db:migrate`: brings the configured database up to date (the server also does at start). */
const { db } = openDatabase(databaseTarget(loadConfig()));
try {
  const applied = await migrateToLatest(db);
  process.stdout.write(
    applied.length === 0 ? 'The database is up to date.\n' : `Applied: ${applied.join(', ')}\n`,
  );
} finally {
  await db.destroy();
}
