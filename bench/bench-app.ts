import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ClassProblem, JoinReply } from '../src/shared/contracts/sessions';
import type { DeviceFacts } from '../src/shared/contracts/device-facts';
import { createApp } from '../src/server/app';
import { DEFAULT_LIMITS, type Limits } from '../src/server/config';
import type { Database } from '../src/server/db/schema';
import { openDatabase } from '../src/server/db/open-database';
import { migrateToLatest } from '../src/server/db/migrate';
import { injectPost } from './inject-post';

/** The app over a fresh SQLite file in a folder of its own, for a benchmark through `inject`. */
export interface BenchApp {
  readonly app: FastifyInstance;
  readonly db: Database;
  readonly post: ReturnType<typeof injectPost>;
  /** Closes the app and the database and removes the folder. */
  close(): Promise<void>;
}

/**
 * Starts the app over a new SQLite file in a temporary folder named after the benchmark. Every
 * simulated student answers far faster than a child, so their allowance is lifted; the limits
 * by address stay unless `limits` says otherwise (all simulated students share one address).
 */
export async function startBenchApp(
  name: string,
  limits: Limits = { ...DEFAULT_LIMITS, perStudent: false },
): Promise<BenchApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `mattemester-${name}-`));
  const { db, dialect } = openDatabase({ sqliteFile: path.join(dataDir, 'bench.sqlite') });
  await migrateToLatest(db);
  const app = await createApp({
    config: {
      clientDir: '/nonexistent',
      version: 'bench',
      logLevel: 'silent',
      limits,
    },
    db,
    dialect,
  });
  return {
    app,
    db,
    post: injectPost(app),
    async close() {
      await app.close();
      await db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A student who joined a session, with the problem they are on. */
export interface BenchStudent {
  readonly id: string;
  readonly token: string;
  problem: ClassProblem;
}

/**
 * Joins the session of `code` under `name`, with the device's `facts` when given, and asks for
 * the first problem.
 */
export async function joinWithFirstProblem(
  post: ReturnType<typeof injectPost>,
  code: string,
  name: string,
  facts?: DeviceFacts,
): Promise<BenchStudent> {
  const joined = await post<JoinReply>(`/api/sessions/${code}/join`, { name, facts });
  const problem = await post<ClassProblem>(
    `/api/students/${joined.studentId}/problems`,
    {},
    joined.reconnectionToken,
  );
  return { id: joined.studentId, token: joined.reconnectionToken, problem };
}
