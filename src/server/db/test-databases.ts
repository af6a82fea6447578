import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { testDatabaseUrl } from '../config';
import { migrateToLatest } from './migrate';
import { openDatabase, type OpenDatabase } from './open-database';
import type { DialectName } from './schema';

/** A migrated, empty database for one test file, and how to throw it away. */
export interface TestDatabase extends OpenDatabase {
  dispose(): Promise<void>;
}

/**
 * The engines repository tests run against: SQLite always, PostgreSQL too when TEST_DATABASE_URL
 * names an admin connection (each test database is created there and dropped afterwards).
 */
export function testDialects(): DialectName[] {
  return testDatabaseUrl() === undefined ? ['sqlite'] : ['sqlite', 'postgres'];
}

/** Opens a fresh migrated database of the given engine. */
export async function createTestDatabase(dialect: DialectName): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const opened = openDatabase({ sqliteFile: ':memory:' });
    await migrateToLatest(opened.db);
    return { ...opened, dispose: () => opened.db.destroy() };
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
      await opened.db.destroy();
      await withAdmin(adminUrl, (admin) =>
        admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  };
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
