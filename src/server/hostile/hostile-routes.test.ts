import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateSessionReply, JoinReply } from '#shared/contracts/sessions';
import { createTestApp, errorOf, type TestApp } from '#server/test-app';
import { anyBody, anyHeaders, parameter } from './hostile-input';

/** Every route with its parameters; ids are filled from known ids or hostile strings. */
const ROUTES = [
  ['GET', '/api/health'],
  ['GET', '/api/site-info'],
  ['POST', '/api/sessions'],
  ['GET', '/api/sessions/:id'],
  ['GET', '/api/sessions/:id/students'],
  ['PUT', '/api/sessions/:id/settings'],
  ['POST', '/api/sessions/:id/start'],
  ['POST', '/api/sessions/:id/stop'],
  ['POST', '/api/sessions/:id/next-operation'],
  ['DELETE', '/api/sessions/:id'],
  ['PUT', '/api/sessions/:id/lock'],
  ['POST', '/api/sessions/:id/students/:studentId/remove'],
  ['POST', '/api/sessions/:id/students/remove'],
  ['POST', '/api/sessions/:id/join'],
  ['GET', '/api/students/:studentId/progress'],
  ['DELETE', '/api/sessions/:id/students/:studentId'],
  ['POST', '/api/students/:studentId/problems'],
  ['POST', '/api/students/:studentId/answers'],
  ['GET', '/api/sessions/:id/report.csv'],
  ['GET', '/api/sessions/:id/report.pdf'],
  ['GET', '/api/sessions/:id/insight'],
  ['GET', '/api/sessions/:id/students/:studentId/insight'],
  ['POST', '/api/support/tickets'],
  ['PUT', '/api/backups/:id'],
  ['GET', '/api/backups/:id'],
  ['DELETE', '/api/backups/:id'],
  ['PATCH', '/api/sessions/:id'],
  ['GET', '/api/nowhere/:id'],
] as const;

let testApp: TestApp;
let app: FastifyInstance;
/** A session the attacker may use freely: its own code, ids and tokens. */
let own: { session: CreateSessionReply; student: JoinReply };
/** Another class's session: the attacker knows its ids but none of its tokens or its code. */
let other: { session: CreateSessionReply; student: JoinReply };

async function classWithOneStudent(): Promise<{ session: CreateSessionReply; student: JoinReply }> {
  const created = await app.inject({
    method: 'POST',
    url: '/api/sessions',
    payload: {
      autoStart: true,
      operations: [{ type: 'addition', numberRange: { min: 1, max: 10 }, challengeCount: 5 }],
    },
  });
  const session = created.json<CreateSessionReply>();
  const joined = await app.inject({
    method: 'POST',
    url: `/api/sessions/${session.sessionCode}/join`,
    payload: { name: 'Kari' },
  });
  return { session, student: joined.json<JoinReply>() };
}

/** What a teacher of the other session sees: must be the same after any attack. */
async function otherSessionAsItsTeacher() {
  const headers = { authorization: `Bearer ${other.session.teacherToken}` };
  const [students, csv] = await Promise.all([
    app.inject({ url: `/api/sessions/${other.session.sessionId}/students`, headers }),
    app.inject({ url: `/api/sessions/${other.session.sessionId}/report.csv`, headers }),
  ]);
  return { students: students.json<unknown>(), csv: csv.body, status: students.statusCode };
}

beforeAll(async () => {
  testApp = await createTestApp();
  app = testApp.app;
  own = await classWithOneStudent();
  other = await classWithOneStudent();
});

afterAll(async () => {
  await testApp.dispose();
});

describe('hostile requests to every route', () => {
  it('never get a 5xx, always get JSON errors, and never change another class', async () => {
    const before = await otherSessionAsItsTeacher();
    const ids = () => [
      own.session.sessionId,
      own.session.sessionCode,
      own.student.studentId,
      other.session.sessionId,
      other.student.studentId,
    ];
    const tokens = () => [own.session.teacherToken, own.student.reconnectionToken];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES),
        parameter(ids()),
        parameter(ids()),
        anyBody,
        anyHeaders,
        fc.option(fc.constantFrom(...tokens()), { nil: undefined }),
        async ([method, template], id, studentId, body, headers, ownToken) => {
          const url = template
            .replace(':id', encodeURIComponent(id))
            .replace(':studentId', encodeURIComponent(studentId));
          const response = await app.inject({
            method,
            url,
            headers: {
              ...headers,
              ...(ownToken === undefined ? {} : { authorization: `Bearer ${ownToken}` }),
            },
            ...(method === 'GET' ? {} : { payload: body }),
          });
          expect(response.statusCode, `${method} ${url}`).toBeLessThan(500);
          if (response.statusCode >= 400) {
            expect(response.headers['content-type']).toMatch(/^application\/json/);
            expect(errorOf(response).message).not.toBe('');
          }
        },
      ),
      { numRuns: 1000 },
    );
    expect(await otherSessionAsItsTeacher()).toEqual(before);
    expect(Object.prototype).not.toHaveProperty('polluted');
  }, 60_000);
});
