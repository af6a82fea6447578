import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { testBackendIsScaled, testDatabaseUrl, testRedisUrl } from '#server/config';
import { migrateToLatest } from './migrate';
import { openDatabase, type OpenDatabase } from './open-database';
import type { DialectName } from './schema';

/** A migrated, empty database for one test file, and how to throw it away. */
export interface TestDatabase extends OpenDatabase {
  dispose(): Promise<void>;
}

/**
 * What the server tests of this run are built on. The test project "server" uses SQLite and
 * memory; the project "server-scaled" (run when TEST_DATABASE_URL names a PostgreSQL admin
 * connection) sets TEST_BACKEND=scaled and runs the same tests on PostgreSQL, with Redis from
 * TEST_REDIS_URL for the live channel and the limits, as several processes would.
 */
export function testBackend(): { dialect: DialectName; redisUrl: string | undefined } {
  if (!testBackendIsScaled()) return { dialect: 'sqlite', redisUrl: undefined };
  return { dialect: 'postgres', redisUrl: testRedisUrl() };
}

/** Opens a fresh migrated database of the given engine (the run's test backend by default). */
export async function createTestDatabase(
  dialect: DialectName = testBackend().dialect,
): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const opened = openDatabase({ sqliteFile: ':memory:' });
    await migrateToLatest(opened.db);
    return { ...opened, dispose: () => destroyOnce(opened) };
  }
  const adminUrl = testDatabaseUrl();
  if (adminUrl === undefined) throw new Error('TEST_DATABASE_URL is not set');
  const name = `test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const opened = openDatabase({ postgresUrl: url.toString() });
  await migrateToLatest(opened.db);
  return {
    ...opened,
    dispose: async () => {
      await destroyOnce(opened);
      await withAdmin(adminUrl, (admin) =>
        admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  };
}

/** Closes the connection; a test that already closed it (to see what breaks) is fine. */
async function destroyOnce(opened: OpenDatabase): Promise<void> {
  try {
    await opened.db.destroy();
  } catch {
    // Already closed.
  }
}

async function withAdmin(
  url: string,
  action: (client: pg.Client) => Promise<unknown>,
): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await action(client);
  } finally {
    await client.end();
  }
}
