import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { CreateSessionReply, JoinReply } from '#shared/contracts/sessions';
import { CATALOGS } from '#shared/i18n/catalogs';
import { DEFAULT_LIMITS } from '#server/config';
import { createTestApp, errorOf, type TestApp, type TestAppOptions } from '#server/test-app';
import { countedText } from '#shared/i18n/counted-text';

const errors = CATALOGS.en.errors;
const settings = {
  operations: [{ type: 'addition', numberRange: { min: 1, max: 10 }, challengeCount: 5 }],
};

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.dispose();
});

async function start(options: TestAppOptions = {}): Promise<FastifyInstance> {
  testApp = await createTestApp(options);
  return testApp.app;
}

async function createSession(app: FastifyInstance, from = '203.0.113.1') {
  const response = await app.inject({
    method: 'POST',
    url: '/api/sessions',
    payload: settings,
    remoteAddress: from,
  });
  expect(response.statusCode).toBe(201);
  return response.json<CreateSessionReply>();
}

const lookUp = (app: FastifyInstance, code: string, from: string, headers = {}) =>
  app.inject({ method: 'GET', url: `/api/sessions/${code}`, remoteAddress: from, headers });

const join = (app: FastifyInstance, code: string, name: string, from: string) =>
  app.inject({
    method: 'POST',
    url: `/api/sessions/${code}/join`,
    payload: { name },
    remoteAddress: from,
  });

const rejoin = (app: FastifyInstance, code: string, student: JoinReply, from: string) =>
  app.inject({
    method: 'POST',
    url: `/api/sessions/${code}/join`,
    payload: { name: student.studentName, reconnectionToken: student.reconnectionToken },
    remoteAddress: from,
  });

/** A code that is no live session's: the test sessions' codes are random, so one is checked. */
function wrongCodeBesides(...codes: string[]): string {
  return ['K7QM3X', 'P4RT8W'].find((code) => !codes.includes(code)) ?? 'H2JN9Z';
}

/** Sends wrong codes from the address until one is refused; how many were answered 404. */
async function guessUntilRefused(app: FastifyInstance, from: string, wrongCode: string) {
  for (let tries = 0; ; tries += 1) {
    const reply = await lookUp(app, wrongCode, from);
    if (reply.statusCode === 429) return { tries, refusal: reply };
    expect(reply.statusCode).toBe(404);
  }
}

