/**
 * The server's CPU time per answer, without sockets or a load generator: the whole request path
 * (routing, security headers, token check, validation, counting the answer and the reply)
 * through Fastify's `inject`, over a real SQLite file, or with `--database-url postgres://...`
 * (an admin connection; a scratch database is created and dropped) over PostgreSQL, where it
 * also reports the CPU time of the PostgreSQL backends serving the app (read from /proc, so the
 * server must run on this machine) and the queries sent per answer (round trips). Measured as
 * process CPU time, so other work on the machine hardly moves it. Prints one line per round and
 * the median.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import type { AnswerReply, CreateSessionReply } from '../src/shared/contracts/sessions';
import { createApp } from '../src/server/app';
import { DEFAULT_LIMITS } from '../src/server/config';
import { openDatabase } from '../src/server/db/open-database';
import { migrateToLatest } from '../src/server/db/migrate';
import { injectPost } from './inject-post';
import { joinWithFirstProblem, type BenchStudent } from './bench-app';
import { PRACTISED_DEVICE_FACTS } from './device-facts';

const STUDENTS = 300;
const ROUNDS = 5;
const ANSWERS_PER_ROUND = 10_000;

const { values: options } = parseArgs({ options: { 'database-url': { type: 'string' } } });
const adminUrl = options['database-url'];
const scratchName = `answer_cost_${String(process.pid)}`;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mattemester-answer-cost-'));
if (adminUrl !== undefined)
  await withAdmin((admin) => admin.query(`CREATE DATABASE ${scratchName}`));
const { db, dialect } = openDatabase(
  adminUrl === undefined
    ? { sqliteFile: path.join(dataDir, 'bench.sqlite') }
    : { postgresUrl: scratchUrl(adminUrl) },
);
await migrateToLatest(db);

/** Every query a pg client sends is one round trip to PostgreSQL. */
let queriesSent = 0;
const clientPrototype = pg.Client.prototype as unknown as {
  query: (this: pg.Client, ...args: unknown[]) => unknown;
};
const sendQuery = clientPrototype.query;
clientPrototype.query = function (this: pg.Client, ...args: unknown[]) {
  queriesSent += 1;
  return sendQuery.apply(this, args);
};

function scratchUrl(admin: string): string {
  const url = new URL(admin);
  url.pathname = `/${scratchName}`;
  return url.toString();
}

async function withAdmin<T>(action: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await action(client);
  } finally {
    await client.end();
  }
}

/**
 * CPU microseconds used so far by each PostgreSQL backend connected to the scratch database, by
 * process id. The pool closes idle connections, so a round's cost is summed per backend: a
 * backend that closed during the round is left out (it was idle), one that opened counts whole.
 */
async function backendCpuUs(): Promise<Map<number, number>> {
  const { rows } = await withAdmin((admin) =>
    admin.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [scratchName],
    ),
  );
  const byBackend = new Map<number, number>();
  for (const { pid } of rows) {
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${String(pid)}/stat`, 'utf8');
    } catch {
      continue; // closed since the query
    }
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    byBackend.set(pid, (ticks * 1_000_000) / CLOCK_TICKS_PER_SECOND);
  }
  return byBackend;
}

/** The CPU microseconds the backends used between two readings of `backendCpuUs`. */
function backendCpuUsedUs(before: Map<number, number>, after: Map<number, number>): number {
  let used = 0;
  for (const [pid, cpuUs] of after) used += cpuUs - (before.get(pid) ?? 0);
  return used;
}

/** Linux's USER_HZ. */
const CLOCK_TICKS_PER_SECOND = 100;
const app = await createApp({
  config: {
    clientDir: '/nonexistent',
    version: 'bench',
    logLevel: 'silent',
    // Simulated students answer far faster than a child: their allowance is lifted.
    limits: { ...DEFAULT_LIMITS, perStudent: false },
  },
  db,
  dialect,
});

const post = injectPost(app);

const students: BenchStudent[] = [];
for (let classIndex = 0; classIndex < STUDENTS / 30; classIndex += 1) {
  const session = await post<CreateSessionReply>('/api/sessions', {
    autoStart: true,
    continuousMode: true,
    operations: [{ type: 'multiplication', numberRange: { min: 1, max: 10 }, challengeCount: 10 }],
  });
  for (let index = 0; index < 30; index += 1)
    students.push(
      await joinWithFirstProblem(
        post,
        session.sessionCode,
        `Student ${String(index + 1)}`,
        PRACTISED_DEVICE_FACTS,
      ),
    );
}

async function answerOnce(student: BenchStudent): Promise<void> {
  const reply = await post<AnswerReply>(
    `/api/students/${student.id}/answers`,
    { problemId: student.problem.problemId, choiceIndex: 0, timeSpentMs: 1500 },
    student.token,
  );
  if (reply.nextProblem === null) throw new Error('no next problem');
  student.problem = reply.nextProblem;
}

const perAnswer: number[] = [];
const databasePerAnswer: number[] = [];
for (let round = 0; round < ROUNDS; round += 1) {
  const databaseBefore = adminUrl === undefined ? new Map<number, number>() : await backendCpuUs();
  const queriesBefore = queriesSent;
  const before = process.cpuUsage();
  for (let count = 0; count < ANSWERS_PER_ROUND; count += 1) {
    await answerOnce(students[count % students.length] as BenchStudent);
  }
  const used = process.cpuUsage(before);
  const queries = (queriesSent - queriesBefore) / ANSWERS_PER_ROUND;
  const microseconds = (used.user + used.system) / ANSWERS_PER_ROUND;
  perAnswer.push(microseconds);
  let line =
    `round ${String(round + 1)}: ${microseconds.toFixed(0)} µs CPU per answer ` +
    `(user ${(used.user / ANSWERS_PER_ROUND).toFixed(0)}, system ${(used.system / ANSWERS_PER_ROUND).toFixed(0)})`;
  if (adminUrl !== undefined) {
    const database = backendCpuUsedUs(databaseBefore, await backendCpuUs()) / ANSWERS_PER_ROUND;
    databasePerAnswer.push(database);
    line += `; PostgreSQL ${database.toFixed(0)} µs, ${queries.toFixed(2)} queries per answer`;
  }
  process.stdout.write(`${line}\n`);
}
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
process.stdout.write(`ANSWER_COST_US ${median(perAnswer).toFixed(0)}\n`);
if (adminUrl !== undefined)
  process.stdout.write(`ANSWER_DATABASE_COST_US ${median(databasePerAnswer).toFixed(0)}\n`);
await app.close();
await db.destroy();
if (adminUrl !== undefined)
  await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${scratchName} WITH (FORCE)`));
fs.rmSync(dataDir, { recursive: true, force: true });
