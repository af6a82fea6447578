import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { Redis } from 'ioredis';
import pg from 'pg';
import { endSessionAsTeacher } from './helpers/class';
import { consentedState } from './helpers/consent-state';
import { freePort } from './helpers/free-port';
import { TEST_REDIS_URL, createPostgresDatabase } from './helpers/postgres';
import { serverProcess, type ServerProcess } from './helpers/server-process';

/** The class's name and its pupils' names: none may be on the server in plain text. */
const CLASS_NAME = 'Nordlysklassen';
const JOINING = 'Solveigunn';
const OTHERS = ['Haakonsen', 'Ingeborgine'];
const EVERY_NAME = [CLASS_NAME, JOINING, ...OTHERS];

/** A class file: the class and three pupils, each fluent in the 2 times table this morning. */
function classFile() {
  const at = Date.now() - 3 * 60 * 60 * 1000;
  const pupils = EVERY_NAME.slice(1).map((name, index) => ({
    id: `pupil-${String(index)}`,
    name,
    addedAt: at,
  }));
  const boxes = Object.fromEntries(
    Array.from({ length: 10 }, (_, index) => [`m2:${String(index + 1)}`, 4]),
  );
  const stats = {
    correct: 10,
    incorrect: 0,
    streak: 10,
    bestStreak: 10,
    questionsAnswered: 10,
    totalTimeSpentMs: 20_000,
  };
  const record = {
    id: 'class-nordlys',
    name: CLASS_NAME,
    language: 'en',
    createdAt: at,
    pupils,
    lessons: [
      {
        id: 'lesson-1',
        startedAt: at,
        recordedAt: at + 1_800_000,
        operations: [{ type: 'multiplication', numberRange: { min: 1, max: 10 } }],
        entries: pupils.map((pupil) => ({ pupilId: pupil.id, stats, lastSeenAt: at, boxes })),
        pupilOfStudent: {},
      },
    ],
    goal: null,
  };
  return {
    name: 'class.json',
    mimeType: 'application/json',
    buffer: Buffer.from(
      JSON.stringify({ app: 'mattemester', kind: 'class', version: 1, class: record }),
    ),
  };
}

/** Where one server keeps what it keeps, read byte for byte. */
interface Storage {
  readonly label: string;
  /** True for the database, which holds a running lesson's names (the check's own check). */
  readonly holdsLessons: boolean;
  bytes(): Promise<Buffer>;
}

/** Every file of the SQLite folder: the database, its write-ahead log and shared memory. */
function sqliteStorage(server: ServerProcess): Storage {
  return {
    label: 'the SQLite files',
    holdsLessons: true,
    bytes: () =>
      Promise.resolve(
        Buffer.concat(
          fs
            .readdirSync(server.dataDir, { recursive: true, withFileTypes: true })
            .filter((entry) => entry.isFile())
            .map((entry) => fs.readFileSync(path.join(entry.parentPath, entry.name))),
        ),
      ),
  };
}

/** Every table, index and TOAST file of the database, once a checkpoint wrote them to disk. */
function postgresStorage(url: string): Storage {
  return {
    label: 'the PostgreSQL files',
    holdsLessons: true,
    async bytes() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query('CHECKPOINT');
        const { rows } = await client.query<{ bytes: Buffer }>(`
          SELECT pg_read_binary_file(pg_relation_filepath(c.oid)) AS bytes
          FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname IN ('public', 'pg_toast') AND c.relkind IN ('r', 'i', 't')
            AND pg_relation_filepath(c.oid) IS NOT NULL`);
        return Buffer.concat(rows.map((row) => row.bytes));
      } finally {
        await client.end();
      }
    },
  };
}

/** Every key of the installation's prefix in Redis, and its value as Redis serialises it. */
function redisStorage(prefix: string): Storage {
  return {
    label: 'Redis',
    holdsLessons: false,
    async bytes() {
      const redis = new Redis(TEST_REDIS_URL);
      try {
        const keys = await redis.keys(`${prefix}*`);
        const values = await Promise.all(keys.map((key) => redis.dumpBuffer(key)));
        return Buffer.concat([...keys.map((key) => Buffer.from(key)), ...values]);
      } finally {
        redis.disconnect();
      }
    },
  };
}

