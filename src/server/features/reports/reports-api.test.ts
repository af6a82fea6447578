import { parse } from 'csv-parse/sync';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ClassProblem, CreateSessionReply, JoinReply } from '#shared/contracts/sessions';
import { CATALOGS } from '#shared/i18n/catalogs';
import { createTestApp, type TestApp } from '#server/test-app';
import { pdfText } from './test-pdf-text';
import { countedText } from '#shared/i18n/counted-text';

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

function solve(stem: string): number {
  const [a = '0', sign, b = '0'] = stem.replace(' = ?', '').split(' ');
  return sign === '×' ? Number(a) * Number(b) : Number(a) + Number(b);
}

/** A class where each student answers `count` questions, right or wrong as asked. */
async function classWithAnswers(names: readonly string[], count: number, rightFirst: boolean) {
  const session: CreateSessionReply = (
    await app.inject({
      method: 'POST',
      url: '/api/sessions',
      payload: {
        autoStart: true,
        operations: [
          { type: 'multiplication', numberRange: { min: 1, max: 10 }, challengeCount: 10 },
        ],
      },
    })
  ).json();
  const students: JoinReply[] = [];
  for (const name of names) {
    const student: JoinReply = (
      await app.inject({
        method: 'POST',
        url: `/api/sessions/${session.sessionCode}/join`,
        payload: { name },
      })
    ).json();
    students.push(student);
    for (let index = 0; index < count; index += 1) {
      const problem: ClassProblem = (
        await app.inject({
          method: 'POST',
          url: `/api/students/${student.studentId}/problems`,
          headers: bearer(student.reconnectionToken),
        })
      ).json();
      const answer = solve(problem.stem);
      const right = problem.choices.findIndex((choice) => Number(choice) === answer);
      const choiceIndex = (index === 0) === rightFirst ? right : (right + 1) % 3;
      testApp.advanceClock(1000 * (index + 1));
      await app.inject({
        method: 'POST',
        url: `/api/students/${student.studentId}/answers`,
        headers: bearer(student.reconnectionToken),
        payload: { problemId: problem.problemId, choiceIndex, timeSpentMs: 1000 * (index + 1) },
      });
    }
  }
  return { session, students };
}

