import { describe, expect, it } from 'vitest';
import { CATALOGS } from '#shared/i18n/catalogs';
import { bearer, classApiForEachTest } from './features/class/testing/test-class-client';
import { errorOf } from './test-app';

const ticket = {
  name: 'Kari Nordmann',
  email: 'kari@skole.no',
  subject: 'Eksport',
  message: 'PDF-en mangler et navn.',
  category: 'technical',
};

/** Text that is not Unicode, in any JSON body, on SQLite and (scaled run) PostgreSQL alike. */
describe('bodies with text that is not Unicode', () => {
  const { app, createSession } = classApiForEachTest();

  const post = (url: string, payload: string | Buffer, language = 'en') =>
    app().inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', 'accept-language': language },
      payload,
    });

  const expectInvalidText = (response: Awaited<ReturnType<typeof post>>, language = 'en') => {
    expect(response.statusCode, response.body).toBe(400);
    expect(errorOf(response)).toEqual({
      code: 'invalid_text',
      message: CATALOGS[language as 'en'].errors.invalidText,
    });
  };

  it('refuses bytes that are not UTF-8 instead of storing U+FFFD in a name', async () => {
    const session = await createSession();
    const joinUrl = `/api/sessions/${session.sessionCode}/join`;
    const latin1 = Buffer.concat([
      Buffer.from('{"name":"Bj'),
      Buffer.from([0xf6]),
      Buffer.from('rn"}'),
    ]);
    expectInvalidText(await post(joinUrl, latin1));
    // A lone surrogate written raw: CESU-8 bytes, which UTF-8 does not allow.
    const rawSurrogate = Buffer.concat([
      Buffer.from('{"name":"Ola'),
      Buffer.from([0xed, 0xa0, 0x80]),
      Buffer.from('"}'),
    ]);
    expectInvalidText(await post(joinUrl, rawSurrogate, 'no'), 'no');
    const students = await app().inject({
      method: 'GET',
      url: `/api/sessions/${session.sessionId}/students`,
      headers: bearer(session.teacherToken),
    });
    expect(students.json()).toMatchObject({ students: [] });
    const utf8 = await post(joinUrl, Buffer.from('{"name":"Bjørn"}'));
    expect(utf8.statusCode).toBe(200);
    expect(utf8.json().studentName).toBe('Bjørn');
  });

  it('refuses an escaped lone surrogate in any text field, key or value, on every route', async () => {
    for (const body of [
      { ...ticket, message: 'Hei \\ud800' },
      { ...ticket, subject: '\\udc00' },
      { ...ticket, name: 'Kari \\ude00\\ud83d' },
    ]) {
      const text = JSON.stringify(body).replaceAll('\\\\u', '\\u');
      expectInvalidText(await post('/api/support/tickets', text));
    }
    expectInvalidText(
      await post('/api/support/tickets', JSON.stringify(ticket).replace('{', '{"\\ud800":1,')),
    );
    expectInvalidText(await post('/api/sessions', '{"operations":["\\udfff"]}', 'uk'), 'uk');
    const paired = await post(
      '/api/support/tickets',
      JSON.stringify({ ...ticket, message: 'Takk \\ud83d\\ude00' }).replaceAll('\\\\u', '\\u'),
    );
    expect(paired.statusCode, paired.body).toBe(201);
  });
});
