import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../db/test-databases';
import { createSessionsRepo } from './sessions.repo';
import type { SessionRow } from '../class/class-rows';

function session(overrides: Partial<SessionRow> = {}): SessionRow {
  return {
    id: 'session-1',
    code: 'ABC234',
    teacher_id: 'teacher-1',
    teacher_token_hash: 'ab'.repeat(32),
    status: 'active',
    phase: 'waiting',
    settings_json: JSON.stringify({ note: 'Åse Ørn, Ольга' }),
    current_operation_index: 0,
    started_at_ms: null,
    ends_at_ms: 1_790_000_600_000,
    created_at_ms: 1_790_000_000_000,
    last_activity_at_ms: 1_790_000_000_500,
    stop_reason: null,
    locked: 0,
    ...overrides,
  };
}

describe('sessions repository', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await database.dispose();
  });

  it('stores a session and finds it by code and by id, text and times intact', async () => {
    const repo = createSessionsRepo(database.db);
    await repo.insert(session());
    expect(await repo.findActiveByCode('ABC234')).toEqual(session());
    expect(await repo.findById('session-1')).toEqual(session());
  });

  it('finds nothing for an unknown code', async () => {
    expect(await createSessionsRepo(database.db).findActiveByCode('ZZZZZZ')).toBeUndefined();
  });

  it('refuses a second active session with the same code, but allows it once the first ended', async () => {
    const repo = createSessionsRepo(database.db);
    await expect(repo.insert(session({ id: 'session-2' }))).rejects.toThrow();
    await repo.update('session-1', { status: 'ended' });
    await repo.insert(session({ id: 'session-2' }));
    expect((await repo.findActiveByCode('ABC234'))?.id).toBe('session-2');
  });

  it('updates and deletes a session', async () => {
    const repo = createSessionsRepo(database.db);
    await repo.update('session-2', { phase: 'running', started_at_ms: 1_790_000_001_000 });
    expect(await repo.findById('session-2')).toMatchObject({
      phase: 'running',
      started_at_ms: 1_790_000_001_000,
    });
    await repo.delete('session-2');
    expect(await repo.findById('session-2')).toBeUndefined();
  });
});
