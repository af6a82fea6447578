import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialects, type TestDatabase } from '../../db/test-databases';
import { createSessionsRepo, type SessionRow } from './sessions.repo';

function session(overrides: Partial<SessionRow> = {}): SessionRow {
  return {
    id: 'session-1',
    code: 'ABC123',
    status: 'active',
    settings_json: JSON.stringify({ note: 'Åse Ørn, Ольга' }),
    created_at_ms: 1_790_000_000_000,
    last_activity_at_ms: 1_790_000_000_500,
    ...overrides,
  };
}

describe.each(testDialects())('sessions repository on %s', (dialect) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });

  afterAll(async () => {
    await database.dispose();
  });

  it('stores a session and finds it by code and by id, text and times intact', async () => {
    const repo = createSessionsRepo(database.db);
    await repo.insert(session());
    expect(await repo.findByCode('ABC123')).toEqual(session());
    expect(await repo.findById('session-1')).toEqual(session());
  });

  it('finds nothing for an unknown code', async () => {
    expect(await createSessionsRepo(database.db).findByCode('ZZZZZZ')).toBeUndefined();
  });

  it('refuses a second session with the same code', async () => {
    const repo = createSessionsRepo(database.db);
    await expect(repo.insert(session({ id: 'session-2' }))).rejects.toThrow();
    expect(await repo.findById('session-2')).toBeUndefined();
  });
});
