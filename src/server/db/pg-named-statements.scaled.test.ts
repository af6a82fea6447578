import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './test-databases';
import { sampleTicket } from './test-rows';

describe('PostgreSQL connections', () => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await createTestDatabase('postgres');
  });

  afterEach(async () => {
    await database.dispose();
  });

  const subjectOf = (id: string) =>
    database.db.selectFrom('support_tickets').selectAll().where('id', '=', id).executeTakeFirst();

  it('commits without waiting for the disk unless configured to', async () => {
    const setting = await sql<{
      synchronous_commit: string;
    }>`show synchronous_commit`.execute(database.db);
    expect(setting.rows[0]?.synchronous_commit).toBe('off');
  });

  it('keeps answering a prepared select * after another process adds a column', async () => {
    await database.db.insertInto('support_tickets').values(sampleTicket('t1', 'Hello')).execute();
    // Prepare the statement on every pooled connection the test may use.
    for (let round = 0; round < 20; round += 1) await subjectOf('t1');
    await sql`alter table support_tickets add column note text`.execute(database.db);
    for (let round = 0; round < 20; round += 1)
      expect(await subjectOf('t1')).toMatchObject({ subject: 'Hello', note: null });
  });
});