/** The names of `names` found in the storage's bytes. */
async function namesIn(storage: Storage, names: readonly string[]): Promise<string[]> {
  const bytes = await storage.bytes();
  return names.filter((name) => bytes.includes(Buffer.from(name, 'utf8')));
}

async function expectNoneOf(storages: readonly Storage[], names: readonly string[]) {
  for (const storage of storages) expect(await namesIn(storage, names), storage.label).toEqual([]);
}

/** A backup, a lesson with a child's facts sent to a fresh tablet, and End, on one server. */
async function backupAndLesson(
  browser: Browser,
  server: ServerProcess,
  storages: readonly Storage[],
): Promise<void> {
  const origin = server.baseUrl;
  const teacherContext = await browser.newContext({
    baseURL: origin,
    storageState: consentedState(origin),
    viewport: { width: 1920, height: 1080 },
  });
  const tabletContext = await browser.newContext({
    baseURL: origin,
    storageState: consentedState(origin),
    viewport: { width: 390, height: 844 },
  });
  try {
    const teacher = await teacherContext.newPage();
    await teacher.goto('/teacher?lng=en');
    await teacher.getByTestId('class-file').setInputFiles(classFile());
    await teacher.getByRole('link', { name: `Open ${CLASS_NAME}` }).click();
    await teacher.getByRole('button', { name: 'Keep it sealed on the server' }).click();
    await expect(teacher.locator('.recovery-code__code')).toBeVisible();
    // After the backup: the server holds the class sealed, no name of it readable.
    await expectNoneOf(storages, EVERY_NAME);

    await teacher.getByRole('link', { name: 'Back to the class' }).click();
    await teacher.getByRole('link', { name: 'Start a lesson' }).click();
    const autoStart = teacher.getByRole('checkbox', { name: /Auto start/ });
    if (await autoStart.isChecked()) await autoStart.click();
    await teacher.getByRole('button', { name: 'Start session' }).click();
    const code = (await teacher.locator('.dashboard__code-text').textContent()) ?? '';
    const tablet: Page = await tabletContext.newPage();
    await tablet.goto(`/join?code=${code}&lng=en`);
    await tablet.getByLabel('Your first name').fill(JOINING);
    await tablet.getByRole('button', { name: 'Join', exact: true }).click();
    await expect
      .poll(() => tablet.evaluate(() => localStorage.getItem('mattemester.facts') ?? ''), {
        timeout: 20_000,
      })
      .toContain('multiplication:2:7');
    // While the lesson runs the server has the name the child typed, and nothing of the class.
    await expectNoneOf(storages, [CLASS_NAME, ...OTHERS]);
    for (const storage of storages.filter((kept) => kept.holdsLessons))
      expect(await namesIn(storage, [JOINING]), storage.label).toEqual([JOINING]);

    await endSessionAsTeacher(teacher);
    await expect(teacher.getByRole('button', { name: 'Configure session' })).toBeVisible();
    // After the lesson: no name left in any byte, once the deleted rows are erased.
    for (const storage of storages)
      await expect
        .poll(() => namesIn(storage, EVERY_NAME), { timeout: 30_000, message: storage.label })
        .toEqual([]);
  } finally {
    await teacherContext.close();
    await tabletContext.close();
  }
}

test('a backup and a lesson with a child’s facts sent leave no name readable in the SQLite files', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const server = serverProcess(await freePort());
  try {
    await server.start();
    await backupAndLesson(browser, server, [sqliteStorage(server)]);
  } finally {
    await server.stop();
  }
});

test('a backup and a lesson with a child’s facts sent leave no name readable in PostgreSQL or Redis', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const database = await createPostgresDatabase();
  const prefix = `e2e-${randomBytes(4).toString('hex')}`;
  const server = serverProcess(await freePort(), {
    DATABASE_URL: database.url,
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX: prefix,
  });
  try {
    await server.start();
    await backupAndLesson(browser, server, [postgresStorage(database.url), redisStorage(prefix)]);
  } finally {
    await server.stop();
    await database.drop();
  }
});
