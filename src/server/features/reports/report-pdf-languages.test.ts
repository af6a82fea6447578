import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ClassProblem, CreateSessionReply, JoinReply } from '#shared/contracts/sessions';
import { MAX_NAME_LENGTH } from '#shared/contracts/student-name';
import { CATALOGS } from '#shared/i18n/catalogs';
import { SUPPORTED_LANGUAGES } from '#shared/i18n/languages';
import { createTestApp, type TestApp } from '#server/test-app';
import { pdfText } from './test-pdf-text';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
let testApp: TestApp;
let app: FastifyInstance;

beforeEach(async () => {
  testApp = await createTestApp();
  app = testApp.app;
});

afterEach(async () => {
  await testApp.dispose();
});

/** A running class where one pupil, `name`, has answered one question, taking `seconds`. */
async function classWithOneAnswer(
  seconds: number,
  name = 'Олександра Коваленко',
): Promise<CreateSessionReply> {
  const session: CreateSessionReply = (
    await app.inject({
      method: 'POST',
      url: '/api/sessions',
      payload: {
        autoStart: true,
        operations: [{ type: 'addition', numberRange: { min: 1, max: 10 }, challengeCount: 10 }],
      },
    })
  ).json();
  const student: JoinReply = (
    await app.inject({
      method: 'POST',
      url: `/api/sessions/${session.sessionCode}/join`,
      payload: { name },
    })
  ).json();
  const problem: ClassProblem = (
    await app.inject({
      method: 'POST',
      url: `/api/students/${student.studentId}/problems`,
      headers: bearer(student.reconnectionToken),
    })
  ).json();
  testApp.advanceClock(seconds * 1000);
  const answered = await app.inject({
    method: 'POST',
    url: `/api/students/${student.studentId}/answers`,
    headers: bearer(student.reconnectionToken),
    payload: { problemId: problem.problemId, choiceIndex: 0, timeSpentMs: seconds * 1000 },
  });
  expect(answered.statusCode).toBe(200);
  return session;
}

/** The PDF report as the teacher downloads it, in `language`, as text. */
async function reportText(session: CreateSessionReply, language: string): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/sessions/${session.sessionId}/report.pdf`,
    headers: { ...bearer(session.teacherToken), 'accept-language': language },
  });
  expect(response.statusCode).toBe(200);
  return pdfText(response.rawPayload);
}

describe('the PDF report in every language', () => {
  it.each(SUPPORTED_LANGUAGES)(
    'prints every table heading in %s with no word broken, and the time in its unit',
    async (language) => {
      const text = await reportText(await classWithOneAnswer(7), language);
      const { report } = CATALOGS[language];
      const headings = [
        report.name,
        report.correct,
        report.incorrect,
        report.accuracy,
        report.bestStreak,
        report.time,
      ];
      for (const word of headings.flatMap((heading) => heading.split(' ')))
        expect(text, `"${word}" whole`).toMatch(new RegExp(`(^|\\s)${word}(\\s|$)`));
      const unit = report.seconds.replace('{{count}}', '').trim();
      expect(text, `7 ${unit}`).toMatch(new RegExp(`(^|\\s)7 ?${unit}(\\s|$)`));
    },
  );

  it.each(SUPPORTED_LANGUAGES)(
    'keeps the table on the page in %s when a name is one word of the widest letters',
    async (language) => {
      const name = 'Ж'.repeat(MAX_NAME_LENGTH);
      const text = await reportText(await classWithOneAnswer(7, name), language);
      const unit = CATALOGS[language].report.seconds.replace('{{count}}', '').trim();
      // pdftotext reads only what is on the page: the table's last column is there.
      expect(text).toMatch(new RegExp(`(^|\\s)7 ?${unit}(\\s|$)`));
    },
  );
});
