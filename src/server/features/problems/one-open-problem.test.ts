import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  classProblemSchema,
  type CreateSessionReply,
  type JoinReply,
} from '#shared/contracts/sessions';
import { createTestDatabase, type TestDatabase } from '#server/db/test-databases';
import { createTestApp, newRedisPrefix, type TestApp } from '#server/test-app';

/** Two "processes" over one database (SQLite here, PostgreSQL in the scaled run). */
let database: TestDatabase;
let processes: TestApp[];

beforeEach(async () => {
  database = await createTestDatabase();
  const redisPrefix = newRedisPrefix();
  processes = [
    await createTestApp({ database, redisPrefix }),
    await createTestApp({ database, redisPrefix }),
  ];
});

afterEach(async () => {
  for (const process of processes) await process.dispose();
  await database.dispose();
});

/** The app of one of the two processes. */
function appOf(index: number) {
  const app = processes[index]?.app;
  if (app === undefined) throw new Error('no such process');
  return app;
}

const STUDENTS = 8;
const REQUESTS_PER_STUDENT = 20;

async function startedClassOf(students: number): Promise<JoinReply[]> {
  const app = appOf(0);
  const created = (
    await app.inject({
      method: 'POST',
      url: '/api/sessions',
      payload: {
        operations: [{ type: 'addition', numberRange: { min: 1, max: 10 }, challengeCount: 5 }],
        autoStart: true,
      },
    })
  ).json<CreateSessionReply>();
  const joined: JoinReply[] = [];
  for (let index = 0; index < students; index += 1)
    joined.push(
      (
        await app.inject({
          method: 'POST',
          url: `/api/sessions/${created.sessionCode}/join`,
          payload: { name: `Student ${String(index + 1)}` },
        })
      ).json<JoinReply>(),
    );
  return joined;
}

describe('one open problem per student', () => {
  it(`gives all of ${String(REQUESTS_PER_STUDENT)} parallel requests over two processes the same problem`, async () => {
    const students = await startedClassOf(STUDENTS);
    for (const student of students) {
      const replies = await Promise.all(
        Array.from({ length: REQUESTS_PER_STUDENT }, (_, index) =>
          appOf(index % 2).inject({
            method: 'POST',
            url: `/api/students/${student.studentId}/problems`,
            headers: { authorization: `Bearer ${student.reconnectionToken}` },
          }),
        ),
      );
      const problems = replies.map((reply) => {
        expect(reply.statusCode).toBe(200);
        return classProblemSchema.parse(reply.json());
      });
      expect(new Set(problems.map((problem) => problem.problemId)).size).toBe(1);
      expect(problems[0]?.questionNumber).toBe(1);
      const stored = await database.db
        .selectFrom('problems')
        .select('id')
        .where('student_id', '=', student.studentId)
        .execute();
      expect(stored.map((row) => row.id)).toEqual([problems[0]?.problemId]);
    }
  });
});
