import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, expect } from 'vitest';
import type { ClassProblem, CreateSessionReply, JoinReply } from '#shared/contracts/sessions';
import { createTestApp, type TestApp } from '../../test-app';

/** The header a pupil's or teacher's token travels in. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * The class API as tests call it through `inject`, on the app `appOf` gives when called (a test
 * file builds a new app for each test). Each call expects success unless it returns the reply.
 */
export function testClassClient(appOf: () => FastifyInstance) {
  return {
    createSession: async (body: object): Promise<CreateSessionReply> => {
      const response = await appOf().inject({
        method: 'POST',
        url: '/api/sessions',
        payload: body,
      });
      expect(response.statusCode).toBe(201);
      return response.json();
    },

    join: async (code: string, name: string, reconnectionToken?: string): Promise<JoinReply> => {
      const response = await appOf().inject({
        method: 'POST',
        url: `/api/sessions/${code}/join`,
        payload: { name, reconnectionToken },
      });
      expect(response.statusCode).toBe(200);
      return response.json();
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
      return response.json();
    },

    /** A pupil's answer with their own token unless another is given; the reply is the caller's. */
    answer: (student: JoinReply, problemId: string, choiceIndex: number, token?: string) =>
      appOf().inject({
        method: 'POST',
        url: `/api/students/${student.studentId}/answers`,
        headers: bearer(token ?? student.reconnectionToken),
        payload: { problemId, choiceIndex, timeSpent: 1000 },
      }),
  };
}

/** The operands of a problem's stem, in the order shown ("7 × 8 = ?" gives 7 and 8). */
export function operandsOf(problem: Pick<ClassProblem, 'stem'>): [number, number] {
  const [a = 0, b = 0] = (problem.stem.match(/\d+/g) ?? []).map(Number);
  return [a, b];
}

/** The index of the right choice of a problem, worked out from its stem as a pupil would. */
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
export function freshAppForEachTest(): () => TestApp {
  let testApp: TestApp | undefined;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(async () => {
    await testApp?.dispose();
  });
  return () => {
    if (testApp === undefined) throw new Error('the test app is made before each test');
    return testApp;
  };
}
