import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { preparedQueries, preparedQuery } from './prepared-query';
// Loads every repository, and with them every prepared query.
import '#server/store';
import { createTestDatabase, type TestDatabase } from './test-databases';
import { sampleTicket } from './test-rows';

describe('preparedQuery', () => {
  let database: TestDatabase;
  let builds: number;
  const ticketSubject = preparedQuery<'id', { subject: string }>((db, slot) => {
    builds += 1;
    return db.selectFrom('support_tickets').select('subject').where('id', '=', slot('id'));
  });

  beforeEach(async () => {
    database = await createTestDatabase();
    builds = 0;
    for (const [id, subject] of [
      ['t1', 'First'],
      ['t2', 'Second'],
    ] as const)
      await database.db.insertInto('support_tickets').values(sampleTicket(id, subject)).execute();
  });

  afterEach(async () => {
    await database.dispose();
  });

  it('builds the query once and runs it with each call’s values', async () => {
    const { db } = database;
    expect((await ticketSubject.run(db, db, { id: 't1' })).rows).toEqual([{ subject: 'First' }]);
    expect((await ticketSubject.run(db, db, { id: 't2' })).rows).toEqual([{ subject: 'Second' }]);
    expect((await ticketSubject.run(db, db, { id: 'none' })).rows).toEqual([]);
    expect(builds).toBe(1);
  });

  it('runs inside a transaction of the database it was built for, seeing its writes', async () => {
    const { db } = database;
    await ticketSubject.run(db, db, { id: 't1' });
    const seen = await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('support_tickets')
        .set({ subject: 'Changed' })
        .where('id', '=', 't1')
        .execute();
      return (await ticketSubject.run(trx, db, { id: 't1' })).rows;
    });
    expect(seen).toEqual([{ subject: 'Changed' }]);
    expect(builds).toBe(1);
  });
});

describe('the prepared queries of the repositories', () => {
  it('write each LIMIT into their text, as SQLite plans a statement with a bound one at every run', async () => {
    const database = await createTestDatabase();
    try {
      const texts = preparedQueries().map((query) => query.sqlFor(database.db));
      expect(texts.filter((text) => /\blimit\b/i.test(text)).length).toBeGreaterThan(0);
      for (const text of texts) expect(text).not.toMatch(/\blimit\s+(\?|\$\d+)/i);
    } finally {
      await database.dispose();
    }
  });

  it('write the status they look for into their text, as the index of codes covers active sessions only', async () => {
    const database = await createTestDatabase();
    try {
      const texts = preparedQueries().map((query) => query.sqlFor(database.db));
      expect(texts.filter((text) => /"status" = 'active'/.test(text)).length).toBeGreaterThan(0);
      for (const text of texts) expect(text).not.toMatch(/"status"\s*=\s*(\?|\$\d+)/);
    } finally {
      await database.dispose();
    }
  });
});
