import { describe, expect, it } from 'vitest';
import { lessonRecordReplySchema } from '#shared/contracts/lesson-record';
import {
  bearer,
  classApiForEachTest,
  rightChoiceOf,
} from '#server/features/class/testing/test-class-client';
import { sampleStudent } from '#server/features/class/testing/test-class-objects';
import { factKeysOfOperations } from '#shared/maths/fact-domain';
import { lessonFactsOf } from './lesson-record';

const range = { min: 1, max: 10 };

describe('lessonFactsOf', () => {
  it("keeps only the lesson's facts: its operations, and its picked tables", () => {
    const keys = factKeysOfOperations([
      { type: 'multiplication', numberRange: range, tables: [7] },
    ]);
    expect(keys.has('multiplication:7:8')).toBe(true);
    expect(keys.has('multiplication:3:4')).toBe(false);
    const student = sampleStudent({
      questionsAnswered: 12,
      factSchedule: {
        facts: {
          'multiplication:7:8': { box: 2, lastAskedIndex: 10, lastAskedAtMs: 5000 },
          'multiplication:3:4': { box: 4, lastAskedIndex: 3, lastAskedAtMs: 4000 },
          'addition:2:3': { box: 1, lastAskedIndex: -30 },
        },
        missed: [],
        lastKey: 'multiplication:7:8',
      },
    });
    expect(lessonFactsOf(student, keys)).toEqual([['m7:8', 2, 5000, [0, 0, 0, 0], 2]]);
  });

  it('keeps a fact answered in the lesson whose tables the teacher has changed since', () => {
    const keys = factKeysOfOperations([
      { type: 'multiplication', numberRange: range, tables: [7] },
    ]);
    const student = sampleStudent({
      questionsAnswered: 1,
      joinedAtMs: 10_000,
      factSchedule: {
        facts: {
          'multiplication:2:3': { box: 1, lastAskedIndex: 0, lastAskedAtMs: 12_000 },
          'multiplication:3:4': { box: 4, lastAskedIndex: -5, lastAskedAtMs: 9_000 },
        },
        missed: [],
        lastKey: 'multiplication:2:3',
      },
    });
    expect(lessonFactsOf(student, keys).map(([key, box]) => [key, box])).toEqual([['m2:3', 1]]);
  });
});

describe('GET /api/sessions/{id}/lesson-record', () => {
  const { app, createSession, join, nextProblem, answer, teacher } = classApiForEachTest();
  const multiplication = {
    autoStart: true,
    operations: [{ type: 'multiplication', numberRange: range, challengeCount: 10, tables: [6] }],
  };

  it("gives the teacher each student's figures and the lesson's facts, those the device brought too", async () => {
    const created = await createSession(multiplication);
    const joined = await app().inject({
      method: 'POST',
      url: `/api/sessions/${created.sessionCode}/join`,
      payload: {
        name: 'Ada',
        facts: [
          ['m6:9', 3, 1_700_000_000_000],
          ['a2:3', 2, 1_700_000_000_000],
        ],
      },
    });
    expect(joined.statusCode).toBe(200);
    const bo = await join(created.sessionCode, 'Bo');
    const problem = await nextProblem(bo);
    expect((await answer(bo, problem.problemId, rightChoiceOf(problem))).statusCode).toBe(200);

    const response = await teacher(
      'GET',
      `/api/sessions/${created.sessionId}/lesson-record`,
      created.teacherToken,
    );
    expect(response.statusCode).toBe(200);
    const record = lessonRecordReplySchema.parse(response.json());
    expect(record.operations).toMatchObject([{ type: 'multiplication', tables: [6] }]);
    const [ada, boRecord] = record.students;
    expect(ada).toMatchObject({ name: 'Ada', removed: false, stats: { questionsAnswered: 0 } });
    // The device's 6 × 9 belongs to the lesson; its 2 + 3 does not.
    expect(ada?.facts.map(([key, box]) => [key, box])).toEqual([['m6:9', 3]]);
    expect(boRecord).toMatchObject({ name: 'Bo', stats: { questionsAnswered: 1, correct: 1 } });
    expect(boRecord?.facts).toHaveLength(1);
    expect(boRecord?.facts[0]?.[0]).toMatch(/^m\d+:\d+$/);
  });

  it('keeps a fact answered just before the teacher changed the tables, and no device fact of them', async () => {
    const created = await createSession(multiplication);
    const joined = await app().inject({
      method: 'POST',
      url: `/api/sessions/${created.sessionCode}/join`,
      payload: { name: 'Ada', facts: [['m6:9', 3, 1_700_000_000_000]] },
    });
    expect(joined.statusCode).toBe(200);
    const bo = await join(created.sessionCode, 'Bo');
    const problem = await nextProblem(bo);
    expect((await answer(bo, problem.problemId, rightChoiceOf(problem))).statusCode).toBe(200);
    const sevens = {
      ...multiplication,
      operations: [{ ...multiplication.operations[0], tables: [7] }],
    };
    const url = `/api/sessions/${created.sessionId}/settings`;
    expect((await teacher('PUT', url, created.teacherToken, sevens)).statusCode).toBe(200);

    const response = await teacher(
      'GET',
      `/api/sessions/${created.sessionId}/lesson-record`,
      created.teacherToken,
    );
    const record = lessonRecordReplySchema.parse(response.json());
    expect(record.operations).toMatchObject([{ type: 'multiplication', tables: [7] }]);
    const [ada, boRecord] = record.students;
    // Ada brought 6 × 9 and answered nothing: the lesson no longer asks it.
    expect(ada?.facts).toEqual([]);
    expect(boRecord?.facts.map(([key, box]) => [key, box])).toEqual([
      [expect.stringMatching(/^m(6:\d+|\d+:6)$/), 1],
    ]);
  });

  it("refuses another session's teacher and a missing token", async () => {
    const created = await createSession(multiplication);
    const other = await createSession(multiplication);
    const url = `/api/sessions/${created.sessionId}/lesson-record`;
    expect((await teacher('GET', url, other.teacherToken)).statusCode).toBe(403);
    const anonymous = await app().inject({ method: 'GET', url });
    expect(anonymous.statusCode).toBe(401);
    expect((await app().inject({ method: 'GET', url, headers: bearer('x') })).statusCode).toBe(403);
  });
});