describe('failed code look-ups', () => {
  const perMinute = DEFAULT_LIMITS.failedLookupsPerMinute;

  it(`refuses every look-up of an address after ${perMinute} wrong codes in a minute, a right code too, with a translated message and Retry-After`, async () => {
    const app = await start();
    const session = await createSession(app);
    const guesser = '198.51.100.7';
    const { tries, refusal } = await guessUntilRefused(
      app,
      guesser,
      wrongCodeBesides(session.sessionCode),
    );
    expect(tries).toBe(perMinute);
    const retryAfter = Number(refusal.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refusal.json()).toEqual({
      error: {
        code: 'too_many_lookups',
        message: countedText(errors, 'tooManyLookups', retryAfter, 'en'),
      },
    });
    const limited = await lookUp(app, session.sessionCode, guesser, { 'accept-language': 'sv' });
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited).message).toMatch(/^För många felaktiga koder/);
    expect((await join(app, session.sessionCode, 'Ola', guesser)).statusCode).toBe(429);
    expect((await lookUp(app, session.sessionCode, '198.51.100.8')).statusCode).toBe(200);
  });

  it('refuses an address for the rest of the day once it has used up its wrong codes of a day', async () => {
    const app = await start({
      limits: { ...DEFAULT_LIMITS, failedLookupsPerMinute: 1000, failedLookupsPerDay: 12 },
    });
    const session = await createSession(app);
    const { tries, refusal } = await guessUntilRefused(
      app,
      '198.51.100.7',
      wrongCodeBesides(session.sessionCode),
    );
    expect(tries).toBe(12);
    expect(Number(refusal.headers['retry-after'])).toBeGreaterThan(23 * 3600);
  });

  it('lets 35 students of one school behind one address join with 15 typos among them', async () => {
    const app = await start();
    const session = await createSession(app);
    const school = '192.0.2.50';
    const typo = wrongCodeBesides(session.sessionCode);
    const replies = await Promise.all(
      Array.from({ length: 35 }, async (_, index) => {
        if (index < 15)
          expect((await join(app, typo, `Student ${index + 1}`, school)).statusCode).toBe(404);
        return join(app, session.sessionCode, `Student ${index + 1}`, school);
      }),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array(35).fill(200));
  });

  it('lets a whole school of 10 classes of 30 join within a minute with a typo for every other student', async () => {
    const app = await start();
    const school = '192.0.2.60';
    const classes = await Promise.all(Array.from({ length: 10 }, () => createSession(app, school)));
    const typo = wrongCodeBesides(...classes.map((session) => session.sessionCode));
    for (const [classIndex, session] of classes.entries()) {
      const replies = await Promise.all(
        Array.from({ length: 30 }, async (_, index) => {
          const name = `Student ${classIndex}-${index}`;
          if (index % 2 === 0) expect((await join(app, typo, name, school)).statusCode).toBe(404);
          return (await join(app, session.sessionCode, name, school)).statusCode;
        }),
      );
      expect(replies).toEqual(Array(30).fill(200));
    }
  }, 60_000);

  it("lets a student rejoin with their own token while the school's address is over its limit", async () => {
    const app = await start();
    const session = await createSession(app);
    const school = '192.0.2.70';
    const student = (await join(app, session.sessionCode, 'Ola', school)).json<JoinReply>();
    await guessUntilRefused(app, school, wrongCodeBesides(session.sessionCode));
    const back = await rejoin(app, session.sessionCode, student, school);
    expect(back.statusCode).toBe(200);
    expect(back.json<JoinReply>()).toMatchObject({ studentId: student.studentId, isRejoin: true });
    const restored = await app.inject({
      method: 'POST',
      url: `/api/sessions/${session.sessionCode.toLowerCase()}/join`,
      payload: { name: 'Ola', reconnectionToken: student.reconnectionToken, rejoinOnly: true },
      remoteAddress: school,
    });
    expect(restored.statusCode).toBe(200);
    // A new student of the same school still waits: only the token proves a right code.
    expect((await join(app, session.sessionCode, 'Kari', school)).statusCode).toBe(429);
  });

  it("tells a guesser over the limit nothing with a made-up token or another session's token", async () => {
    const app = await start();
    const target = await createSession(app);
    const own = await createSession(app);
    const guesser = '198.51.100.9';
    const ownStudent = (await join(app, own.sessionCode, 'Per', guesser)).json<JoinReply>();
    await guessUntilRefused(app, guesser, wrongCodeBesides(target.sessionCode, own.sessionCode));
    const madeUp = { ...ownStudent, reconnectionToken: 'x'.repeat(43) };
    for (const attempt of [
      rejoin(app, target.sessionCode, madeUp, guesser),
      rejoin(app, target.sessionCode, ownStudent, guesser),
      rejoin(app, wrongCodeBesides(target.sessionCode, own.sessionCode), ownStudent, guesser),
    ])
      expect((await attempt).statusCode).toBe(429);
  });

  it('answers a removed student who rejoins over the limit that they were removed', async () => {
    const app = await start();
    const session = await createSession(app);
    const school = '192.0.2.80';
    const student = (await join(app, session.sessionCode, 'Trond', school)).json<JoinReply>();
    await app.inject({
      method: 'POST',
      url: `/api/sessions/${session.sessionId}/students/${student.studentId}/remove`,
      headers: { authorization: `Bearer ${session.teacherToken}` },
    });
    await guessUntilRefused(app, school, wrongCodeBesides(session.sessionCode));
    const refused = await rejoin(app, session.sessionCode, student, school);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: { code: 'student_removed', message: errors.removed } });
  });

  it('believes X-Forwarded-For only from a configured proxy', async () => {
    const app = await start({
      trustProxy: ['10.0.0.1'],
      limits: { ...DEFAULT_LIMITS, failedLookupsPerMinute: 10 },
    });
    const spoofed = (client: string) => ({ 'x-forwarded-for': client });
    // Through the trusted proxy each client is counted by its own address.
    for (let attempt = 0; attempt < 10; attempt += 1)
      await lookUp(app, 'WRONG1', '10.0.0.1', spoofed('198.51.100.1'));
    expect((await lookUp(app, 'WRONG1', '10.0.0.1', spoofed('198.51.100.1'))).statusCode).toBe(429);
    expect((await lookUp(app, 'WRONG1', '10.0.0.1', spoofed('198.51.100.2'))).statusCode).toBe(404);
    // From anywhere else the header is ignored: a new value per try does not reset the count.
    for (let attempt = 0; attempt < 10; attempt += 1)
      await lookUp(app, 'WRONG1', '203.0.113.9', spoofed(`198.51.100.${attempt + 10}`));
    expect((await lookUp(app, 'WRONG1', '203.0.113.9', spoofed('198.51.100.99'))).statusCode).toBe(
      429,
    );
  });
});

