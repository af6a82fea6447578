import { describe, expect, it } from 'vitest';
import { CATALOGS } from '#shared/i18n/catalogs';
import { bearer, classApiForEachTest } from '#server/features/class/testing/test-class-client';
import { STUDENT_REJOINS_PER_10_S, STUDENT_REQUESTS_PER_10_S } from './student-allowance';
import { countedText } from '#shared/i18n/counted-text';

const fiveQuestions = {
  autoStart: true,
  operations: [{ type: 'addition', numberRange: { min: 1, max: 10 }, challengeCount: 5 }],
};

describe("a student's allowance of problem and answer requests", () => {
  const { app, createSession, join, nextProblem, answer } = classApiForEachTest();

  it('refuses a student past the allowance with 429 and a code, and leaves the others alone', async () => {
    const created = await createSession(fiveQuestions);
    const hostile = await join(created.sessionCode, 'Bot');
    const honest = await join(created.sessionCode, 'Kari');
    const problem = await nextProblem(hostile);
    // The repeated answer gets the first verdict each time; every request counts.
    for (let request = 1; request < STUDENT_REQUESTS_PER_10_S; request += 1)
      expect((await answer(hostile, problem.problemId, 0)).statusCode).toBe(200);
    const refused = await answer(hostile, problem.problemId, 0);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.json()).toEqual({
      error: {
        code: 'too_many_answers',
        message: countedText(
          CATALOGS.en.errors,
          'tooManyAnswers',
          Number(refused.headers['retry-after']),
          'en',
        ),
      },
    });
    const honestProblem = await nextProblem(honest);
    expect((await answer(honest, honestProblem.problemId, 0)).statusCode).toBe(200);
  });

  it('does not count requests with a wrong token against the student whose id they name', async () => {
    const created = await createSession(fiveQuestions);
    const victim = await join(created.sessionCode, 'Ola');
    for (let request = 0; request < STUDENT_REQUESTS_PER_10_S * 2; request += 1) {
      const forged = await app().inject({
        method: 'POST',
        url: `/api/students/${victim.studentId}/problems`,
        headers: bearer('not-the-token'),
      });
      expect(forged.statusCode).toBe(403);
    }
    const problem = await nextProblem(victim);
    expect((await answer(victim, problem.problemId, 0)).statusCode).toBe(200);
  });
});

describe("a student's allowance of rejoins", () => {
  const { app, createSession, join } = classApiForEachTest();

  it('refuses a token rejoining past the allowance with 429, and lets other students join', async () => {
    const created = await createSession(fiveQuestions);
    const hostile = await join(created.sessionCode, 'Bot');
    const rejoin = () =>
      app().inject({
        method: 'POST',
        url: `/api/sessions/${created.sessionCode}/join`,
        payload: { name: 'Bot', reconnectionToken: hostile.reconnectionToken },
      });
    for (let request = 0; request < STUDENT_REJOINS_PER_10_S; request += 1)
      expect((await rejoin()).statusCode).toBe(200);
    const refused = await rejoin();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { code: 'too_many_requests' } });
    expect((await join(created.sessionCode, 'Kari')).isRejoin).toBe(false);
  });
});
