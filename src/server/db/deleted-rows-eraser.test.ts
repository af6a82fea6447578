import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testClassClient } from '#server/features/class/testing/test-class-client';
import { createTestApp, type TestApp } from '#server/test-app';
import {
  LONGEST_ERASE_WAIT_MS,
  createDeletedRowsEraser,
  rewriteMayRun,
  RETRY_AFTER_FAILURE_MS,
} from './deleted-rows-eraser';
import { migrateToLatest } from './migrate';
import { openDatabase } from './open-database';
import type { Database } from './schema';
import { createTestDatabase, testBackend, type TestDatabase } from './test-databases';

/** Names no other data could contain by chance. */
const NAMES = ['Qyzwexal', 'Vorpiqun', 'Zelthomy'];

/** How long the erasure may take, with a busy machine's checkpoints, before the test gives up. */
const ERASED_WITHIN_MS = 20_000;

/** An SQLite database in a file of its own, as production keeps it. */
async function sqliteFileDatabase(folder: string): Promise<TestDatabase> {
  const opened = openDatabase({ sqliteFile: path.join(folder, 'erase.sqlite') });
  await migrateToLatest(opened.db);
  return { ...opened, dispose: () => opened.db.destroy() };
}

/** Every byte of the SQLite file and its log. */
function sqliteFileBytes(folder: string): Buffer {
  return Buffer.concat(
    fs
      .readdirSync(folder)
      .filter((file) => file.startsWith('erase.sqlite'))
      .map((file) => fs.readFileSync(path.join(folder, file))),
  );
}

/** Every byte of the PostgreSQL files of the database's tables and indexes, once on disk. */
async function postgresFileBytes(db: Database): Promise<Buffer> {
  await sql`CHECKPOINT`.execute(db);
  const { rows } = await sql<{ bytes: Buffer }>`
    SELECT pg_read_binary_file(pg_relation_filepath(c.oid)) AS bytes
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'i', 't')
      AND pg_relation_filepath(c.oid) IS NOT NULL`.execute(db);
  return Buffer.concat(rows.map((row) => row.bytes));
}

function namesIn(bytes: Buffer): string[] {
  return NAMES.filter((name) => bytes.includes(Buffer.from(name, 'utf8')));
}

describe('an ended session leaves no student name in the database files', () => {
  let testApp: TestApp | undefined;
  let folder: string | undefined;
  /** A database the test goes on using after its app has stopped, and that app until then. */
  let keptDatabase: TestDatabase | undefined;
  let appToStop: TestApp | undefined;

  afterEach(async () => {
    await testApp?.dispose();
    await testApp?.database.dispose();
    await appToStop?.dispose();
    await keptDatabase?.dispose();
    [testApp, keptDatabase, appToStop] = [undefined, undefined, undefined];
    if (folder !== undefined) fs.rmSync(folder, { recursive: true, force: true });
    folder = undefined;
  });

  /** The run's database engine, SQLite in a file of its own (in `folder`) as production keeps it. */
  async function fileBackedDatabase(): Promise<TestDatabase> {
    if (testBackend().dialect === 'postgres') return createTestDatabase('postgres');
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'mattemester-erase-'));
    return sqliteFileDatabase(folder);
  }

  it(`on ${testBackend().dialect}: the names are in the files while the class runs and gone once it ends`, async () => {
    const database = await fileBackedDatabase();
    testApp = await createTestApp({ database });
    const app = testApp.app;
    const fileBytes = () =>
      folder === undefined
        ? postgresFileBytes(database.db)
        : Promise.resolve(sqliteFileBytes(folder));
    const client = testClassClient(() => app);

    const created = await client.createSession({ autoStart: true, mathType: 'addition' });
    for (const name of NAMES) {
      const student = await client.join(created.sessionCode, name);
      const problem = await client.nextProblem(student);
      expect((await client.answer(student, problem.problemId, 0)).statusCode).toBe(200);
    }
    expect(namesIn(await fileBytes())).toEqual(NAMES);

    const ended = await client.teacher(
      'DELETE',
      `/api/sessions/${created.sessionId}`,
      created.teacherToken,
    );
    expect(ended.statusCode).toBeLessThan(300);

    await vi.waitFor(async () => expect(namesIn(await fileBytes())).toEqual([]), {
      timeout: ERASED_WITHIN_MS,
      interval: 100,
    });
  }, 30_000);

  it(`on ${testBackend().dialect}: a process that starts erases the rows one before it deleted and left`, async () => {
    const { dialect } = testBackend();
    const database = await fileBackedDatabase();
    const { db } = database;
    keptDatabase = database;
    const fileBytes = () =>
      folder === undefined ? postgresFileBytes(db) : Promise.resolve(sqliteFileBytes(folder));
    const stopped = await createTestApp({ database });
    appToStop = stopped;
    const app = stopped.app;
    const client = testClassClient(() => app);
    const created = await client.createSession({ autoStart: true, mathType: 'addition' });
    for (const name of NAMES) await client.join(created.sessionCode, name);
    // A process deleted the class and stopped before it erased the rows.
    appToStop = undefined;
    await stopped.dispose();
    await db.deleteFrom('students').execute();
    await db.deleteFrom('sessions').execute();
    expect(namesIn(await fileBytes())).toEqual(NAMES);

    const next = createDeletedRowsEraser(db, dialect, database.eraseLog);
    await vi.waitFor(
      async () => {
        await next.sweep();
        expect(namesIn(await fileBytes())).toEqual([]);
      },
      { timeout: ERASED_WITHIN_MS, interval: 100 },
    );
  }, 30_000);
});

