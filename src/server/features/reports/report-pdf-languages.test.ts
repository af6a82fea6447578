import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ClassProblem, CreateSessionReply, JoinReply } from '#shared/contracts/sessions';
import { MAX_NAME_LENGTH } from '#shared/contracts/student-name';
import { CATALOGS } from '#shared/i18n/catalogs';
import { SUPPORTED_LANGUAGES } from '#shared/i18n/languages';
import { createTestApp, type TestApp } from '#server/test-app';
import { pdfText, pdfWords } from './test-pdf-text';

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

function escapedForRegExp(text = ''): string {
  return text.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The PDF report as the teacher downloads it, in `language`. */
async function reportPdf(session: CreateSessionReply, language: string): Promise<Buffer> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/sessions/${session.sessionId}/report.pdf`,
    headers: { ...bearer(session.teacherToken), 'accept-language': language },
  });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

async function reportText(session: CreateSessionReply, language: string): Promise<string> {
  return pdfText(await reportPdf(session, language));
}

describe('the PDF report in every language', () => {
  it.each(SUPPORTED_LANGUAGES)(
    'prints every table heading in %s with no word broken, and the time in its unit',
    async (language) => {
      const words = pdfWords(await reportPdf(await classWithOneAnswer(7, 'Ola'), language));
      const { report } = CATALOGS[language];
      // The header row: the words between the table's title and the first pupil's name.
      const title = words.find((word) => word.text === report.tableTitle);
      const name = words.find((word) => word.text === 'Ola');
      if (title === undefined || name === undefined) throw new Error('No table title or name');
      const header = words
        .filter((word) => word.page === 0 && word.yMin >= title.yMax && word.yMax <= name.yMin)
        .map((word) => word.text);
      const headings = [
        report.name,
        report.questionsAnswered,
        report.correct,
        report.incorrect,
        report.accuracy,
        report.bestStreak,
        report.time,
      ];
      expect(header.toSorted(), 'the header row, word by word').toEqual(
        headings.flatMap((heading) => heading.split(' ')).toSorted(),
      );
      // No empty line inside the header: as many lines as its longest heading has words.
      const headerLines = new Set(
        words
          .filter((word) => word.page === 0 && word.yMin >= title.yMax && word.yMax <= name.yMin)
          .map((word) => Math.round(word.yMin)),
      );
      expect(headerLines.size, 'the lines of the header row').toBeLessThanOrEqual(
        Math.max(...headings.map((heading) => heading.split(' ').length)),
      );
      const row = words
        .filter((word) => word.page === 0 && Math.abs(word.yMin - name.yMin) < 1)
        .toSorted((a, b) => a.xMin - b.xMin)
        .map((word) => word.text)
        .join(' ');
      // The row ends with the time, "7 s" in English; pdftotext may read its narrow space as none.
      const [before, after] = report.seconds.split('{{count}}').map(escapedForRegExp);
      expect(row, 'the row of Ola').toMatch(new RegExp(`${before} ?7 ?${after}$`));
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

describe('names as children type them in the PDF report', () => {
  /** The names of the fonts the PDF embeds, as pdfkit writes them (subset prefix dropped). */
  const embeddedFonts = (pdf: Buffer) =>
    [...pdf.toString('latin1').matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g)].map(
      ([, font]) => font,
    );

  it('prints an emoji in a name in an emoji font, in the table and the pupil’s facts', async () => {
    const pdf = await reportPdf(await classWithOneAnswer(7, 'Ella 🦄'), 'en');
    expect(new Set(embeddedFonts(pdf))).toEqual(
      new Set(['DejaVuSans', 'DejaVuSans-Bold', 'NotoEmoji-Regular']),
    );
    const text = pdfText(pdf);
    // The one answer, right or wrong, and its time on the name’s row.
    expect(text).toMatch(/Ella 🦄 1 [01] [01] (0|100) ?% [01] 7 ?s/);
    expect(text.match(/Ella 🦄/g)).toHaveLength(2);
  });

  it('prints a Tigrinya name in Noto Sans Ethiopic, in the table and the pupil’s facts', async () => {
    const pdf = await reportPdf(await classWithOneAnswer(7, 'ሳባ ተስፋይ'), 'en');
    expect(new Set(embeddedFonts(pdf))).toEqual(
      new Set([
        'DejaVuSans',
        'DejaVuSans-Bold',
        'NotoSansEthiopic-Regular',
        'NotoSansEthiopic-Bold',
      ]),
    );
    expect(pdfText(pdf).match(/ሳባ ተስፋይ/g)).toHaveLength(2);
  });

  it('prints a right-to-left name with its first word on the right', async () => {
    const words = pdfWords(await reportPdf(await classWithOneAnswer(7, 'محمد علي'), 'en'));
    // The words as drawn, left to right, which is how the PDF's text holds a right-to-left word.
    const drawn = (typed: string) =>
      words.filter((word) => word.text === Array.from(typed).reverse().join(''));
    const [first, second] = [drawn('محمد'), drawn('علي')];
    expect(first, 'the first word in the table and in the pupil’s facts').toHaveLength(2);
    first.forEach((word, index) => {
      expect(word.xMin).toBeGreaterThan(second[index]?.xMax ?? Infinity);
    });
  });

  it('embeds no emoji font for names without emoji', async () => {
    const pdf = await reportPdf(await classWithOneAnswer(7, 'Åse Ødegård'), 'en');
    expect(new Set(embeddedFonts(pdf))).toEqual(new Set(['DejaVuSans', 'DejaVuSans-Bold']));
  });

  it.each(SUPPORTED_LANGUAGES)(
    'keeps a name of emoji that wraps inside its own row in %s',
    async (language) => {
      const name = '🦄🦄🦄🦄🦄 WWWWWWWWW🦄🦄🦄🦄🦄';
      const session = await classWithOneAnswer(7, name);
      const joined = await app.inject({
        method: 'POST',
        url: `/api/sessions/${session.sessionCode}/join`,
        payload: { name: 'Ola' },
      });
      expect(joined.statusCode).toBe(200);
      const words = pdfWords(await reportPdf(session, language)).filter((word) => word.page === 0);
      const ola = words.find((word) => word.text === 'Ola');
      // The name in the table, its first place on the page (it comes again with its facts).
      const everywhere = words.filter((word) => /🦄|WWW/.test(word.text));
      const top = Math.min(...everywhere.map((word) => word.yMin));
      const lines = everywhere.filter((word) => word.yMin < top + 40);
      if (ola === undefined || lines.length === 0) throw new Error('No rows of Ola and the name');
      // The name's lines all above Ola's row, or all below it: the rows do not overlap.
      const above = lines.every((word) => word.yMax <= ola.yMin + 0.5);
      const below = lines.every((word) => word.yMin >= ola.yMax - 0.5);
      expect(above || below, 'the name apart from the next row').toBe(true);
      expect(lines.length, 'the name drawn on more than one line').toBeGreaterThan(1);
    },
  );
});
