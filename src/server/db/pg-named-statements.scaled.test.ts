import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './test-databases';

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
    await database.db
      .insertInto('support_tickets')
      .values({
        id: 't1',
        name: 'Kari',
        email: 'kari@example.com',
        subject: 'Hello',
        message: 'Hi',
        category: 'general',
        priority: 3,
        status: 'open',
        created_at_ms: 0,
        closed_at_ms: null,
      })
      .execute();
    // Prepare the statement on every pooled connection the test may use.
    for (let round = 0; round < 20; round += 1) await subjectOf('t1');
    await sql`alter table support_tickets add column note text`.execute(database.db);
    for (let round = 0; round < 20; round += 1)
      expect(await subjectOf('t1')).toMatchObject({ subject: 'Hello', note: null });
  });
});