describe('reports', () => {
  it('exports a CSV with a byte-order mark whose rows parse back to the names and counts, formulas kept as text', async () => {
    const { session } = await classWithAnswers(
      ['Åse Ørn', 'Ольга', '=1+2', 'Ola "O" Nordmann'],
      2,
      true,
    );
    const response = await app.inject({
      method: 'GET',
      url: `/api/sessions/${session.sessionId}/report.csv`,
      headers: bearer(session.teacherToken),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="mattemester-${session.sessionCode}-2026-11-23-0800.csv"`,
    );
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const rows: string[][] = parse(response.body, { bom: true });
    expect(rows[0]).toEqual([
      'Name',
      'Joined at',
      'Questions answered',
      'Correct',
      'Wrong',
      'Accuracy %',
      'Best streak',
      'Current streak',
      'Answering time (seconds)',
      'Status',
      'Facts missed',
      'Facts slow',
      'Facts right and quick',
      'Operations',
    ]);
    expect(rows.slice(1).map((row) => [row[0], row[2], row[3], row[4], row[5]])).toEqual([
      ['Åse Ørn', '2', '1', '1', '50'],
      ['Ольга', '2', '1', '1', '50'],
      ["'=1+2", '2', '1', '1', '50'],
      ['Ola "O" Nordmann', '2', '1', '1', '50'],
    ]);
  });

  it('names the picked times tables of each operation in the CSV and the PDF', async () => {
    const session: CreateSessionReply = (
      await app.inject({
        method: 'POST',
        url: '/api/sessions',
        payload: {
          autoStart: true,
          operations: [
            {
              type: 'multiplication',
              numberRange: { min: 1, max: 10 },
              challengeCount: 10,
              tables: [6, 7, 8],
            },
            { type: 'addition', numberRange: { min: 1, max: 20 }, challengeCount: 10 },
          ],
        },
      })
    ).json();
    await app.inject({
      method: 'POST',
      url: `/api/sessions/${session.sessionCode}/join`,
      payload: { name: 'Kari' },
    });
    const named = 'Multiplication 1–10 (tables 6, 7, 8), Addition 1–20';
    const csv = await app.inject({
      method: 'GET',
      url: `/api/sessions/${session.sessionId}/report.csv`,
      headers: bearer(session.teacherToken),
    });
    const rows: string[][] = parse(csv.body, { bom: true });
    expect(rows.slice(1).map((row) => row.at(-1))).toEqual([named]);
    const pdf = await app.inject({
      method: 'GET',
      url: `/api/sessions/${session.sessionId}/report.pdf`,
      headers: bearer(session.teacherToken),
    });
    expect(pdfText(pdf.rawPayload)).toContain(`Operations: ${named}`);
  });

  it('writes the CSV headers in the teacher’s language', async () => {
    const { session } = await classWithAnswers(['Kari'], 1, true);
    const response = await app.inject({
      method: 'GET',
      url: `/api/sessions/${session.sessionId}/report.csv`,
      headers: { ...bearer(session.teacherToken), 'accept-language': 'nb' },
    });
    const rows: string[][] = parse(response.body, { bom: true, delimiter: ';' });
    expect(rows[0]?.[0]).not.toBe('Name');
  });

  it('writes join times and the date in the teacher’s time zone, and refuses an unknown one', async () => {
    const { session } = await classWithAnswers(['Kari'], 1, true);
    const csv = (timeZone: string) =>
      app.inject({
        method: 'GET',
        url: `/api/sessions/${session.sessionId}/report.csv?timeZone=${encodeURIComponent(timeZone)}`,
        headers: bearer(session.teacherToken),
      });
    const oslo = await csv('Europe/Oslo');
    expect(oslo.statusCode).toBe(200);
    const rows: string[][] = parse(oslo.body, { bom: true });
    // The test clock starts at 08:00 UTC, 09:00 in Oslo.
    expect(rows[1]?.[1]).toBe('2026-11-23 09:00');
    const unknown = await csv('Mars/Olympus');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: { code: 'invalid_field' } });
    const pdf = await app.inject({
      method: 'GET',
      url: `/api/sessions/${session.sessionId}/report.pdf?timeZone=America/Anchorage`,
      headers: bearer(session.teacherToken),
    });
    // 08:00 UTC is still the day before in Alaska.
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="mattemester-${session.sessionCode}-2026-11-22-2300.pdf"`,
    );
    expect(pdfText(pdf.rawPayload)).toContain('Date: 2026-11-22 23:00');
  });

  it('gives a pupil who answered nothing no accuracy: an empty CSV cell and – in the PDF', async () => {
    const { session } = await classWithAnswers(['Emil', 'Kari'], 0, true);
    const get = (path: string) =>
      app.inject({
        method: 'GET',
        url: `/api/sessions/${session.sessionId}/${path}`,
        headers: bearer(session.teacherToken),
      });
    const rows: string[][] = parse((await get('report.csv')).body, { bom: true });
    expect(rows.slice(1).map((row) => [row[0], row[2], row[5]])).toEqual([
      ['Emil', '0', ''],
      ['Kari', '0', ''],
    ]);
    const text = pdfText((await get('report.pdf')).rawPayload);
    expect(text).toContain('Pupils: 2 · Questions answered: 0 · Average accuracy: –');
    expect(text).toMatch(/Emil 0 0 0 – 0 /);
    expect(text).not.toContain('0 %');
  });

  it('exports a PDF for the teacher only', async () => {
    const { session, students } = await classWithAnswers(['Åse Ørn'], 1, false);
    const response = await app.inject({
      method: 'GET',
      url: `/api/sessions/${session.sessionId}/report.pdf`,
      headers: bearer(session.teacherToken),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(response.rawPayload.toString('latin1')).toContain('DejaVuSans');
    for (const path of ['report.pdf', 'report.csv', 'insight']) {
      expect(
        (await app.inject({ method: 'GET', url: `/api/sessions/${session.sessionId}/${path}` }))
          .statusCode,
      ).toBe(401);
      expect(
        (
          await app.inject({
            method: 'GET',
            url: `/api/sessions/${session.sessionId}/${path}`,
            headers: bearer(students[0]!.reconnectionToken),
          })
        ).statusCode,
      ).toBe(403);
    }
  });

  it("refuses a session's second PDF while its first is being built, in the teacher's language", async () => {
    const { session } = await classWithAnswers(['Åse Ørn'], 1, false);
    const pdf = () =>
      app.inject({
        method: 'GET',
        url: `/api/sessions/${session.sessionId}/report.pdf`,
        headers: { ...bearer(session.teacherToken), 'accept-language': 'nn' },
      });
    // Either may reach the queue first; the other is refused.
    const both = await Promise.all([pdf(), pdf()]);
    expect(both.map((reply) => reply.statusCode).sort()).toEqual([200, 429]);
    const refused = both.find((reply) => reply.statusCode === 429);
    expect(refused?.headers['retry-after']).toBe('2');
    expect(refused?.json()).toEqual({
      error: {
        code: 'report_busy',
        message: countedText(CATALOGS.nn.errors, 'reportBusy', 2, 'nn'),
      },
    });
    expect((await pdf()).statusCode).toBe(200);
  });

  it('shows which facts the class got wrong, with the wrong answers chosen and the grid', async () => {
    const { session } = await classWithAnswers(['A', 'B'], 3, false);
    const insight = (
      await app.inject({
        method: 'GET',
        url: `/api/sessions/${session.sessionId}/insight`,
        headers: bearer(session.teacherToken),
      })
    ).json();
    const multiplication = insight.operations[0];
    expect(multiplication).toMatchObject({ operation: 'multiplication', answered: 6, wrong: 2 });
    const wrongInList = multiplication.mostMissed.reduce(
      (sum: number, fact: { wrong: number }) => sum + fact.wrong,
      0,
    );
    expect(wrongInList).toBe(2);
    expect(multiplication.mostMissed[0].wrongAnswers.length).toBeGreaterThan(0);
    const gridAttempts = multiplication.grid.reduce(
      (sum: number, cell: { attempts: number }) => sum + cell.attempts,
      0,
    );
    expect(gridAttempts).toBe(6);
  });

  it('keeps showing an operation the class answered after the teacher took it out, but not as a focus', async () => {
    const { session } = await classWithAnswers(['A'], 2, false);
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/sessions/${session.sessionId}/settings`,
      headers: bearer(session.teacherToken),
      payload: {
        operations: [{ type: 'addition', numberRange: { min: 1, max: 10 }, challengeCount: 10 }],
      },
    });
    expect(edited.statusCode).toBe(200);
    const insight = (
      await app.inject({
        method: 'GET',
        url: `/api/sessions/${session.sessionId}/insight`,
        headers: bearer(session.teacherToken),
      })
    ).json();
    expect(insight.operations).toMatchObject([
      { operation: 'addition', answered: 0 },
      { operation: 'multiplication', answered: 2, wrong: 1 },
    ]);
    const pdf = await app.inject({
      method: 'GET',
      url: `/api/sessions/${session.sessionId}/report.pdf`,
      headers: bearer(session.teacherToken),
    });
    expect(pdfText(pdf.rawPayload)).toContain(
      'Operations: Addition 1–10, Multiplication (removed)',
    );
    // The missed multiplication fact is no longer asked, so it cannot become the class's focus.
    const focus = await app.inject({
      method: 'POST',
      url: `/api/sessions/${session.sessionId}/focus`,
      headers: bearer(session.teacherToken),
    });
    expect(focus.statusCode).toBe(409);
    expect(focus.json()).toMatchObject({ error: { code: 'nothing_missed' } });
  });

  it('drills down into one student: missed facts and median response time', async () => {
    const { session, students } = await classWithAnswers(['Ola'], 3, true);
    const response = await app.inject({
      method: 'GET',
      url: `/api/sessions/${session.sessionId}/students/${students[0]!.studentId}/insight`,
      headers: bearer(session.teacherToken),
    });
    expect(response.json()).toMatchObject({
      name: 'Ola',
      answered: 3,
      correct: 1,
      medianTimeMs: 2000,
    });
    // Two wrong answers; two random questions can be the same fact, so count answers, not facts.
    const missed = response.json<{ missed: { wrong: number }[] }>().missed;
    expect(missed.reduce((sum, fact) => sum + fact.wrong, 0)).toBe(2);
  });
});
