import { describe, expect, it } from 'vitest';
import { CATALOGS } from '#shared/i18n/catalogs';
import { answerReplySchema, studentProgressSchema } from '#shared/contracts/sessions';
import {
  bearer,
  classApiForEachTest,
  operandsOf,
} from '#server/features/class/testing/test-class-client';

const errors = CATALOGS.en.errors;

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
