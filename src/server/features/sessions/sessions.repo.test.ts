import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#server/db/test-databases';
import { createSessionsRepo } from './sessions.repo';
import type { ClassSession } from '#server/features/class/model/class-model';
import { fiveAdditions, sampleSession } from '#server/features/class/testing/test-class-objects';

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

  it('ends an exam whose time is up, running or paused by the teacher, once', async () => {
    const repo = createSessionsRepo(database.db);
    const due = 1_790_000_600_000;
    const exam = (id: string, code: string, overrides: Partial<ClassSession>) =>
      session({ id, code, startedAtMs: 1_790_000_001_000, endsAtMs: due, ...overrides });
    await repo.insert(exam('running-exam', 'RUN234', { phase: 'running' }));
    await repo.insert(
      exam('paused-exam', 'PAU234', { phase: 'stopped', stopReason: 'teacher-stopped' }),
    );
    await repo.insert(exam('over-exam', 'END234', { phase: 'stopped', stopReason: 'completed' }));
    await repo.insert(exam('later-exam', 'LAT234', { phase: 'running', endsAtMs: due + 1 }));
    expect((await repo.listExamsDue(due)).sort()).toEqual(['paused-exam', 'running-exam']);
    for (const id of ['running-exam', 'paused-exam']) {
      expect(await repo.stopExamIfDue(id, due)).toBe(true);
      expect(await repo.findById(id)).toMatchObject({ phase: 'stopped', stopReason: 'completed' });
      expect(await repo.stopExamIfDue(id, due)).toBe(false);
    }
    expect(await repo.stopExamIfDue('later-exam', due)).toBe(false);
    expect(await repo.listExamsDue(due)).toEqual([]);
  });
});
