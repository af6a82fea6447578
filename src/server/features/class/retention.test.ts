import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../config';
import { createStore } from '../../db/store';
import { createTestDatabase, type TestDatabase } from '../../db/test-databases';
import { silentNotifier } from '../../realtime/session-notifier';
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

describe('retention', () => {
  it('deletes a session 24 hours after its last activity, and not before', async () => {
    const deps = {
      store: createStore(database.db),
      notifier: silentNotifier,
      now: () => time,
      limits: DEFAULT_LIMITS,
    };
    const sessions = createSessionsService(deps);
    const created = await sessions.create({
      operations: [{ type: 'addition', numberRange: { min: 1, max: 10 }, challengeCount: 10 }],
      autoStart: false,
      continuousMode: false,
      examMode: false,
      examDurationMinutes: 30,
      randomizeOperations: false,
    });
    const retention = createRetention(deps);
    time += RETENTION_MS - 1000;
    expect(await retention.sweep()).toBe(0);
    time += 2000;
    expect(await retention.sweep()).toBe(1);
    expect(await deps.store.sessions.findById(created.sessionId)).toBeUndefined();
  });
});
