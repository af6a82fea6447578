import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../config';
import { createStore } from '../../db/store';
import { createTestDatabase, type TestDatabase } from '../../db/test-databases';
import { silentNotifier } from '../../realtime/session-notifier';
import { createTestApp } from '../../test-app';
import { createSessionsService } from '../sessions/sessions.service';
import { RETENTION_MS, createRetention } from './retention';

let database: TestDatabase;
let time = Date.UTC(2026, 10, 23, 8, 0, 0);

beforeEach(async () => {
  database = await createTestDatabase();
});

afterEach(async () => {
  await database.dispose();
});

const deps = () => ({
  store: createStore(database.db),
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
