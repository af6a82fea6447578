import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from './migrate';
import { createTestDatabase, type TestDatabase } from './test-databases';

describe('migrations', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await database.dispose();
  });

  it('applies nothing twice when run again', async () => {
    expect(await migrateToLatest(database.db)).toEqual([]);
  });

  it('creates the sessions table', async () => {
    const result = await sql<{ count: number }>`select count(*) as count from sessions`.execute(
      database.db,
    );
    expect(Number(result.rows[0]?.count)).toBe(0);
  });
});
