import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CATALOGS } from '#shared/i18n/catalogs';
import { createTestApp, type TestApp } from '#server/test-app';
import { testClassClient } from '#server/features/class/testing/test-class-client';

const errors = CATALOGS.en.errors;
const FAMILY = '👨‍👩‍👧';
const ZALGO = `A${'\u0300\u0301\u0302\u0303\u0304'.repeat(30)}`;

const oneOperation = {
  autoStart: false,
  operations: [{ type: 'addition', numberRange: { min: 1, max: 10 }, challengeCount: 5 }],
};

/** Names as a student's join sends them, on SQLite and (in the scaled run) on PostgreSQL. */
describe('the names students join with', () => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let sessionCode: string;

  beforeEach(async () => {
    testApp = await createTestApp();
    app = testApp.app;
    sessionCode = (await createSession(oneOperation)).sessionCode;
  });

  afterEach(async () => {
    await testApp.dispose();
  });

  const { createSession, join } = testClassClient(() => app);

  /** A join whose body is sent as this exact JSON text, so escapes reach the server as written. */
  const joinWithBody = (body: string) =>
    app.inject({
      method: 'POST',
      url: `/api/sessions/${sessionCode}/join`,
      headers: { 'content-type': 'application/json' },
      payload: body,
    });

  it('refuses a name that draws nothing with the name-required message', async () => {
    const blanks = [
      '\u3164',
      '\u115F\u1160',
      '\uFFA0\uFFA0',
      '\u2800',
      '\u0301\u0302',
      '\u3000\u00A0\u2003\u205F',
      '\u200D\u200C\u2060',
      '\u202E\u2066',
    ];
    for (const name of blanks) {
      const response = await joinWithBody(JSON.stringify({ name }));
      expect(response.statusCode, JSON.stringify(name)).toBe(400);
      expect(response.json()).toEqual({
        error: { code: 'name_required', message: errors.nameRequired },
      });
    }
  });

  it('refuses a lone surrogate with 400 and a message, never storing a replacement', async () => {
    for (const body of [
      '{"name":"\\ud800"}',
      '{"name":"Ola\\udc00"}',
      '{"name":"\\ude00\\ud83d"}',
    ]) {
      const response = await joinWithBody(body);
      expect(response.statusCode, body).toBe(400);
      expect(response.json()).toEqual({
        error: { code: 'invalid_text', message: errors.invalidText },
      });
    }
    const paired = await joinWithBody('{"name":"Ola \\ud83d\\ude00"}');
    expect(paired.statusCode).toBe(200);
    expect(paired.json().studentName).toBe('Ola 😀');
  });

  it('gives an emoji sequence back whole and keeps it in the teacher list', async () => {
    const created = await createSession(oneOperation);
    const student = await join(created.sessionCode, `Ola ${FAMILY}`);
    expect(student.studentName).toBe(`Ola ${FAMILY}`);
    const list = await app.inject({
      method: 'GET',
      url: `/api/sessions/${created.sessionId}/students`,
      headers: { authorization: `Bearer ${created.teacherToken}` },
    });
    expect(list.json().students.map((student: { name: string }) => student.name)).toEqual([
      `Ola ${FAMILY}`,
    ]);
  });

  it('numbers a second name that only looks like the first', async () => {
    const first = await join(sessionCode, 'Ada');
    const second = await join(sessionCode, 'Аda');
    const third = await join(sessionCode, 'ADA');
    expect(first.studentName).toBe('Ada');
    expect(second.studentName).toBe('Аda 2');
    expect(third.studentName).toBe('ADA 3');
  });

  it('gives a child the numbered name their device says the last lesson gave them', async () => {
    const joinAs = async (name: string, lessonName?: string) => {
      const response = await joinWithBody(JSON.stringify({ name, lessonName }));
      expect(response.statusCode).toBe(200);
      return response.json<{ studentName: string }>().studentName;
    };
    expect(await joinAs('Emil', 'Emil 2')).toBe('Emil 2');
    expect(await joinAs('Emil', 'Emil')).toBe('Emil');
    expect(await joinAs('Emil', 'Emil 2')).toBe('Emil 3');
    expect(await joinAs('Ada', 'Emil 4')).toBe('Ada');
    expect(await joinAs('Ada', `Ada ${'9'.repeat(150)}`)).toBe('Ada 2');
    const tooLong = await joinWithBody(JSON.stringify({ name: 'Bo', lessonName: 'B'.repeat(201) }));
    expect(tooLong.statusCode).toBe(400);
  });

  it('refuses a Zalgo name as too long and marks stacked on a short one as not allowed', async () => {
    const zalgo = await joinWithBody(JSON.stringify({ name: ZALGO }));
    expect(zalgo.statusCode).toBe(400);
    expect(zalgo.json()).toEqual({ error: { code: 'name_too_long', message: errors.nameTooLong } });
    const stacked = await joinWithBody(
      JSON.stringify({ name: 'Ada\u0300\u0301\u0302\u0303\u0304' }),
    );
    expect(stacked.statusCode).toBe(400);
    expect(stacked.json()).toEqual({
      error: { code: 'name_not_allowed', message: errors.nameNotAllowed },
    });
  });

  it('keeps the joiner a Persian name needs and removes bidirectional controls', async () => {
    const persian = await join(sessionCode, 'می\u200Cنا');
    expect(persian.studentName).toBe('می\u200Cنا');
    const bidi = await join(sessionCode, '\u202EKari\u2066');
    expect(bidi.studentName).toBe('Kari');
  });
});
