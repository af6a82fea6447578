import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from './config';
import { createStore } from './store';
import { createTestDatabase, type TestDatabase } from './db/test-databases';
import { RETENTION_MS, createRetention } from './features/class/sweeps/retention';
import { createSessionsService } from './features/sessions/sessions.service';
import { createSupportRepo } from './features/support/support.repo';
import {
  CLOSED_TICKET_RETENTION_MS,
  createTicketRetention,
} from './features/support/ticket-retention';
import { silentNotifier } from './realtime/session-notifier';
import { createTestApp } from './test-app';

let database: TestDatabase;
let time = Date.UTC(2026, 10, 23, 8, 0, 0);

beforeEach(async () => {
  database = await createTestDatabase();
});

afterEach(async () => {
  await database.dispose();
});

const deps = () => ({
  store: createStore(database.db, database.dialect),
  notifier: silentNotifier,
  now: () => time,
  limits: DEFAULT_LIMITS,
});

async function createSessions(count: number): Promise<void> {
  const sessions = createSessionsService(deps());
  for (let index = 0; index < count; index += 1)
    await sessions.create({
      operations: [{ type: 'addition', numberRange: { min: 1, max: 10 }, challengeCount: 10 }],
      autoStart: false,
      continuousMode: false,
      examMode: false,
      examDurationMinutes: 30,
      randomizeOperations: false,
    });
}

describe('the retention sweep', () => {
  it('deletes a session 24 hours after its last activity, and not before', async () => {
    await createSessions(1);
    const retention = createRetention(deps());
    time += RETENTION_MS - 1000;
    expect(await retention.sweep()).toBe(0);
    time += 2000;
    expect(await retention.sweep()).toBe(1);
    expect(await deps().store.sessions.countActive()).toBe(0);
  });

  it('deletes each expired session once when several processes sweep at the same moment', async () => {
    await createSessions(5);
    time += RETENTION_MS + 1000;
    const processes = [createRetention(deps()), createRetention(deps()), createRetention(deps())];
    const deleted = await Promise.all(processes.map((process) => process.sweep()));
    expect(deleted.reduce((sum, count) => sum + count, 0)).toBe(5);
    expect(await deps().store.sessions.countActive()).toBe(0);
  });

  it('runs at boot, so a server that was down for a day deletes what expired meanwhile', async () => {
    // The test app's clock reads 23 November 08:00: two sessions are fresh, one was last active
    // more than 24 hours before.
    await createSessions(2);
    time = Date.UTC(2026, 10, 23, 8, 0, 0) - RETENTION_MS - 1000;
    await createSessions(1);
    const testApp = await createTestApp({ database });
    await expect.poll(() => deps().store.sessions.countActive()).toBe(2);
    await testApp.dispose();
  });
});

describe('the ticket retention sweep', () => {
  it('deletes a closed ticket 30 days after closing and keeps open ones', async () => {
    const repo = createSupportRepo(database.db);
    const ticket = (id: string) => ({
      id,
      name: 'Kari',
      email: 'kari@skole.no',
      subject: 'Hei',
      message: 'Melding',
      category: 'general',
      priority: 3,
      status: 'open' as const,
      createdAtMs: time,
      closedAtMs: null,
    });
    await repo.insert(ticket('T-OPEN'));
    await repo.insert(ticket('T-CLOSED'));
    await repo.close('T-CLOSED', time);
    const retention = createTicketRetention(repo, () => time);
    time += CLOSED_TICKET_RETENTION_MS - 1000;
    expect(await retention.sweep()).toBe(0);
    time += 2000;
    expect(await retention.sweep()).toBe(1);
    expect((await repo.listOpen()).map((row) => row.id)).toEqual(['T-OPEN']);
  });
});
