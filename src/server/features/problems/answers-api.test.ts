import { describe, expect, it } from 'vitest';
import { CATALOGS } from '#shared/i18n/catalogs';
import {
  answerReplySchema,
  studentListReplySchema,
  type AnswerReply,
  type ClassProblem,
} from '#shared/contracts/sessions';
import {
  bearer,
  classApiForEachTest,
  twoOperations,
} from '#server/features/class/testing/test-class-client';
import { STOP_GRACE_MS } from '#shared/contracts/stop-grace';

const errors = CATALOGS.en.errors;

/** The answer routes (answers.routes.ts): server-issued problems and checked answers. */
describe('class session API', () => {
  const { app, testApp, createSession, join, teacher, nextProblem, answer, publicView } =
    classApiForEachTest();

  describe('problems and answers', () => {
    it('refuses problems before the start, then issues them without the answer', async () => {
      const created = await createSession();
      const student = await join(created.sessionCode, 'Ola');
      const early = await app().inject({
        method: 'POST',
        url: `/api/students/${student.studentId}/problems`,
        headers: bearer(student.reconnectionToken),
      });
      expect(early.statusCode).toBe(409);
      expect(early.json()).toEqual({
        error: { code: 'session_not_running', message: errors.sessionNotRunning },
      });
      await teacher('POST', `/api/sessions/${created.sessionId}/start`, created.teacherToken);
      // nextProblem parses strictly: a field beyond the contract's fails rather than being dropped.
      const problem = await nextProblem(student);
      expect(problem).toMatchObject({
        operation: 'addition',
        operationIndex: 0,
        questionNumber: 1,
        operationQuestionNumber: 1,
        totalQuestions: 10,
      });
      expect(problem.choices).toHaveLength(3);
      expect(JSON.stringify(problem)).not.toMatch(/correct/i);
      expect(await nextProblem(student)).toEqual(problem);
    });

    it('checks the answer on the server and ignores a forged isCorrect', async () => {
      const created = await createSession({ ...twoOperations, autoStart: true });
      const student = await join(created.sessionCode, 'Ola');
      const problem = await nextProblem(student);
      const [a, b] = problem.stem.split(' + ').map((part) => Number.parseInt(part, 10));
      const wrongIndex = problem.choices.findIndex(
        (choice) => Number(choice) !== (a ?? 0) + (b ?? 0),
      );
      const response = await app().inject({
        method: 'POST',
        url: `/api/students/${student.studentId}/answers`,
        headers: bearer(student.reconnectionToken),
        payload: {
          problemId: problem.problemId,
          choiceIndex: wrongIndex,
          timeSpentMs: 1500,
          isCorrect: true,
        },
      });
      expect(response.statusCode).toBe(200);
      const verdict = answerReplySchema.parse(response.json());
      expect(verdict.isCorrect).toBe(false);
      expect(verdict.correctAnswer).toBe((a ?? 0) + (b ?? 0));
      expect(verdict.stats).toMatchObject({ correct: 0, incorrect: 1, questionsAnswered: 1 });
    });

    it('counts a repeated answer once and gives the first verdict back, on the first choice', async () => {
      const created = await createSession({ ...twoOperations, autoStart: true });
      const student = await join(created.sessionCode, 'Ola');
      const problem = await nextProblem(student);
      const answerWith = async (choiceIndex: number) =>
        answerReplySchema.parse((await answer(student, problem.problemId, choiceIndex)).json());
      const first = await answerWith(0);
      expect(first.answered).toEqual({ choiceIndex: 0, typedAnswer: null });
      const second = await answerWith(1);
      expect(second.isCorrect).toBe(first.isCorrect);
      expect(second.answered).toEqual({ choiceIndex: 0, typedAnswer: null });
      expect(second.stats.questionsAnswered).toBe(1);
      const list = await teacher(
        'GET',
        `/api/sessions/${created.sessionId}/students`,
        created.teacherToken,
      );
      expect(studentListReplySchema.parse(list.json()).students[0]!.stats.questionsAnswered).toBe(
        1,
      );
    });

    it('never counts more time than passed on the server', async () => {
      const created = await createSession({ ...twoOperations, autoStart: true });
      const student = await join(created.sessionCode, 'Ola');
      const problem = await nextProblem(student);
      testApp().advanceClock(3000);
      const response = await app().inject({
        method: 'POST',
        url: `/api/students/${student.studentId}/answers`,
        headers: bearer(student.reconnectionToken),
        payload: { problemId: problem.problemId, choiceIndex: 0, timeSpentMs: 600_000 },
      });
      expect(answerReplySchema.parse(response.json()).stats.totalTimeSpentMs).toBe(4000);
    });

    it('refuses a student acting as another student, and a student answering another student’s problem', async () => {
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
        const response = await app().inject({
          method,
          url,
          headers: bearer(alice.reconnectionToken),
          payload: { problemId: bobsProblem.problemId, choiceIndex: 0, timeSpentMs: 100 },
        });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        const anonymous = await app().inject({
          method,
          url,
          payload: { problemId: bobsProblem.problemId, choiceIndex: 0, timeSpentMs: 100 },
        });
        expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      }
      const stolen = await app().inject({
        method: 'POST',
        url: `/api/students/${alice.studentId}/answers`,
        headers: bearer(alice.reconnectionToken),
        payload: { problemId: bobsProblem.problemId, choiceIndex: 0, timeSpentMs: 100 },
      });
      expect(stolen.statusCode).toBe(404);
      expect(stolen.json()).toEqual({
        error: { code: 'problem_not_found', message: errors.problemNotFound },
      });
    });

    it('refuses a teacher token on student routes', async () => {
      const created = await createSession({ ...twoOperations, autoStart: true });
      const student = await join(created.sessionCode, 'Ola');
      const response = await app().inject({
        method: 'POST',
        url: `/api/students/${student.studentId}/problems`,
        headers: bearer(created.teacherToken),
      });
      expect(response.statusCode).toBe(403);
    });

    it('refuses bad answer bodies and a choice that does not exist', async () => {
      const created = await createSession({ ...twoOperations, autoStart: true });
      const student = await join(created.sessionCode, 'Ola');
      const problem = await nextProblem(student);
      const post = (payload: object) =>
        app().inject({
          method: 'POST',
          url: `/api/students/${student.studentId}/answers`,
          headers: bearer(student.reconnectionToken),
          payload,
        });
      expect((await post({ problemId: problem.problemId })).statusCode).toBe(400);
      expect(
        (await post({ problemId: problem.problemId, choiceIndex: -1, timeSpentMs: 1 })).statusCode,
      ).toBe(400);
      const outOfRange = await post({
        problemId: problem.problemId,
        choiceIndex: 5,
        timeSpentMs: 1,
      });
      expect(outOfRange.statusCode).toBe(400);
      expect(outOfRange.json()).toEqual({
        error: { code: 'choice_out_of_range', message: errors.choiceOutOfRange },
      });
      expect((await post({ problemId: 'nope', choiceIndex: 0, timeSpentMs: 1 })).statusCode).toBe(
        404,
      );
    });

    it('refuses a missing or wrong token before it looks at the answer body', async () => {
      const created = await createSession({ ...twoOperations, autoStart: true });
      const student = await join(created.sessionCode, 'Ola');
      const post = (headers: Record<string, string>) =>
        app().inject({
          method: 'POST',
          url: `/api/students/${student.studentId}/answers`,
          headers,
          payload: { problemId: 'x', choiceIndex: -1 },
        });
      expect((await post({})).statusCode).toBe(401);
      expect((await post(bearer(created.teacherToken))).statusCode).toBe(403);
      expect((await post(bearer(student.reconnectionToken))).statusCode).toBe(400);
    });

    it('keeps a student on their operation and its count when the teacher edits the operations', async () => {
      const [addition, multiplication] = twoOperations.operations;
      if (addition === undefined || multiplication === undefined)
        throw new Error('twoOperations lists two operations');
      const created = await createSession({ operations: [addition], autoStart: true });
      const student = await join(created.sessionCode, 'Ola');
      for (let question = 1; question <= 2; question += 1)
        await answer(student, (await nextProblem(student)).problemId, 0);
      const edit = (operations: object[]) =>
        teacher('PUT', `/api/sessions/${created.sessionId}/settings`, created.teacherToken, {
          operations,
        });
      // Adding an operation after the student's keeps their count in it.
      expect((await edit([addition, multiplication])).statusCode).toBe(200);
      expect(await nextProblem(student)).toMatchObject({
        operation: 'addition',
        operationQuestionNumber: 3,
        questionNumber: 3,
        totalQuestions: 10,
      });
      // Putting another before it moves the student's place with their operation.
      expect((await edit([multiplication, addition])).statusCode).toBe(200);
      expect(await nextProblem(student)).toMatchObject({
        operation: 'addition',
        operationIndex: 1,
        operationQuestionNumber: 3,
      });
    });

    it('counts an answer to the open question after the teacher changed its number of questions', async () => {
      const [addition] = twoOperations.operations;
      if (addition === undefined) throw new Error('twoOperations lists an addition');
      const created = await createSession({ operations: [addition], autoStart: true });
      const student = await join(created.sessionCode, 'Ola');
      const open = await nextProblem(student);
      // The answer is on its way (saved offline) while the teacher gives the operation one more.
      const edited = await teacher(
        'PUT',
        `/api/sessions/${created.sessionId}/settings`,
        created.teacherToken,
        { operations: [{ ...addition, challengeCount: addition.challengeCount + 1 }] },
      );
      expect(edited.statusCode).toBe(200);
      expect(await nextProblem(student)).toMatchObject({
        problemId: open.problemId,
        choices: open.choices,
        totalQuestions: addition.challengeCount + 1,
      });
      const reply = await answer(student, open.problemId, 0);
      expect(reply.statusCode).toBe(200);
    });

    it('moves through both operations and finishes after all questions', async () => {
      const created = await createSession({ ...twoOperations, autoStart: true });
      const student = await join(created.sessionCode, 'Ola');
      const operationsSeen: string[] = [];
      let last: AnswerReply | undefined;
      let issuedWithVerdict: ClassProblem | undefined;
      for (let question = 1; question <= 10; question += 1) {
        const problem = await nextProblem(student);
        // The question that came with the last verdict is the one the student gets next.
        if (issuedWithVerdict !== undefined) expect(problem).toEqual(issuedWithVerdict);
        operationsSeen.push(problem.operation);
        expect(problem.questionNumber).toBe(question);
        last = answerReplySchema.parse((await answer(student, problem.problemId, 0)).json());
        issuedWithVerdict = last.nextProblem ?? undefined;
      }
      if (last === undefined) throw new Error('the loop answers ten questions');
      expect(last.nextProblem).toBeNull();
      expect(operationsSeen).toEqual([
        ...Array<string>(5).fill('addition'),
        ...Array<string>(5).fill('multiplication'),
      ]);
      expect(last.progress).toMatchObject({ finished: true, questionsAnswered: 10 });
      expect(last.progress.operationProgress.map((entry) => entry.completed)).toEqual([5, 5]);
      const after = await app().inject({
        method: 'POST',
        url: `/api/students/${student.studentId}/problems`,
        headers: bearer(student.reconnectionToken),
      });
      expect(after.statusCode).toBe(409);
    });
  });

  describe("answers on their way at the teacher's Stop", () => {
    const stop = (created: { sessionId: string; teacherToken: string }) =>
      teacher('POST', `/api/sessions/${created.sessionId}/stop`, created.teacherToken);
    const listed = async (created: { sessionId: string; teacherToken: string }) => {
      const list = await teacher(
        'GET',
        `/api/sessions/${created.sessionId}/students`,
        created.teacherToken,
      );
      return studentListReplySchema.parse(list.json()).students.map((s) => s.stats);
    };

    it('counts an answer to a question shown before the Stop that arrives within the grace', async () => {
      const created = await createSession({ ...twoOperations, autoStart: true });
      const student = await join(created.sessionCode, 'Ola');
      const problem = await nextProblem(student);
      testApp().advanceClock(1500);
      expect((await stop(created)).statusCode).toBe(200);
      testApp().advanceClock(STOP_GRACE_MS);
      const reply = await answer(student, problem.problemId, 0);
      expect(reply.statusCode).toBe(200);
      const verdict = answerReplySchema.parse(reply.json());
      expect(verdict.stats.questionsAnswered).toBe(1);
      expect(verdict.nextProblem).toBeNull();
      expect(await listed(created)).toEqual([expect.objectContaining({ questionsAnswered: 1 })]);
      // A second Stop does not move the grace on: the next answer has no question to count for.
      expect((await stop(created)).statusCode).toBe(200);
      const none = await app().inject({
        method: 'POST',
        url: `/api/students/${student.studentId}/problems`,
        headers: bearer(student.reconnectionToken),
      });
      expect(none.statusCode).toBe(409);
    });

    it('refuses an answer that arrives after the grace, and the resumed class asks it anew', async () => {
      const created = await createSession({ ...twoOperations, autoStart: true });
      const student = await join(created.sessionCode, 'Ola');
      const problem = await nextProblem(student);
      await stop(created);
      testApp().advanceClock(STOP_GRACE_MS + 1);
      const late = await answer(student, problem.problemId, 0);
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({
        error: { code: 'session_not_running', message: errors.sessionNotRunning },
      });
      expect(await listed(created)).toEqual([expect.objectContaining({ questionsAnswered: 0 })]);
      await teacher('POST', `/api/sessions/${created.sessionId}/start`, created.teacherToken);
      const again = await nextProblem(student);
      expect(again.problemId).not.toBe(problem.problemId);
      expect(again.questionNumber).toBe(1);
    });
  });

  describe('exam, lock and removing a student', () => {
    const exam = { ...twoOperations, autoStart: true, examMode: true, examDurationMinutes: 1 };

    it('stores the end of an exam at the start and refuses answers after it, stopping once', async () => {
      const created = await createSession(exam);
      const view = await publicView(created.sessionCode);
      expect(view.endsAtMs! - view.serverNowMs).toBe(60_000);
      const student = await join(created.sessionCode, 'Ola');
      const problem = await nextProblem(student);
      testApp().advanceClock(60_000 + STOP_GRACE_MS + 1);
      const late = await answer(student, problem.problemId, 0);
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({ error: { code: 'exam_ended', message: errors.examEnded } });
      const after = await publicView(created.sessionCode);
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
      expect(studentListReplySchema.parse(list.json()).students[0]!.stats.questionsAnswered).toBe(
        0,
      );
    });
  });
});
