import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { ClassProblem, CreateSessionReply, JoinReply } from '#shared/contracts/sessions';

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
