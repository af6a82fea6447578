import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { CreateSessionReply, JoinReply } from '#shared/contracts/sessions';
import { CATALOGS } from '#shared/i18n/catalogs';
import { DEFAULT_LIMITS } from '../config';
import { createTestApp, type TestApp, type TestAppOptions } from '../test-app';

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

describe('failed code look-ups', () => {
  it('answers 429 with a clear message to an address after 10 wrong codes in a minute, even for a right code', async () => {
    const app = await start();
    const session = await createSession(app);
    for (let attempt = 0; attempt < 10; attempt += 1)
      expect((await lookUp(app, 'WRONG1', '198.51.100.7')).statusCode).toBe(404);
    const limited = await lookUp(app, session.sessionCode, '198.51.100.7');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json<{ error: string }>().error).toMatch(/wrong codes.*wait \d+ seconds/);
    const joining = await join(app, session.sessionCode, 'Ola', '198.51.100.7');
    expect(joining.statusCode).toBe(429);
    expect((await lookUp(app, session.sessionCode, '198.51.100.8')).statusCode).toBe(200);
  });

  it('lets 35 pupils of one school behind one address join within seconds, typos and all', async () => {
    const app = await start();
    const session = await createSession(app);
    const school = '192.0.2.50';
    for (let typo = 0; typo < 3; typo += 1)
      expect((await join(app, 'K7QM3X', `Typo ${typo}`, school)).statusCode).toBe(404);
    const replies = await Promise.all(
      Array.from({ length: 35 }, (_, index) =>
        join(app, session.sessionCode, `Pupil ${index + 1}`, school),
      ),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array(35).fill(200));
  });

  it('believes X-Forwarded-For only from a configured proxy', async () => {
    const app = await start({ trustProxy: ['10.0.0.1'] });
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
    expect(refused.json<{ error: string }>().error).toMatch(/Too many sessions/);
    await createSession(app, '203.0.113.2');
  });
});

describe('pupils per session', () => {
  it('says the session is full at the cap, frees a seat when the teacher removes a pupil, and still lets a pupil rejoin', async () => {
    const app = await start({ limits: { ...DEFAULT_LIMITS, studentsPerSession: 2 } });
    const session = await createSession(app);
    const ola = (await join(app, session.sessionCode, 'Ola', '192.0.2.1')).json<JoinReply>();
    const kari = (await join(app, session.sessionCode, 'Kari', '192.0.2.1')).json<JoinReply>();
    const full = await join(app, session.sessionCode, 'Per', '192.0.2.1');
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({
      error: errors.sessionFull.replace('{{max}}', '2'),
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
    expect(rude.json()).toEqual({ error: CATALOGS.no.errors.nameNotAllowed });
  });
});
