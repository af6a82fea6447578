import { describe, expect, it } from 'vitest';
import { CATALOGS } from '#shared/i18n/catalogs';
import { classInsightReplySchema } from '#shared/contracts/insight';
import { answerReplySchema, studentProgressSchema } from '#shared/contracts/sessions';
import { WRONG_NUMBERS_LISTED } from '#shared/reports/fact-insight';
import {
  bearer,
  classApiForEachTest,
  operandsOf,
} from '#server/features/class/testing/test-class-client';

const errors = CATALOGS.en.errors;

/** Answers in a row, within a student's allowance of requests. */
const ANSWERS = 25;

/** A class whose one operation, multiplication 1-10, is answered by typing the number. */
const typedMultiplication = {
  autoStart: true,
  operations: [
    {
      type: 'multiplication',
      numberRange: { min: 1, max: 10 },
      challengeCount: 5,
      answerInput: 'typed',
    },
  ],
};

/** Typed answers through the API, stored and read back on the run's database. */
describe('typed answers through the API', () => {
  const { app, createSession, join, nextProblem } = classApiForEachTest();

  const send = (studentId: string, token: string, payload: object) =>
    app().inject({
      method: 'POST',
      url: `/api/students/${studentId}/answers`,
      headers: bearer(token),
      payload,
    });

  it('issues a typed problem without choices, judges the number and keeps it in the progress', async () => {
    const created = await createSession(typedMultiplication);
    const student = await join(created.sessionCode, 'Ola');
    const problem = await nextProblem(student);
    expect(problem).toMatchObject({ answerInput: 'typed', choices: [] });
    const [a, b] = operandsOf(problem);
    const wrong = a * b + 1;
    const response = await send(student.studentId, student.reconnectionToken, {
      problemId: problem.problemId,
      choiceIndex: null,
      typedAnswer: wrong,
      timeSpentMs: 2000,
    });
    expect(response.statusCode).toBe(200);
    const verdict = answerReplySchema.parse(response.json());
    expect(verdict).toMatchObject({ isCorrect: false, correctAnswer: a * b });
    expect(verdict.nextProblem).toMatchObject({ answerInput: 'typed', choices: [] });

    const progress = await app().inject({
      method: 'GET',
      url: `/api/students/${student.studentId}/progress`,
      headers: bearer(student.reconnectionToken),
    });
    const attempts = studentProgressSchema.parse(progress.json()).operationProgress[0]?.attempts;
    expect(attempts?.[0]).toMatchObject({ answer: wrong, correctAnswer: a * b, isCorrect: false });

    const next = verdict.nextProblem;
    if (next === null) throw new Error('expected a next problem');
    const [c, d] = operandsOf(next);
    const right = await send(student.studentId, student.reconnectionToken, {
      problemId: next.problemId,
      choiceIndex: null,
      typedAnswer: c * d,
      timeSpentMs: 2000,
    });
    expect(answerReplySchema.parse(right.json()).isCorrect).toBe(true);
  });

  it('refuses a choice for a typed problem with a translated message, and counts nothing', async () => {
    const created = await createSession(typedMultiplication);
    const student = await join(created.sessionCode, 'Ola');
    const problem = await nextProblem(student);
    const response = await send(student.studentId, student.reconnectionToken, {
      problemId: problem.problemId,
      choiceIndex: 0,
      timeSpentMs: 2000,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'answer_form_mismatch', message: errors.answerFormMismatch },
    });
    expect(await nextProblem(student)).toEqual(problem);
  });

  it("names at most five typed numbers of a fact on the teacher's insight and counts the rest", async () => {
    const created = await createSession({
      ...typedMultiplication,
      operations: [{ ...typedMultiplication.operations[0], challengeCount: ANSWERS }],
    });
    const student = await join(created.sessionCode, 'Ola');
    let problem = await nextProblem(student);
    // Every answer wrong, each with a number typed for the first time.
    for (let answer = 1; answer <= ANSWERS; answer += 1) {
      const [a, b] = operandsOf(problem);
      const response = await send(student.studentId, student.reconnectionToken, {
        problemId: problem.problemId,
        choiceIndex: null,
        typedAnswer: a * b + answer,
        timeSpentMs: 2000,
      });
      const next = answerReplySchema.parse(response.json()).nextProblem;
      if (next === null) break;
      problem = next;
    }
    const insight = classInsightReplySchema.parse(
      (
        await app().inject({
          method: 'GET',
          url: `/api/sessions/${created.sessionId}/insight`,
          headers: bearer(created.teacherToken),
        })
      ).json(),
    );
    const facts = insight.operations[0]?.mostMissed ?? [];
    for (const fact of facts) {
      expect(fact.wrongAnswers.length).toBeLessThanOrEqual(WRONG_NUMBERS_LISTED);
      const listed = fact.wrongAnswers.reduce((sum, entry) => sum + entry.count, 0);
      expect(listed + (fact.otherWrongAnswers ?? 0) + fact.timedOut).toBe(fact.wrong);
    }
    // The fact missed most was asked more often than five times.
    expect(facts[0]?.wrong).toBeGreaterThan(WRONG_NUMBERS_LISTED);
    expect(facts[0]?.otherWrongAnswers).toBe((facts[0]?.wrong ?? 0) - WRONG_NUMBERS_LISTED);
  });

  it('refuses a typed number beyond six digits or not whole', async () => {
    const created = await createSession(typedMultiplication);
    const student = await join(created.sessionCode, 'Ola');
    const problem = await nextProblem(student);
    for (const typedAnswer of [1_000_000, 5.5, -1, '56']) {
      const response = await send(student.studentId, student.reconnectionToken, {
        problemId: problem.problemId,
        choiceIndex: null,
        typedAnswer,
        timeSpentMs: 2000,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'invalid_field' } });
    }
  });
});
