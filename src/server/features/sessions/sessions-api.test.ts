import { describe, expect, it } from 'vitest';
import { CATALOGS } from '#shared/i18n/catalogs';
import {
  sessionPublicViewSchema,
  studentListReplySchema,
  teacherSessionStateSchema,
} from '#shared/contracts/sessions';
import { errorOf } from '#server/test-app';
import {
  classApiForEachTest,
  twoOperations,
} from '#server/features/class/testing/test-class-client';

const errors = CATALOGS.en.errors;

/** The session routes (sessions.routes.ts): creating, reading, and the teacher's controls. */
describe('class session API', () => {
  const { app, createSession, join, teacher, publicView } = classApiForEachTest();

  describe('creating and reading a session', () => {
    it('creates a session with a 6-character code without look-alikes and a long teacher token', async () => {
      const created = await createSession();
      expect(created.sessionCode).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
      expect(created.teacherToken.length).toBeGreaterThanOrEqual(43);
      expect(created.sessionId).not.toBe(created.teacherId);
    });

    it('builds one operation from mathType, minNumber and maxNumber when no list is sent', async () => {
      const created = await createSession({
        autoStart: true,
        mathType: 'division',
        minNumber: 2,
        maxNumber: 9,
      });
      const view = await publicView(created.sessionCode);
      expect(view).toMatchObject({ status: 'active', isStarted: true, phase: 'running' });
      expect(view.operations).toEqual([
        { type: 'division', numberRange: { min: 2, max: 9 }, challengeCount: 10 },
      ]);
    });

    it('refuses an empty operation list with the message of SPEC §5', async () => {
      const response = await app().inject({
        method: 'POST',
        url: '/api/sessions',
        payload: { operations: [] },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: { code: 'no_operations', message: errors.noOperations },
      });
    });

    it('refuses ranges, question counts and exam durations outside the limits, naming the field', async () => {
      const cases = [
        { operations: [{ type: 'addition', numberRange: { min: 0, max: 10 } }] },
        { operations: [{ type: 'addition', numberRange: { min: 1, max: 101 } }] },
        { operations: [{ type: 'addition', numberRange: { min: 1, max: 10 }, challengeCount: 4 }] },
        {
          operations: [{ type: 'addition', numberRange: { min: 1, max: 10 }, challengeCount: 51 }],
        },
        { operations: [{ type: 'algebra', numberRange: { min: 1, max: 10 } }] },
        { examMode: true, examDurationMinutes: 181 },
        { autoStart: 'yes' },
      ];
      for (const payload of cases) {
        const response = await app().inject({ method: 'POST', url: '/api/sessions', payload });
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(errorOf(response)).toMatchObject({
          code: 'invalid_field',
          message: expect.stringMatching(/^Please check the field "/) as string,
        });
      }
    });

    it('drops unknown fields', async () => {
      const created = await createSession({
        ...twoOperations,
        isAdmin: true,
        operations: twoOperations.operations.map((op) => ({ ...op, secret: 1 })),
      });
      // The reply as sent: parsing it through the contract would drop the fields looked for.
      const view = (
        await app().inject({ method: 'GET', url: `/api/sessions/${created.sessionCode}` })
      ).json<unknown>();
      expect(JSON.stringify(view)).not.toContain('secret');
      expect(JSON.stringify(view)).not.toContain('isAdmin');
    });

    it('finds a session by code trimmed and in any case, and never shows students or tokens', async () => {
      const created = await createSession();
      await join(created.sessionCode, 'Åse');
      const response = await app().inject({
        method: 'GET',
        url: `/api/sessions/%20${created.sessionCode.toLowerCase()}%20`,
      });
      expect(response.statusCode).toBe(200);
      expect(sessionPublicViewSchema.parse(response.json())).toMatchObject({
        sessionId: created.sessionId,
        status: 'active',
        isStarted: false,
        phase: 'waiting',
      });
      expect(response.body).not.toContain('Åse');
      expect(response.body).not.toContain(created.teacherToken);
    });

    it('answers an unknown code with 404 and the join message of SPEC §8', async () => {
      const response = await app().inject({ method: 'GET', url: '/api/sessions/ZZZZZZ' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: { code: 'session_not_found', message: errors.sessionNotFound },
      });
      const joinResponse = await app().inject({
        method: 'POST',
        url: '/api/sessions/ZZZZZZ/join',
        payload: { name: 'Ola' },
      });
      expect(joinResponse.statusCode).toBe(404);
    });

    it('finds no session by a code with characters after a real one', async () => {
      const created = await createSession();
      for (const code of [`${created.sessionCode}Z`, `${created.sessionCode}-`]) {
        const response = await app().inject({ method: 'GET', url: `/api/sessions/${code}` });
        expect(response.statusCode, code).toBe(404);
        const joined = await app().inject({
          method: 'POST',
          url: `/api/sessions/${code}/join`,
          payload: { name: 'Ola' },
        });
        expect(joined.statusCode, code).toBe(404);
      }
    });

    it('refuses a body over 16 KB with 413', async () => {
      const response = await app().inject({
        method: 'POST',
        url: '/api/sessions',
        payload: { padding: 'x'.repeat(17 * 1024) },
      });
      expect(response.statusCode).toBe(413);
    });
  });

  describe('teacher authority', () => {
    const teacherRoutes = (id: string): ['GET' | 'POST' | 'PUT' | 'DELETE', string][] => [
      ['GET', `/api/sessions/${id}/students`],
      ['PUT', `/api/sessions/${id}/settings`],
      ['POST', `/api/sessions/${id}/start`],
      ['POST', `/api/sessions/${id}/stop`],
      ['POST', `/api/sessions/${id}/next-operation`],
      ['DELETE', `/api/sessions/${id}`],
    ];

    it('answers 401 without a token, 403 with a student token or another teacher token', async () => {
      const created = await createSession();
      const other = await createSession();
      const student = await join(created.sessionCode, 'Ola');
      for (const [method, url] of teacherRoutes(created.sessionId)) {
        const payload = method === 'PUT' ? twoOperations : undefined;
        const none = await app().inject({ method, url, ...(payload ? { payload } : {}) });
        expect(none.statusCode, `${method} ${url}`).toBe(401);
        expect(none.json()).toEqual({
          error: { code: 'missing_token', message: errors.missingToken },
        });
        const asStudent = await teacher(method, url, student.reconnectionToken, payload);
        expect(asStudent.statusCode, `${method} ${url}`).toBe(403);
        const asOtherTeacher = await teacher(method, url, other.teacherToken, payload);
        expect(asOtherTeacher.statusCode, `${method} ${url}`).toBe(403);
      }
      const view = await publicView(created.sessionCode);
      expect(view.phase).toBe('waiting');
    });

    it('lists the students with their stats for the teacher', async () => {
      const created = await createSession();
      await join(created.sessionCode, 'Åse Ørn');
      const response = await teacher(
        'GET',
        `/api/sessions/${created.sessionId}/students`,
        created.teacherToken,
      );
      expect(response.statusCode).toBe(200);
      expect(studentListReplySchema.parse(response.json()).students).toEqual([
        expect.objectContaining({
          name: 'Åse Ørn',
          stats: {
            correct: 0,
            incorrect: 0,
            streak: 0,
            bestStreak: 0,
            questionsAnswered: 0,
            totalTimeSpentMs: 0,
          },
        }),
      ]);
    });

    it('starts, stops and ends a session; an ended session is gone', async () => {
      const created = await createSession();
      const started = await teacher(
        'POST',
        `/api/sessions/${created.sessionId}/start`,
        created.teacherToken,
      );
      expect(teacherSessionStateSchema.parse(started.json())).toMatchObject({
        isStarted: true,
        phase: 'running',
      });
      const stopped = await teacher(
        'POST',
        `/api/sessions/${created.sessionId}/stop`,
        created.teacherToken,
      );
      expect(teacherSessionStateSchema.parse(stopped.json())).toMatchObject({
        isStarted: false,
        phase: 'stopped',
      });
      const ended = await teacher(
        'DELETE',
        `/api/sessions/${created.sessionId}`,
        created.teacherToken,
      );
      expect(ended.statusCode).toBe(204);
      expect(
        (await app().inject({ method: 'GET', url: `/api/sessions/${created.sessionCode}` }))
          .statusCode,
      ).toBe(404);
    });

    it('moves to the next operation, replying with the state after the move, and refuses after the last', async () => {
      const created = await createSession();
      const next = await teacher(
        'POST',
        `/api/sessions/${created.sessionId}/next-operation`,
        created.teacherToken,
      );
      expect(teacherSessionStateSchema.parse(next.json())).toMatchObject({
        sessionId: created.sessionId,
        currentOperationIndex: 1,
      });
      const refused = await teacher(
        'POST',
        `/api/sessions/${created.sessionId}/next-operation`,
        created.teacherToken,
      );
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        error: { code: 'last_operation', message: errors.lastOperation },
      });
    });

    it('keeps the class on its step when the teacher removes an operation before it', async () => {
      const range = { min: 1, max: 10 };
      const [addition, subtraction, division] = (
        ['addition', 'subtraction', 'division'] as const
      ).map((type) => ({ type, numberRange: range, challengeCount: 5 }));
      const created = await createSession({ operations: [addition, subtraction, division] });
      await teacher(
        'POST',
        `/api/sessions/${created.sessionId}/next-operation`,
        created.teacherToken,
      );
      const changed = await teacher(
        'PUT',
        `/api/sessions/${created.sessionId}/settings`,
        created.teacherToken,
        { operations: [subtraction, division] },
      );
      expect(teacherSessionStateSchema.parse(changed.json())).toMatchObject({
        operations: [{ type: 'subtraction' }, { type: 'division' }],
        currentOperationIndex: 0,
      });
    });

    it('changes the settings during a session and validates them', async () => {
      const created = await createSession();
      const changed = await teacher(
        'PUT',
        `/api/sessions/${created.sessionId}/settings`,
        created.teacherToken,
        {
          operations: [
            { type: 'subtraction', numberRange: { min: 5, max: 20 }, challengeCount: 8 },
          ],
          continuousMode: true,
        },
      );
      expect(changed.statusCode).toBe(200);
      expect(teacherSessionStateSchema.parse(changed.json())).toMatchObject({
        operations: [{ type: 'subtraction' }],
        settings: { continuousMode: true },
      });
      const bad = await teacher(
        'PUT',
        `/api/sessions/${created.sessionId}/settings`,
        created.teacherToken,
        { operations: [] },
      );
      expect(bad.statusCode).toBe(400);
    });
    it('refuses new settings that name no operation and keeps the class as it was set up', async () => {
      const created = await createSession({
        mathType: 'multiplication',
        minNumber: 2,
        maxNumber: 9,
      });
      const url = `/api/sessions/${created.sessionId}/settings`;
      for (const payload of [undefined, {}, { continuousMode: true }]) {
        const refused = await teacher('PUT', url, created.teacherToken, payload);
        expect(refused.statusCode).toBe(400);
        expect(errorOf(refused).code).toBe('no_operations');
      }
      const nullBody = await app().inject({
        method: 'PUT',
        url,
        headers: {
          authorization: `Bearer ${created.teacherToken}`,
          'content-type': 'application/json',
        },
        payload: 'null',
      });
      expect(nullBody.statusCode).toBe(400);
      expect(errorOf(nullBody).code).toBe('bad_request');
      expect((await publicView(created.sessionCode)).operations).toEqual([
        { type: 'multiplication', numberRange: { min: 2, max: 9 }, challengeCount: 10 },
      ]);
    });

    it("refuses a JSON null in place of a new session's settings", async () => {
      const refused = await app().inject({
        method: 'POST',
        url: '/api/sessions',
        headers: { 'content-type': 'application/json' },
        payload: 'null',
      });
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused).code).toBe('bad_request');
    });
  });

  describe('exam, lock and removing a student', () => {
    it('refuses new names in a locked session but lets a student with a token back in', async () => {
      const created = await createSession();
      const student = await join(created.sessionCode, 'Ola');
      const locked = await teacher(
        'PUT',
        `/api/sessions/${created.sessionId}/lock`,
        created.teacherToken,
        { locked: true },
      );
      expect(teacherSessionStateSchema.parse(locked.json())).toMatchObject({ locked: true });
      const refused = await app().inject({
        method: 'POST',
        url: `/api/sessions/${created.sessionCode}/join`,
        payload: { name: 'Kari' },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        error: { code: 'session_locked', message: errors.sessionLocked },
      });
      expect((await join(created.sessionCode, 'Ola', student.reconnectionToken)).isRejoin).toBe(
        true,
      );
      await teacher('PUT', `/api/sessions/${created.sessionId}/lock`, created.teacherToken, {
        locked: false,
      });
      expect((await join(created.sessionCode, 'Kari')).studentName).toBe('Kari');
      const asStudent = await teacher(
        'PUT',
        `/api/sessions/${created.sessionId}/lock`,
        student.reconnectionToken,
        { locked: false },
      );
      expect(asStudent.statusCode).toBe(403);
    });
  });
});
