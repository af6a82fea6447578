import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { classInsightReplySchema } from '#shared/contracts/insight';
import {
  studentListReplySchema,
  teacherSessionStateSchema,
  type JoinReply,
} from '#shared/contracts/sessions';
import { CATALOGS } from '#shared/i18n/catalogs';
import {
  bearer,
  classApiForEachTest,
  rightChoiceOf,
} from '#server/features/class/testing/test-class-client';
import { pdfText } from './test-pdf-text';

const tables = {
  autoStart: true,
  operations: [{ type: 'multiplication', numberRange: { min: 1, max: 10 }, challengeCount: 20 }],
};

describe('a student the teacher removed', () => {
  const { testApp, app, createSession, join, teacher, nextProblem, answer } = classApiForEachTest();

  /** The student answers `right` questions right, then `wrong` ones wrong. */
  async function answers(student: JoinReply, right: number, wrong: number): Promise<void> {
    for (let index = 0; index < right + wrong; index += 1) {
      const problem = await nextProblem(student);
      const correct = rightChoiceOf(problem);
      const choice = index < right ? correct : (correct + 1) % problem.choices.length;
      testApp().advanceClock(1000);
      expect((await answer(student, problem.problemId, choice)).statusCode).toBe(200);
    }
  }

  it('keeps their answers in the class totals, the insight, the CSV and the PDF, marked removed', async () => {
    const created = await createSession(tables);
    const ola = await join(created.sessionCode, 'Ola');
    testApp().advanceClock(1000);
    const kari = await join(created.sessionCode, 'Kari');
    await answers(ola, 3, 2);
    await answers(kari, 4, 0);
    const path = (rest: string) => `/api/sessions/${created.sessionId}/${rest}`;
    const get = (rest: string, language = 'en') =>
      app().inject({
        method: 'GET',
        url: path(rest),
        headers: { ...bearer(created.teacherToken), 'accept-language': language },
      });

    const removal = await teacher(
      'POST',
      path(`students/${ola.studentId}/remove`),
      created.teacherToken,
    );
    expect(removal.statusCode).toBe(200);
    const studentsOf = (students: { name: string; removed: boolean; stats: object }[]) =>
      students.map(({ name, removed, stats }) => ({ name, removed, stats }));
    const expected = [
      { name: 'Ola', removed: true, stats: { questionsAnswered: 5, correct: 3, incorrect: 2 } },
      { name: 'Kari', removed: false, stats: { questionsAnswered: 4, correct: 4, incorrect: 0 } },
    ];
    const state = teacherSessionStateSchema.parse(removal.json());
    expect(studentsOf(state.students)).toMatchObject(expected);
    expect(state.students[0]?.connected).toBe(false);

    // The class figures the teacher's screen sums from the student list.
    const { students } = studentListReplySchema.parse((await get('students')).json());
    expect(studentsOf(students)).toMatchObject(expected);
    const sum = (of: (stats: (typeof students)[number]['stats']) => number) =>
      students.reduce((total, student) => total + of(student.stats), 0);
    expect([sum((stats) => stats.questionsAnswered), sum((stats) => stats.correct)]).toEqual([
      9, 7,
    ]);

    const insight = classInsightReplySchema.parse((await get('insight')).json());
    expect(insight.operations[0]).toMatchObject({ answered: 9, wrong: 2 });

    const rows: string[][] = parse((await get('report.csv')).body, { bom: true });
    const status = rows[0]!.indexOf('Status');
    expect(status).toBeGreaterThan(0);
    expect(rows.slice(1).map((row) => [row[0], row[2], row[3], row[4], row[status]])).toEqual([
      ['Ola', '5', '3', '2', 'Removed'],
      ['Kari', '4', '4', '0', 'In class'],
    ]);
    const norwegian: string[][] = parse((await get('report.csv', 'nb')).body, {
      bom: true,
      delimiter: ';',
    });
    expect(norwegian[1]?.[status]).toBe(CATALOGS.no.report.removed);
    expect(norwegian[2]?.[status]).toBe(CATALOGS.no.report.inClass);

    const pdf = await get('report.pdf');
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Ola (removed)');
    expect(text).toContain(
      'Pupils: 2 (removed: 1) · Questions answered: 9 · Average accuracy: 80 %',
    );
    expect(text).not.toContain('Kari (removed)');
  });

  it('still cannot answer or rejoin', async () => {
    const created = await createSession(tables);
    const ola = await join(created.sessionCode, 'Ola');
    await answers(ola, 1, 0);
    await teacher(
      'POST',
      `/api/sessions/${created.sessionId}/students/${ola.studentId}/remove`,
      created.teacherToken,
    );
    const removed = { error: { code: 'student_removed', message: CATALOGS.en.errors.removed } };
    const problem = await app().inject({
      method: 'POST',
      url: `/api/students/${ola.studentId}/problems`,
      headers: bearer(ola.reconnectionToken),
    });
    expect([problem.statusCode, problem.json()]).toEqual([403, removed]);
    const rejoin = await app().inject({
      method: 'POST',
      url: `/api/sessions/${created.sessionCode}/join`,
      payload: { name: 'Ola', reconnectionToken: ola.reconnectionToken },
    });
    expect([rejoin.statusCode, rejoin.json()]).toEqual([403, removed]);
  });
});
