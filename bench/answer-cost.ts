/**
 * The server's CPU time per answer, without sockets or a load generator: the whole request path
 * (routing, security headers, token check, validation, the answer's transaction and the reply)
 * through Fastify's `inject`, over a real SQLite file. Measured as process CPU time, so other
 * work on the machine hardly moves it. Prints one line per round and the median.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AnswerReply, CreateSessionReply, JoinReply } from '../src/shared/contracts/sessions';
import type { ClassProblem } from '../src/shared/contracts/sessions';
import { createApp } from '../src/server/app';
import { openDatabase } from '../src/server/db/open-database';
import { migrateToLatest } from '../src/server/db/migrate';

const PUPILS = 300;
const ROUNDS = 5;
const ANSWERS_PER_ROUND = 10_000;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mattemester-answer-cost-'));
const { db, dialect } = openDatabase({ sqliteFile: path.join(dataDir, 'bench.sqlite') });
await migrateToLatest(db);
const app = await createApp({
  config: { clientDir: '/nonexistent', version: 'bench', logLevel: 'silent' },
  db,
  dialect,
});

async function post<T>(url: string, body: object, token?: string): Promise<T> {
  const reply = await app.inject({
    method: 'POST',
    url,
    payload: body,
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });
  if (reply.statusCode >= 300) throw new Error(`${url}: ${reply.statusCode} ${reply.body}`);
  return reply.json<T>();
}

interface BenchPupil {
  readonly id: string;
  readonly token: string;
  problem: ClassProblem;
}

const pupils: BenchPupil[] = [];
for (let classIndex = 0; classIndex < PUPILS / 30; classIndex += 1) {
  const session = await post<CreateSessionReply>('/api/sessions', {
    autoStart: true,
    continuousMode: true,
    operations: [{ type: 'multiplication', numberRange: { min: 1, max: 10 }, challengeCount: 10 }],
  });
  for (let index = 0; index < 30; index += 1) {
    const joined = await post<JoinReply>(`/api/sessions/${session.sessionCode}/join`, {
      name: `Pupil ${String(index + 1)}`,
    });
    const problem = await post<ClassProblem>(
      `/api/students/${joined.studentId}/problems`,
      {},
      joined.reconnectionToken,
    );
    pupils.push({ id: joined.studentId, token: joined.reconnectionToken, problem });
  }
}

async function answerOnce(pupil: BenchPupil): Promise<void> {
  const reply = await post<AnswerReply>(
    `/api/students/${pupil.id}/answers`,
    { problemId: pupil.problem.problemId, choiceIndex: 0, timeSpent: 1500 },
    pupil.token,
  );
  if (reply.nextProblem === null) throw new Error('no next problem');
  pupil.problem = reply.nextProblem;
}

const perAnswer: number[] = [];
for (let round = 0; round < ROUNDS; round += 1) {
  const before = process.cpuUsage();
  for (let count = 0; count < ANSWERS_PER_ROUND; count += 1) {
    await answerOnce(pupils[count % pupils.length] as BenchPupil);
  }
  const used = process.cpuUsage(before);
  const microseconds = (used.user + used.system) / ANSWERS_PER_ROUND;
  perAnswer.push(microseconds);
  process.stdout.write(
    `round ${String(round + 1)}: ${microseconds.toFixed(0)} µs CPU per answer ` +
      `(user ${(used.user / ANSWERS_PER_ROUND).toFixed(0)}, system ${(used.system / ANSWERS_PER_ROUND).toFixed(0)})\n`,
  );
}
const median = [...perAnswer].sort((a, b) => a - b)[Math.floor(ROUNDS / 2)] ?? 0;
process.stdout.write(`ANSWER_COST_US ${median.toFixed(0)}\n`);
await app.close();
await db.destroy();
fs.rmSync(dataDir, { recursive: true, force: true });
