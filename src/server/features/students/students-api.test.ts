import { describe, expect, it } from 'vitest';
import { CATALOGS } from '#shared/i18n/catalogs';
import {
  joinReplySchema,
  studentProgressSchema,
  teacherSessionStateSchema,
} from '#shared/contracts/sessions';
import {
  bearer,
  classApiForEachTest,
  exactClassProblemSchema,
  twoOperations,
} from '#server/features/class/testing/test-class-client';

const errors = CATALOGS.en.errors;

/** The student routes (students.routes.ts): joining, rejoining, leaving, progress; and removal. */
describe('class session API', () => {
  const { app, createSession, join, teacher, nextProblem, answer } = classApiForEachTest();

  describe('joining', () => {
    it('replies in plain JSON to a browser that accepts Brotli, even past a kilobyte', async () => {
      const operations = ['addition', 'subtraction', 'multiplication', 'division'].map((type) => ({
        type,
        numberRange: { min: 1, max: 100 },
        challengeCount: 20,
      }));
      const { sessionCode } = await createSession({ autoStart: true, operations });
      const reply = await app().inject({
        method: 'POST',
        url: `/api/sessions/${sessionCode}/join`,
        headers: { 'accept-encoding': 'br, gzip, deflate' },
        payload: { name: 'Ola' },
      });
      expect(reply.statusCode).toBe(200);
      // Past the size from which other replies are compressed.
      expect(reply.rawPayload.length).toBeGreaterThan(1024);
      expect(reply.headers['content-encoding']).toBeUndefined();
      expect(joinReplySchema.parse(reply.json()).firstProblem).toBeDefined();
    });

    it('cleans the name and gives a second student with the same name a distinct one', async () => {
      const { sessionCode } = await createSession();
      const first = await join(sessionCode, '  Ola\u200B  Nordmann ');
      const second = await join(sessionCode, 'ola nordmann');
      expect(first.studentName).toBe('Ola Nordmann');
      expect(second.studentName).toBe('ola nordmann 2');
      expect(second.studentId).not.toBe(first.studentId);
      expect(first.isRejoin).toBe(false);
    });

    it('rejoins with the reconnection token as the same student with the same name', async () => {
      const { sessionCode } = await createSession();
      const first = await join(sessionCode, 'Ольга');
      const again = await join(sessionCode, 'Another name', first.reconnectionToken);
      expect(again).toMatchObject({
        studentId: first.studentId,
        studentName: 'Ольга',
        isRejoin: true,
      });
    });

    it('refuses an empty name and one over 20 characters, however long', async () => {
      const { sessionCode } = await createSession();
      const empty = await app().inject({
        method: 'POST',
        url: `/api/sessions/${sessionCode}/join`,
        payload: { name: ' \u200B ' },
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual({
        error: { code: 'name_required', message: errors.nameRequired },
      });
      const long = await app().inject({
        method: 'POST',
        url: `/api/sessions/${sessionCode}/join`,
        payload: { name: 'x'.repeat(21) },
      });
      expect(long.statusCode).toBe(400);
      expect(long.json()).toEqual({
        error: { code: 'name_too_long', message: errors.nameTooLong },
      });
      // Past what the body may hold at all, the name is still said to be too long.
      const far = await app().inject({
        method: 'POST',
        url: `/api/sessions/${sessionCode}/join`,
        payload: { name: 'x'.repeat(201) },
      });
      expect(far.statusCode).toBe(400);
      expect(far.json()).toEqual({
        error: { code: 'name_too_long', message: errors.nameTooLong },
      });
      const missing = await app().inject({
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

  describe('problems and answers', () => {
    it('gives a student joining a running class their first problem, the one asked for next', async () => {
      const created = await createSession({ ...twoOperations, autoStart: true });
      const reply = await app().inject({
        method: 'POST',
        url: `/api/sessions/${created.sessionCode}/join`,
        payload: { name: 'Ola' },
      });
      const joined = joinReplySchema.parse(reply.json());
      const carried = exactClassProblemSchema.parse(
        reply.json<{ firstProblem: unknown }>().firstProblem,
      );
      expect(carried).toMatchObject({ questionNumber: 1, operationIndex: 0 });
      expect(await nextProblem(joined)).toEqual(carried);
      const verdict = await answer(joined, carried.problemId, 0);
      expect(verdict.statusCode).toBe(200);
    });

    it('gives no problem with a join before the start, nor with a restore on load', async () => {
      const waiting = await createSession();
      expect((await join(waiting.sessionCode, 'Ola')).firstProblem).toBeUndefined();
      const running = await createSession({ ...twoOperations, autoStart: true });
      const student = await join(running.sessionCode, 'Kari');
      const restored = await app().inject({
        method: 'POST',
        url: `/api/sessions/${running.sessionCode}/join`,
        payload: { name: 'Kari', reconnectionToken: student.reconnectionToken, rejoinOnly: true },
      });
      expect(restored.statusCode).toBe(200);
      expect(joinReplySchema.parse(restored.json()).firstProblem).toBeUndefined();
    });

    it('lets a student leave and rejoin with progress kept', async () => {
      const created = await createSession({ ...twoOperations, autoStart: true });
      const student = await join(created.sessionCode, 'Ola');
      const problem = await nextProblem(student);
      await answer(student, problem.problemId, 0);
      const left = await app().inject({
        method: 'DELETE',
        url: `/api/sessions/${created.sessionId}/students/${student.studentId}`,
        headers: bearer(student.reconnectionToken),
      });
      expect(left.statusCode).toBe(204);
      const back = await join(created.sessionCode, 'Ola', student.reconnectionToken);
      expect(back).toMatchObject({ isRejoin: true, studentId: student.studentId });
      expect(back.progress.questionsAnswered).toBe(1);
      const progress = await app().inject({
        method: 'GET',
        url: `/api/students/${student.studentId}/progress`,
        headers: bearer(student.reconnectionToken),
      });
      expect(
        studentProgressSchema.parse(progress.json()).operationProgress[0]!.attempts,
      ).toHaveLength(1);
    });
  });

  describe('exam, lock and removing a student', () => {
    // The route is the teacher's (sessions.routes.ts); what it checks is the student's refusals.
    it('removes a student: the token stops working and cannot rejoin', async () => {
      const created = await createSession({ ...twoOperations, autoStart: true });
      const student = await join(created.sessionCode, 'Ola');
      const other = await join(created.sessionCode, 'Kari');
      const byStudent = await app().inject({
        method: 'POST',
        url: `/api/sessions/${created.sessionId}/students/${other.studentId}/remove`,
        headers: bearer(student.reconnectionToken),
      });
      expect(byStudent.statusCode).toBe(403);
      const removed = await teacher(
        'POST',
        `/api/sessions/${created.sessionId}/students/${student.studentId}/remove`,
        created.teacherToken,
      );
      // Still listed, marked removed: their answers stay in the session's results.
      expect(
        teacherSessionStateSchema
          .parse(removed.json())
          .students.map((student) => [student.name, student.removed]),
      ).toEqual([
        ['Kari', false],
        ['Ola', true],
      ]);
      const problem = await app().inject({
        method: 'POST',
        url: `/api/students/${student.studentId}/problems`,
        headers: bearer(student.reconnectionToken),
      });
      expect(problem.statusCode).toBe(403);
      expect(problem.json()).toEqual({
        error: { code: 'student_removed', message: errors.removed },
      });
      const rejoin = await app().inject({
        method: 'POST',
        url: `/api/sessions/${created.sessionCode}/join`,
        payload: { name: 'Ola', reconnectionToken: student.reconnectionToken },
      });
      expect(rejoin.statusCode).toBe(403);
      expect(rejoin.json()).toEqual({
        error: { code: 'student_removed', message: errors.removed },
      });
    });
  });
});