describe('sessions created per address', () => {
  it('refuses a session beyond the hourly cap of an address with 429 and a clear message', async () => {
    const app = await start({ limits: { ...DEFAULT_LIMITS, sessionsPerAddressPerHour: 2 } });
    await createSession(app);
    await createSession(app);
    const refused = await app.inject({
      method: 'POST',
      url: '/api/sessions',
      payload: settings,
      remoteAddress: '203.0.113.1',
    });
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused)).toMatchObject({
      code: 'too_many_sessions',
      message: expect.stringMatching(/Too many sessions/) as string,
    });
    await createSession(app, '203.0.113.2');
  });
});

describe('students per session', () => {
  it('says the session is full at the cap, frees a seat when the teacher removes a student, and still lets a student rejoin', async () => {
    const app = await start({ limits: { ...DEFAULT_LIMITS, studentsPerSession: 2 } });
    const session = await createSession(app);
    const ola = (await join(app, session.sessionCode, 'Ola', '192.0.2.1')).json<JoinReply>();
    const kari = (await join(app, session.sessionCode, 'Kari', '192.0.2.1')).json<JoinReply>();
    const full = await join(app, session.sessionCode, 'Per', '192.0.2.1');
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({
      error: { code: 'session_full', message: errors.sessionFull.replace('{{max}}', '2') },
    });
    const rejoin = await app.inject({
      method: 'POST',
      url: `/api/sessions/${session.sessionCode}/join`,
      payload: { name: 'Ola', reconnectionToken: ola.reconnectionToken },
    });
    expect(rejoin.statusCode).toBe(200);
    await app.inject({
      method: 'POST',
      url: `/api/sessions/${session.sessionId}/students/${kari.studentId}/remove`,
      headers: { authorization: `Bearer ${session.teacherToken}` },
    });
    expect((await join(app, session.sessionCode, 'Per', '192.0.2.1')).statusCode).toBe(200);
  });
});

describe('names', () => {
  it('asks for another name, kindly and translated, when a name is rude', async () => {
    const app = await start();
    const session = await createSession(app);
    const rude = await app.inject({
      method: 'POST',
      url: `/api/sessions/${session.sessionCode}/join`,
      payload: { name: 'F.u.c.k' },
      headers: { 'accept-language': 'nb' },
    });
    expect(rude.statusCode).toBe(400);
    expect(rude.json()).toEqual({
      error: { code: 'name_not_allowed', message: CATALOGS.no.errors.nameNotAllowed },
    });
  });
});
