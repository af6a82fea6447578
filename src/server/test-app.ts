import { randomBytes } from 'node:crypto';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { errorBodySchema, type ErrorBody } from '#shared/contracts/errors';
import { createApp, type AppDeps } from './app';
import { DEFAULT_LIMITS } from './config';
import { createTestDatabase, testBackend, type TestDatabase } from './db/test-databases';
import { openRedis, type RedisConnection } from './redis/redis';

/** A whole server over a fresh migrated database, for tests; dispose() closes both. */
export interface TestApp {
  readonly app: FastifyInstance;
  readonly database: TestDatabase;
  /** Every route the app registered, with its options, in the order registered. */
  readonly routes: readonly RouteOptions[];
  /** Moves the test clock forward. */
  advanceClock(ms: number): void;
  /** The test clock's time, in milliseconds since 1970. */
  now(): number;
  dispose(): Promise<void>;
}

/** Settings a test changes; everything else is as production. */
export type TestAppOptions = Partial<AppDeps['config']> & {
  /** Another test app's database, to run two "processes" over one. */
  readonly database?: TestDatabase;
  /** Another test app's Redis prefix, so the two share the live channel and the limits. */
  readonly redisPrefix?: string;
  readonly logStream?: NodeJS.WritableStream;
};

/**
 * For tests whose simulated students answer faster than any child: each student's allowance of
 * requests is lifted, as STUDENT_LIMITS=off lifts it for a load benchmark.
 */
export const FAST_STUDENTS: TestAppOptions = { limits: { ...DEFAULT_LIMITS, perStudent: false } };

/**
 * Builds the app as production does, with a silent logger, a clock the test controls and every
 * reply checked against its contract, on the run's test backend (SQLite and memory, or
 * PostgreSQL and Redis). Several test apps may share one database, like processes behind a load
 * balancer; each gets its own Redis key prefix unless the test shares one too.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { database: sharedDatabase, redisPrefix, logStream, ...config } = options;
  const database = sharedDatabase ?? (await createTestDatabase());
  const redis = openTestRedis(redisPrefix);
  await redis?.ready();
  let time = Date.UTC(2026, 10, 23, 8, 0, 0);
  const routes: RouteOptions[] = [];
  const app = await createApp({
    config: { clientDir: '/nonexistent', version: 'test', logLevel: 'silent', ...config },
    db: database.db,
    dialect: database.dialect,
    ...(database.eraseLog === undefined ? {} : { eraseLog: database.eraseLog }),
    ...(redis === undefined ? {} : { redis }),
    ...(logStream === undefined ? {} : { logStream }),
    now: () => time,
    checkReplies: true,
    onRoute: (route) => routes.push(route),
  });
  return {
    app,
    database,
    routes,
    advanceClock: (ms) => {
      time += ms;
    },
    now: () => time,
    dispose: async () => {
      await app.close();
      await redis?.close();
      if (sharedDatabase === undefined) await database.dispose();
    },
  };
}

/** A fresh key prefix, so test files running at once never see each other's counts. */
export function newRedisPrefix(): string {
  return `test-${randomBytes(6).toString('hex')}`;
}

function openTestRedis(prefix: string | undefined): RedisConnection | undefined {
  const { redisUrl } = testBackend();
  return redisUrl === undefined ? undefined : openRedis(redisUrl, prefix ?? newRedisPrefix());
}

/** The error of a reply, parsed through the shared contract: a reply not in its shape fails. */
export function errorOf(response: { json(): unknown }): ErrorBody['error'] {
  return errorBodySchema.parse(response.json()).error;
}
