import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CATALOGS } from '#shared/i18n/catalogs';
import type { ClassProblem } from '#shared/contracts/sessions';
import { createTestApp, errorOf, type TestApp } from '../../test-app';
import { bearer, testClassClient } from './test-class-client';

const errors = CATALOGS.en.errors;

const twoOperations = {
  autoStart: false,
  operations: [
    { type: 'addition', numberRange: { min: 1, max: 10 }, challengeCount: 5 },
    { type: 'multiplication', numberRange: { min: 1, max: 10 }, challengeCount: 5 },
  ],
};

describe('class session API', () => {
  let testApp: TestApp;
  let app: FastifyInstance;

  beforeEach(async () => {
    testApp = await createTestApp();
    app = testApp.app;
  });

  afterEach(async () => {
    await testApp.dispose();
  });

  const { createSession: create, join, teacher, nextProblem } = testClassClient(() => app);
  const createSession = (body: object = twoOperations) => create(body);

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
      const view = (
        await app.inject({ method: 'GET', url: `/api/sessions/${created.sessionCode}` })
      ).json();
      expect(view).toMatchObject({ status: 'active', isStarted: true, phase: 'running' });
      expect(view.operations).toEqual([
        { type: 'division', numberRange: { min: 2, max: 9 }, challengeCount: 10 },
      ]);
    });

    it('refuses an empty operation list with the message of SPEC §5', async () => {
      const response = await app.inject({
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
        const response = await app.inject({ method: 'POST', url: '/api/sessions', payload });
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
      const view = (
        await app.inject({ method: 'GET', url: `/api/sessions/${created.sessionCode}` })
      ).json();
      expect(JSON.stringify(view)).not.toContain('secret');
      expect(JSON.stringify(view)).not.toContain('isAdmin');
    });

    it('finds a session by code trimmed and in any case, and never shows pupils or tokens', async () => {
      const created = await createSession();
      await join(created.sessionCode, 'Åse');
      const response = await app.inject({
        method: 'GET',
        url: `/api/sessions/%20${created.sessionCode.toLowerCase()}%20`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        sessionId: created.sessionId,
        status: 'active',
        isStarted: false,
        phase: 'waiting',
      });
      expect(response.body).not.toContain('Åse');
      expect(response.body).not.toContain(created.teacherToken);
    });

    it('answers an unknown code with 404 and the join message of SPEC §8', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/sessions/ZZZZZZ' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: { code: 'session_not_found', message: errors.sessionNotFound },
      });
      const joinResponse = await app.inject({
        method: 'POST',
        url: '/api/sessions/ZZZZZZ/join',
        payload: { name: 'Ola' },
      });
      expect(joinResponse.statusCode).toBe(404);
    });

    it('refuses a body over 16 KB with 413', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/sessions',
        payload: { padding: 'x'.repeat(17 * 1024) },
      });
      expect(response.statusCode).toBe(413);
    });
  });

  describe('joining', () => {
    it('cleans the name and gives a second pupil with the same name a distinct one', async () => {
      const { sessionCode } = await createSession();
      const first = await join(sessionCode, '  Ola\u200B  Nordmann ');
      const second = await join(sessionCode, 'ola nordmann');
      expect(first.studentName).toBe('Ola Nordmann');
      expect(second.studentName).toBe('ola nordmann 2');
      expect(second.studentId).not.toBe(first.studentId);
      expect(first.isRejoin).toBe(false);
    });

    it('rejoins with the reconnection token as the same pupil with the same name', async () => {
      const { sessionCode } = await createSession();
      const first = await join(sessionCode, 'Ольга');
      const again = await join(sessionCode, 'Another name', first.reconnectionToken);
      expect(again).toMatchObject({
        studentId: first.studentId,
        studentName: 'Ольга',
        isRejoin: true,
      });
    });

    it('refuses an empty name and one over 20 characters', async () => {
      const { sessionCode } = await createSession();
      const empty = await app.inject({
        method: 'POST',
        url: `/api/sessions/${sessionCode}/join`,
        payload: { name: ' \u200B ' },
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual({
        error: { code: 'name_required', message: errors.nameRequired },
      });
      const long = await app.inject({
        method: 'POST',
        url: `/api/sessions/${sessionCode}/join`,
        payload: { name: 'x'.repeat(21) },
      });
      expect(long.statusCode).toBe(400);
      expect(long.json()).toEqual({
        error: { code: 'name_too_long', message: errors.nameTooLong },
      });
      const missing = await app.inject({
        method: 'POST',
        url: `/api/sessions/${sessionCode}/join`,
        payload: {},
      });
      expect(missing.statusCode).toBe(400);
    });

    it('returns the join fields of SPEC §3', async () => {
      const { sessionCode } = await createSession();
      const joined = await join(sessionCode, 'Åse');
      expect(joined.settings).toEqual({
        skill: 'addition',
        minNumber: 1,
        maxNumber: 10,
        autoStart: false,
        questionsPerSet: 5,
      });
      expect(joined.sessionState).toEqual({
        isPersistent: true,
        isStarted: false,
        phase: 'waiting',
      });
      expect(joined.progress).toMatchObject({
        currentOperation: 0,
        questionsAnswered: 0,
        totalQuestions: 10,
        finished: false,
      });
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

    it('answers 401 without a token, 403 with a pupil token or another teacher token', async () => {
      const created = await createSession();
      const other = await createSession();
      const pupil = await join(created.sessionCode, 'Ola');
      for (const [method, url] of teacherRoutes(created.sessionId)) {
        const payload = method === 'PUT' ? twoOperations : undefined;
        const none = await app.inject({ method, url, ...(payload ? { payload } : {}) });
        expect(none.statusCode, `${method} ${url}`).toBe(401);
        expect(none.json()).toEqual({
          error: { code: 'missing_token', message: errors.missingToken },
        });
        const asPupil = await teacher(method, url, pupil.reconnectionToken, payload);
        expect(asPupil.statusCode, `${method} ${url}`).toBe(403);
        const asOtherTeacher = await teacher(method, url, other.teacherToken, payload);
        expect(asOtherTeacher.statusCode, `${method} ${url}`).toBe(403);
      }
      const view = (
        await app.inject({ method: 'GET', url: `/api/sessions/${created.sessionCode}` })
      ).json();
      expect(view.phase).toBe('waiting');
    });

    it('lists the pupils with their stats for the teacher', async () => {
      const created = await createSession();
      await join(created.sessionCode, 'Åse Ørn');
      const response = await teacher(
        'GET',
        `/api/sessions/${created.sessionId}/students`,
        created.teacherToken,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().students).toEqual([
        expect.objectContaining({
          name: 'Åse Ørn',
          stats: {
            correct: 0,
            incorrect: 0,
            streak: 0,
            bestStreak: 0,
            questionsAnswered: 0,
            totalTimeSpent: 0,
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
      expect(started.json()).toMatchObject({ isStarted: true, phase: 'running' });
      const stopped = await teacher(
        'POST',
        `/api/sessions/${created.sessionId}/stop`,
        created.teacherToken,
      );
      expect(stopped.json()).toMatchObject({ isStarted: false, phase: 'stopped' });
      const ended = await teacher(
        'DELETE',
        `/api/sessions/${created.sessionId}`,
        created.teacherToken,
      );
      expect(ended.statusCode).toBe(204);
      expect(
        (await app.inject({ method: 'GET', url: `/api/sessions/${created.sessionCode}` }))
          .statusCode,
      ).toBe(404);
    });

    it('moves to the next operation and refuses after the last', async () => {
      const created = await createSession();
      const next = await teacher(
        'POST',
        `/api/sessions/${created.sessionId}/next-operation`,
        created.teacherToken,
      );
      expect(next.json()).toEqual({ currentOperationIndex: 1 });
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
      expect(changed.json()).toMatchObject({
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
  });

  describe('problems and answers', () => {
    it('refuses problems before the start, then issues them without the answer', async () => {
      const created = await createSession();
      const pupil = await join(created.sessionCode, 'Ola');
      const early = await app.inject({
        method: 'POST',
        url: `/api/students/${pupil.studentId}/problems`,
        headers: bearer(pupil.reconnectionToken),
      });
      expect(early.statusCode).toBe(409);
      expect(early.json()).toEqual({
        error: { code: 'session_not_running', message: errors.sessionNotRunning },
      });
      await teacher('POST', `/api/sessions/${created.sessionId}/start`, created.teacherToken);
      const problem = await nextProblem(pupil);
      expect(problem).toMatchObject({
        operation: 'addition',
        operationIndex: 0,
        questionNumber: 1,
        operationQuestionNumber: 1,
        totalQuestions: 10,
      });
      expect(problem.choices).toHaveLength(3);
      expect(JSON.stringify(problem)).not.toMatch(/correct/i);
      expect(await nextProblem(pupil)).toEqual(problem);
    });

    it('checks the answer on the server and ignores a forged isCorrect', async () => {
      const created = await createSession({ ...twoOperations, autoStart: true });
      const pupil = await join(created.sessionCode, 'Ola');
      const problem = await nextProblem(pupil);
      const [a, b] = problem.stem.split(' + ').map((part) => Number.parseInt(part, 10));
      const wrongIndex = problem.choices.findIndex(
        (choice) => Number(choice) !== (a ?? 0) + (b ?? 0),
      );
      const response = await app.inject({
        method: 'POST',
        url: `/api/students/${pupil.studentId}/answers`,
        headers: bearer(pupil.reconnectionToken),
        payload: {
          problemId: problem.problemId,
          choiceIndex: wrongIndex,
          timeSpent: 1500,
          isCorrect: true,
        },
      });
      expect(response.statusCode).toBe(200);
      const verdict = response.json();
      expect(verdict.isCorrect).toBe(false);
      expect(verdict.correctAnswer).toBe((a ?? 0) + (b ?? 0));
      expect(verdict.stats).toMatchObject({ correct: 0, incorrect: 1, questionsAnswered: 1 });
    });

    it('counts a repeated answer once and gives the first verdict back', async () => {
      const created = await createSession({ ...twoOperations, autoStart: true });
      const pupil = await join(created.sessionCode, 'Ola');
      const problem = await nextProblem(pupil);
      const answer = (choiceIndex: number) =>
        app.inject({
          method: 'POST',
          url: `/api/students/${pupil.studentId}/answers`,
          headers: bearer(pupil.reconnectionToken),
          payload: { problemId: problem.problemId, choiceIndex, timeSpent: 1000 },
        });
      const first = (await answer(0)).json();
      const second = (await answer(1)).json();
      expect(second.isCorrect).toBe(first.isCorrect);
      expect(second.stats.questionsAnswered).toBe(1);
      const list = await teacher(
        'GET',
        `/api/sessions/${created.sessionId}/students`,
        created.teacherToken,
      );
      expect(list.json().students[0].stats.questionsAnswered).toBe(1);
    });

    it('never counts more time than passed on the server', async () => {
      const created = await createSession({ ...twoOperations, autoStart: true });
      const pupil = await join(created.sessionCode, 'Ola');
      const problem = await nextProblem(pupil);
      testApp.advanceClock(3000);
      const response = await app.inject({
        method: 'POST',
        url: `/api/students/${pupil.studentId}/answers`,
        headers: bearer(pupil.reconnectionToken),
        payload: { problemId: problem.problemId, choiceIndex: 0, timeSpent: 600_000 },
      });
      expect(response.json().stats.totalTimeSpent).toBe(4);
    });

    it('refuses a pupil acting as another pupil, and a pupil answering another pupil’s problem', async () => {
      const created = await createSession({ ...twoOperations, autoStart: true });
      const alice = await join(created.sessionCode, 'Alice');
      const bob = await join(created.sessionCode, 'Bob');
      const bobsProblem = await nextProblem(bob);
      for (const [method, url] of [
        ['POST', `/api/students/${bob.studentId}/problems`],
        ['POST', `/api/students/${bob.studentId}/answers`],
        ['GET', `/api/students/${bob.studentId}/progress`],
        ['DELETE', `/api/sessions/${created.sessionId}/students/${bob.studentId}`],
      ] as const) {
        const response = await app.inject({
          method,
          url,
          headers: bearer(alice.reconnectionToken),
          payload: { problemId: bobsProblem.problemId, choiceIndex: 0, timeSpent: 100 },
        });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        const anonymous = await app.inject({
          method,
          url,
          payload: { problemId: bobsProblem.problemId, choiceIndex: 0, timeSpent: 100 },
        });
        expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      }
      const stolen = await app.inject({
        method: 'POST',
        url: `/api/students/${alice.studentId}/answers`,
        headers: bearer(alice.reconnectionToken),
        payload: { problemId: bobsProblem.problemId, choiceIndex: 0, timeSpent: 100 },
      });
      expect(stolen.statusCode).toBe(404);
      expect(stolen.json()).toEqual({
        error: { code: 'problem_not_found', message: errors.problemNotFound },
      });
    });

    it('refuses a teacher token on pupil routes', async () => {
      const created = await createSession({ ...twoOperations, autoStart: true });
      const pupil = await join(created.sessionCode, 'Ola');
      const response = await app.inject({
        method: 'POST',
        url: `/api/students/${pupil.studentId}/problems`,
        headers: bearer(created.teacherToken),
      });
      expect(response.statusCode).toBe(403);
    });

    it('refuses bad answer bodies and a choice that does not exist', async () => {
      const created = await createSession({ ...twoOperations, autoStart: true });
      const pupil = await join(created.sessionCode, 'Ola');
      const problem = await nextProblem(pupil);
      const post = (payload: object) =>
        app.inject({
          method: 'POST',
          url: `/api/students/${pupil.studentId}/answers`,
          headers: bearer(pupil.reconnectionToken),
          payload,
        });
      expect((await post({ problemId: problem.problemId })).statusCode).toBe(400);
      expect(
        (await post({ problemId: problem.problemId, choiceIndex: -1, timeSpent: 1 })).statusCode,
      ).toBe(400);
      const outOfRange = await post({ problemId: problem.problemId, choiceIndex: 5, timeSpent: 1 });
      expect(outOfRange.statusCode).toBe(400);
      expect(outOfRange.json()).toEqual({
        error: { code: 'choice_out_of_range', message: errors.choiceOutOfRange },
      });
      expect((await post({ problemId: 'nope', choiceIndex: 0, timeSpent: 1 })).statusCode).toBe(
        404,
      );
    });

    it('refuses a missing or wrong token before it looks at the answer body', async () => {
      const created = await createSession({ ...twoOperations, autoStart: true });
      const pupil = await join(created.sessionCode, 'Ola');
      const post = (headers: Record<string, string>) =>
        app.inject({
          method: 'POST',
          url: `/api/students/${pupil.studentId}/answers`,
          headers,
          payload: { problemId: 'x', choiceIndex: -1 },
        });
      expect((await post({})).statusCode).toBe(401);
      expect((await post(bearer(created.teacherToken))).statusCode).toBe(403);
      expect((await post(bearer(pupil.reconnectionToken))).statusCode).toBe(400);
    });

    it('moves through both operations and finishes after all questions', async () => {
      const created = await createSession({ ...twoOperations, autoStart: true });
      const pupil = await join(created.sessionCode, 'Ola');
      const operationsSeen: string[] = [];
      let last;
      let issuedWithVerdict: ClassProblem | undefined;
      for (let question = 1; question <= 10; question += 1) {
        const problem = await nextProblem(pupil);
        // The question that came with the last verdict is the one the pupil gets next.
        if (issuedWithVerdict !== undefined) expect(problem).toEqual(issuedWithVerdict);
        operationsSeen.push(problem.operation);
        expect(problem.questionNumber).toBe(question);
        last = (
          await app.inject({
            method: 'POST',
            url: `/api/students/${pupil.studentId}/answers`,
            headers: bearer(pupil.reconnectionToken),
            payload: { problemId: problem.problemId, choiceIndex: 0, timeSpent: 1000 },
          })
        ).json();
        issuedWithVerdict = last.nextProblem ?? undefined;
      }
      expect(last.nextProblem).toBeNull();
      expect(operationsSeen).toEqual([
        ...Array<string>(5).fill('addition'),
        ...Array<string>(5).fill('multiplication'),
      ]);
      expect(last.progress).toMatchObject({ finished: true, questionsAnswered: 10 });
      expect(
        last.progress.operationProgress.map((entry: { completed: number }) => entry.completed),
      ).toEqual([5, 5]);
      const after = await app.inject({
        method: 'POST',
        url: `/api/students/${pupil.studentId}/problems`,
        headers: bearer(pupil.reconnectionToken),
      });
      expect(after.statusCode).toBe(409);
    });

    it('lets a pupil leave and rejoin with progress kept', async () => {
      const created = await createSession({ ...twoOperations, autoStart: true });
      const pupil = await join(created.sessionCode, 'Ola');
      const problem = await nextProblem(pupil);
      await app.inject({
        method: 'POST',
        url: `/api/students/${pupil.studentId}/answers`,
        headers: bearer(pupil.reconnectionToken),
        payload: { problemId: problem.problemId, choiceIndex: 0, timeSpent: 1000 },
      });
      const left = await app.inject({
        method: 'DELETE',
        url: `/api/sessions/${created.sessionId}/students/${pupil.studentId}`,
        headers: bearer(pupil.reconnectionToken),
      });
      expect(left.statusCode).toBe(204);
      const back = await join(created.sessionCode, 'Ola', pupil.reconnectionToken);
      expect(back).toMatchObject({ isRejoin: true, studentId: pupil.studentId });
      expect(back.progress.questionsAnswered).toBe(1);
      const progress = await app.inject({
        method: 'GET',
        url: `/api/students/${pupil.studentId}/progress`,
        headers: bearer(pupil.reconnectionToken),
      });
      expect(progress.json().operationProgress[0].attempts).toHaveLength(1);
    });
  });

  describe('exam, lock and removing a pupil', () => {
    const exam = { ...twoOperations, autoStart: true, examMode: true, examDurationMinutes: 1 };

    it('stores the end of an exam at the start and refuses answers after it, stopping once', async () => {
      const created = await createSession(exam);
      const view = (
        await app.inject({ method: 'GET', url: `/api/sessions/${created.sessionCode}` })
      ).json();
      expect(view.endsAt - view.serverNow).toBe(60_000);
      const pupil = await join(created.sessionCode, 'Ola');
      const problem = await nextProblem(pupil);
      testApp.advanceClock(60_000);
      const late = await app.inject({
        method: 'POST',
        url: `/api/students/${pupil.studentId}/answers`,
        headers: bearer(pupil.reconnectionToken),
        payload: { problemId: problem.problemId, choiceIndex: 0, timeSpent: 1000 },
      });
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({ error: { code: 'exam_ended', message: errors.examEnded } });
      const after = (
        await app.inject({ method: 'GET', url: `/api/sessions/${created.sessionCode}` })
      ).json();
      expect(after).toMatchObject({ phase: 'stopped', stopReason: 'completed', isStarted: false });
      const restart = await teacher(
        'POST',
        `/api/sessions/${created.sessionId}/start`,
        created.teacherToken,
      );
      expect(restart.statusCode).toBe(409);
      const list = await teacher(
        'GET',
        `/api/sessions/${created.sessionId}/students`,
        created.teacherToken,
      );
      expect(list.json().students[0].stats.questionsAnswered).toBe(0);
    });

    it('refuses new names in a locked session but lets a pupil with a token back in', async () => {
      const created = await createSession();
      const pupil = await join(created.sessionCode, 'Ola');
      const locked = await teacher(
        'PUT',
        `/api/sessions/${created.sessionId}/lock`,
        created.teacherToken,
        { locked: true },
      );
      expect(locked.json()).toMatchObject({ locked: true });
      const refused = await app.inject({
        method: 'POST',
        url: `/api/sessions/${created.sessionCode}/join`,
        payload: { name: 'Kari' },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        error: { code: 'session_locked', message: errors.sessionLocked },
      });
      expect((await join(created.sessionCode, 'Ola', pupil.reconnectionToken)).isRejoin).toBe(true);
      await teacher('PUT', `/api/sessions/${created.sessionId}/lock`, created.teacherToken, {
        locked: false,
      });
      expect((await join(created.sessionCode, 'Kari')).studentName).toBe('Kari');
      const asPupil = await teacher(
        'PUT',
        `/api/sessions/${created.sessionId}/lock`,
        pupil.reconnectionToken,
        { locked: false },
      );
      expect(asPupil.statusCode).toBe(403);
    });

    it('removes a pupil: the token stops working and cannot rejoin', async () => {
      const created = await createSession({ ...twoOperations, autoStart: true });
      const pupil = await join(created.sessionCode, 'Ola');
      const other = await join(created.sessionCode, 'Kari');
      const byPupil = await app.inject({
        method: 'POST',
        url: `/api/sessions/${created.sessionId}/students/${other.studentId}/remove`,
        headers: bearer(pupil.reconnectionToken),
      });
      expect(byPupil.statusCode).toBe(403);
      const removed = await teacher(
        'POST',
        `/api/sessions/${created.sessionId}/students/${pupil.studentId}/remove`,
        created.teacherToken,
      );
      expect(removed.json().students.map((s: { name: string }) => s.name)).toEqual(['Kari']);
      const problem = await app.inject({
        method: 'POST',
        url: `/api/students/${pupil.studentId}/problems`,
        headers: bearer(pupil.reconnectionToken),
      });
      expect(problem.statusCode).toBe(403);
      expect(problem.json()).toEqual({
        error: { code: 'student_removed', message: errors.removed },
      });
      const rejoin = await app.inject({
        method: 'POST',
        url: `/api/sessions/${created.sessionCode}/join`,
        payload: { name: 'Ola', reconnectionToken: pupil.reconnectionToken },
      });
      expect(rejoin.statusCode).toBe(403);
      expect(rejoin.json()).toEqual({
        error: { code: 'student_removed', message: errors.removed },
      });
    });
  });
});