describe('what the erasure sweep reports', () => {
  it('counts an erasure when one ran, and 0 on the sweeps after it while nothing was deleted', async () => {
    const database = await createTestDatabase('sqlite');
    const eraseLog = vi.fn(() => Promise.resolve(true));
    const eraser = createDeletedRowsEraser(database.db, 'sqlite', eraseLog);
    try {
      // A process starts with an erasure waiting (the one before it may have left rows).
      expect(await eraser.sweep()).toBe(1);
      expect(await eraser.sweep()).toBe(0);
      expect(await eraser.sweep()).toBe(0);
      expect(eraseLog).toHaveBeenCalledTimes(1);
      eraser.deleted();
      await eraser.settled();
      expect(eraseLog).toHaveBeenCalledTimes(2);
      expect(await eraser.sweep()).toBe(0);
    } finally {
      await database.dispose();
    }
  });
});

describe('an erasure that failed', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is tried again seconds later, not only at the next minute, a few times in a row', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const database = await createTestDatabase('sqlite');
    const eraseLog = vi.fn(() => Promise.resolve(false));
    const eraser = createDeletedRowsEraser(database.db, 'sqlite', eraseLog);
    try {
      eraser.deleted();
      await eraser.settled();
      expect(eraseLog).toHaveBeenCalledTimes(1);
      for (let retry = 1; retry <= 7; retry += 1) {
        await vi.advanceTimersByTimeAsync(RETRY_AFTER_FAILURE_MS);
        await eraser.settled();
      }
      // Five retries after the first failure; then the minute's sweep takes over.
      expect(eraseLog).toHaveBeenCalledTimes(6);
      eraseLog.mockResolvedValue(true);
      expect(await eraser.sweep()).toBe(1);
    } finally {
      await database.dispose();
    }
  });

  it('is erased by the retry when the cause has passed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const database = await createTestDatabase('sqlite');
    const eraseLog = vi.fn().mockResolvedValueOnce(false).mockResolvedValue(true);
    const eraser = createDeletedRowsEraser(database.db, 'sqlite', eraseLog);
    try {
      eraser.deleted();
      await vi.advanceTimersByTimeAsync(RETRY_AFTER_FAILURE_MS);
      await eraser.settled();
      expect(eraseLog).toHaveBeenCalledTimes(2);
      expect(await eraser.sweep()).toBe(0);
    } finally {
      await database.dispose();
    }
  });
});

describe('when PostgreSQL may rewrite the tables that held deleted names', () => {
  it('runs at once when no class is active', () => {
    expect(rewriteMayRun(false, 0)).toBe(true);
  });

  it('waits for an active class, but not past the longest wait', () => {
    expect(rewriteMayRun(true, LONGEST_ERASE_WAIT_MS - 1)).toBe(false);
    expect(rewriteMayRun(true, LONGEST_ERASE_WAIT_MS)).toBe(true);
  });
});
