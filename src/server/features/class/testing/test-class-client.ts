import type { DeviceFact } from '#shared/contracts/device-facts';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, expect } from 'vitest';
import { z } from 'zod/mini';
import {
  classProblemSchema,
  createSessionReplySchema,
  joinReplySchema,
  sessionPublicViewSchema,
  type ClassProblem,
  type CreateSessionReply,
  type JoinReply,
  type SessionPublicView,
} from '#shared/contracts/sessions';
import { introductionTier } from '#shared/maths/introduction-order';
import { createTestApp, type TestApp, type TestAppOptions } from '#server/test-app';

/** The header a student's or teacher's token travels in. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A session's settings with two operations of five questions each, started by the teacher. */
export const twoOperations = {
  autoStart: false,
  operations: [
    { type: 'addition', numberRange: { min: 1, max: 10 }, challengeCount: 5 },
    { type: 'multiplication', numberRange: { min: 1, max: 10 }, challengeCount: 5 },
  ],
};

/** A session's settings with one operation, multiplication 1-10, 20 questions, started at once. */
export const timesTablesLesson = {
  autoStart: true,
  operations: [{ type: 'multiplication', numberRange: { min: 1, max: 10 }, challengeCount: 20 }],
} as const;

/**
 * A problem exactly as the contract has it: a field the contract does not list (the answer, say)
 * fails the parse instead of being dropped by it.
 */
export const exactClassProblemSchema = z.strictObject(classProblemSchema.shape);

/**
 * The class API as tests call it through `inject`, on the app `appOf` gives when called (a test
 * file builds a new app for each test). Each call expects success unless it returns the reply.
 */
export function testClassClient(appOf: () => FastifyInstance) {
  return {
    createSession: async (body: object = twoOperations): Promise<CreateSessionReply> => {
      const response = await appOf().inject({
        method: 'POST',
        url: '/api/sessions',
        payload: body,
      });
      expect(response.statusCode).toBe(201);
      return createSessionReplySchema.parse(response.json());
    },

    join: async (code: string, name: string, reconnectionToken?: string): Promise<JoinReply> => {
      const response = await appOf().inject({
        method: 'POST',
        url: `/api/sessions/${code}/join`,
        payload: { name, reconnectionToken },
      });
      expect(response.statusCode).toBe(200);
      return joinReplySchema.parse(response.json());
    },

    /** What anyone with the code sees of a session (GET /api/sessions/{code}). */
    publicView: async (code: string): Promise<SessionPublicView> => {
      const response = await appOf().inject({ method: 'GET', url: `/api/sessions/${code}` });
      return sessionPublicViewSchema.parse(response.json());
    },

    /** A teacher's request with their token; the reply is the caller's to check. */
    teacher: (
      method: 'POST' | 'DELETE' | 'GET' | 'PUT',
      path: string,
      token: string,
      payload?: object,
    ) =>
      appOf().inject({
        method,
        url: path,
        headers: bearer(token),
        ...(payload ? { payload } : {}),
      }),

    nextProblem: async (student: JoinReply): Promise<ClassProblem> => {
      const response = await appOf().inject({
        method: 'POST',
        url: `/api/students/${student.studentId}/problems`,
        headers: bearer(student.reconnectionToken),
      });
      expect(response.statusCode).toBe(200);
      return exactClassProblemSchema.parse(response.json());
    },

    /** A student's answer with their own token unless another is given; the reply is the caller's. */
    answer: (student: JoinReply, problemId: string, choiceIndex: number, token?: string) =>
      appOf().inject({
        method: 'POST',
        url: `/api/students/${student.studentId}/answers`,
        headers: bearer(token ?? student.reconnectionToken),
        payload: { problemId, choiceIndex, timeSpentMs: 1000 },
      }),
  };
}

/** The operands of a problem's stem, in the order shown ("7 × 8 = ?" gives 7 and 8). */
export function operandsOf(problem: Pick<ClassProblem, 'stem'>): [number, number] {
  const [a = 0, b = 0] = (problem.stem.match(/\d+/g) ?? []).map(Number);
  return [a, b];
}

/** How early the multiplication a problem's stem asks is met (introductionTier). */
export function tierOfProblem(problem: Pick<ClassProblem, 'stem'>): number {
  const [operand1, operand2] = operandsOf(problem);
  return introductionTier({ operation: 'multiplication', operand1, operand2 });
}

/** The index of the right choice of a problem, worked out from its stem as a student would. */
export function rightChoiceOf(problem: Pick<ClassProblem, 'stem' | 'choices'>): number {
  const [a, b] = operandsOf(problem);
  const symbol = /[+\u2212×÷]/.exec(problem.stem)?.[0];
  const answer =
    symbol === '+' ? a + b : symbol === '\u2212' ? a - b : symbol === '×' ? a * b : a / b;
  return problem.choices.findIndex((choice) => Number(choice) === answer);
}

/** The fact a multiplication or addition asks, both orders as one: "7×8". */
export function commutativeFactOf(problem: Pick<ClassProblem, 'stem'>): string {
  const [a, b] = operandsOf(problem);
  return `${String(Math.min(a, b))}×${String(Math.max(a, b))}`;
}

/**
 * A fresh app for each test of the file: built before each test and disposed after it. Call at
 * the top of a describe block; the returned function gives the current test's app.
 */
export function freshAppForEachTest(options: TestAppOptions = {}): () => TestApp {
  let testApp: TestApp | undefined;
  beforeEach(async () => {
    testApp = await createTestApp(options);
  });
  afterEach(async () => {
    await testApp?.dispose();
  });
  return () => {
    if (testApp === undefined) throw new Error('the test app is made before each test');
    return testApp;
  };
}

/**
 * What a test file of the class API starts with: a fresh app for each test (`testApp()`, its
 * Fastify instance `app()`) and the class client on it. Call at the top of a describe block.
 */
export function classApiForEachTest() {
  const testApp = freshAppForEachTest();
  const app = () => testApp().app;
  return { testApp, app, ...testClassClient(app) };
}

/** The facts of the 1, 2, 5 and 10 times tables of 1-10, each known well (box 4) at `atMs`. */
export function easyTablesKnown(atMs: number): DeviceFact[] {
  const facts: DeviceFact[] = [];
  for (const table of [1, 2, 5, 10])
    for (let factor = 1; factor <= 10; factor += 1) {
      const [a, b] = table <= factor ? [table, factor] : [factor, table];
      const key = `m${String(a)}:${String(b)}`;
      if (!facts.some(([known]) => known === key)) facts.push([key, 4, atMs]);
    }
  return facts;
}
