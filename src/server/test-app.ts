import type { FastifyInstance } from 'fastify';
import { createApp } from './app';
import type { DialectName } from './db/schema';
import { createTestDatabase } from './db/test-databases';

/** A whole server over a fresh migrated database, for tests; dispose() closes both. */
export interface TestApp {
  readonly app: FastifyInstance;
  /** Moves the test clock forward. */
  advanceClock(ms: number): void;
  dispose(): Promise<void>;
}

/** Builds the app as production does, with a silent logger and a clock the test controls. */
export async function createTestApp(dialect: DialectName = 'sqlite'): Promise<TestApp> {
  const database = await createTestDatabase(dialect);
  let time = Date.UTC(2026, 10, 23, 8, 0, 0);
  const app = await createApp({
    config: { clientDir: '/nonexistent', version: 'test', logLevel: 'silent' },
    db: database.db,
    now: () => time,
  });
  return {
    app,
    advanceClock: (ms) => {
      time += ms;
    },
    dispose: async () => {
      await app.close();
      await database.dispose();
    },
  };
}
