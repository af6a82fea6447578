import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../db/test-databases';
import { createSessionsRepo } from './sessions.repo';
import type { ClassSession } from '../class/model/class-model';
import { fiveAdditions, sampleSession } from '../class/testing/test-class-objects';

function session(overrides: Partial<ClassSession> = {}): ClassSession {
  return sampleSession({
    teacherTokenHash: 'ab'.repeat(32),
    phase: 'waiting',
    settings: { ...fiveAdditions, focusFacts: ['multiplication:7:8'] },
    startedAtMs: null,
    endsAtMs: 1_790_000_600_000,
    createdAtMs: 1_790_000_000_000,
    lastActivityAtMs: 1_790_000_000_500,
    ...overrides,
  });
}

describe('sessions repository', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await database.dispose();
  });

  it('stores a session and finds it by code and by id, settings, flags and times intact', async () => {
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
    await repo.update('session-2', {
      phase: 'running',
      startedAtMs: 1_790_000_001_000,
      locked: true,
    });
    expect(await repo.findById('session-2')).toMatchObject({
      phase: 'running',
      startedAtMs: 1_790_000_001_000,
      locked: true,
      settings: session().settings,
    });
    await repo.delete('session-2');
    expect(await repo.findById('session-2')).toBeUndefined();
  });
});
