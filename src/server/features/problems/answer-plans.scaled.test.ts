import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../db/test-databases';
import { answerCountStatementsSql } from './answer-count.repo';
import { claimStatementSql } from './problems.repo';

/**
 * Each index scan of the generic plan PostgreSQL makes for `statement` on the database's tables,
 * as "table by index: the line under it" (its index condition or filter).
 */
async function genericPlanScans(database: TestDatabase, statement: string): Promise<string[]> {
  const parameterCount = new Set(statement.match(/\$\d+/g)).size;
  const nulls = Array.from({ length: parameterCount }, () => 'null').join(', ');
  const plan = await database.db.connection().execute(async (connection) => {
    await sql`set plan_cache_mode = force_generic_plan`.execute(connection);
    await sql.raw(`prepare statement_under_test as ${statement}`).execute(connection);
    const explained = await sql
      .raw<{ 'QUERY PLAN': string }>(`explain execute statement_under_test(${nulls})`)
      .execute(connection);
    return explained.rows.map((row) => row['QUERY PLAN']);
  });
  expect(plan.some((line) => line.includes('Seq Scan'))).toBe(false);
  return plan.flatMap((line, index) => {
    const scan = /Scan(?: Backward)? using (\w+) on (\w+)/.exec(line);
    return scan === null ? [] : [`${scan[2]} by ${scan[1]}: ${plan[index + 1]?.trim() ?? ''}`];
  });
}

/** Found by id, by the pupil's token, or a pupil's waiting problems by the pupil. */
const BY_ITS_KEY =
  /^(sessions by sessions_pkey|students by students_pkey|problems by problems_pkey): Index Cond: \(id = |^students by students_token_hash: Index Cond: \(token_hash = |^problems by problems_open: Index Cond: \(student_id = /;

describe('the plans PostgreSQL keeps for the answer path, made on new tables', () => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await createTestDatabase('postgres');
  });

  afterEach(async () => {
    await database.dispose();
  });

  it('count an answer finding the session, the pupil and the problem by their keys', async () => {
    const scans = await genericPlanScans(database, answerCountStatementsSql(database.db).count);
    for (const scan of scans) expect(scan).toMatch(BY_ITS_KEY);
    expect(scans.some((scan) => scan.startsWith('problems by problems_pkey'))).toBe(true);
  });

  it("give a problem looking up only the pupil's waiting ones", async () => {
    const statement = answerCountStatementsSql(database.db).openOrIssue;
    expect(await genericPlanScans(database, statement)).toEqual([
      expect.stringMatching(/^problems by problems_open: Index Cond: \(student_id = /),
    ]);
  });

  it('claim a problem by its id, not by scanning the waiting ones', async () => {
    const scans = await genericPlanScans(database, claimStatementSql(database.db));
    expect(scans).toHaveLength(1);
    expect(scans[0]).toMatch(/^problems by problems_pkey: Index Cond: \(id = /);
  });
});
