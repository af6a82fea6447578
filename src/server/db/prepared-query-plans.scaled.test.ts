import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { preparedQueries } from './prepared-query';
// Loads every repository, and with them every prepared query.
import '#server/store';
import { createTestDatabase, type TestDatabase } from './test-databases';

/**
 * Each scan in the generic plan PostgreSQL makes for `statement` on the database's tables: its
 * line ("Index Scan using <index> on <table>") and the index condition and filter under it.
 */
async function genericPlanScans(database: TestDatabase, statement: string): Promise<string[]> {
  const parameterCount = new Set(statement.match(/\$\d+/g)).size;
  const nulls = Array.from({ length: parameterCount }, () => 'null').join(', ');
  const plan = await database.db.connection().execute(async (connection) => {
    await sql`set plan_cache_mode = force_generic_plan`.execute(connection);
    await sql.raw('deallocate all').execute(connection);
    await sql.raw(`prepare statement_under_test as ${statement}`).execute(connection);
    const explained = await sql
      .raw<{ 'QUERY PLAN': string }>(
        `explain (costs off) execute statement_under_test${parameterCount === 0 ? '' : `(${nulls})`}`,
      )
      .execute(connection);
    return explained.rows.map((row) => row['QUERY PLAN'].trim());
  });
  return plan.flatMap((line, index) => {
    const scan = /^(?:->\s+)?(Seq Scan|Index Scan|Index Only Scan|Bitmap Heap Scan)\b(.*)$/.exec(
      line,
    );
    if (scan === null) return [];
    const details = plan
      .slice(index + 1, index + 3)
      .filter((next) => /^(Index Cond|Filter):/.test(next));
    return [`${scan[1]}${scan[2]}: ${details.join('; ')}`];
  });
}

describe('the plans PostgreSQL keeps for the prepared queries, made on new tables', () => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await createTestDatabase('postgres');
  });

  afterEach(async () => {
    await database.dispose();
  });

  it('find every row through an index condition, and a row of a known id by its key', async () => {
    const queries = preparedQueries();
    let scans = 0;
    for (const query of queries) {
      const statement = query.sqlFor(database.db);
      for (const scan of await genericPlanScans(database, statement)) {
        scans += 1;
        expect(scan, statement).toMatch(/^Index (Only )?Scan .*Index Cond: /);
        // A known id filtered out of another index's rows: that index was read instead of the key.
        if (!/Index Cond: \(id = /.test(scan)) expect(scan, statement).not.toMatch(/\bid = \$/);
      }
    }
    expect(queries.length).toBeGreaterThan(10);
    expect(scans).toBeGreaterThan(15);
  });
});
