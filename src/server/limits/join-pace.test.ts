import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { CreateSessionReply, JoinReply } from '#shared/contracts/sessions';
import { CATALOGS } from '#shared/i18n/catalogs';
import { createTestApp, type TestApp } from '#server/test-app';
import { JOINS_PER_CLASS_PER_ADDRESS_PER_MINUTE } from './join-pace';
import { countedText } from '#shared/i18n/counted-text';

const errors = CATALOGS.en.errors;
const apps: TestApp[] = [];

afterEach(async () => {
  for (const app of apps.splice(0).reverse()) await app.dispose();
});

async function createSession(app: FastifyInstance): Promise<CreateSessionReply> {
  const response = await app.inject({ method: 'POST', url: '/api/sessions', payload: {} });
  return response.json<CreateSessionReply>();
}

const join = (app: FastifyInstance, code: string, name: string, from: string, token?: string) =>
  app.inject({
    method: 'POST',
    url: `/api/sessions/${code}/join`,
    payload: { name, ...(token === undefined ? {} : { reconnectionToken: token }) },
    remoteAddress: from,
  });

describe('new students joining one class from one address', () => {
  it(`get in ${String(JOINS_PER_CLASS_PER_ADDRESS_PER_MINUTE)} at once, then wait, told so; other classes, addresses and rejoins do not`, async () => {
    const first = await createTestApp();
    apps.push(first);
    const { app } = first;
    const session = await createSession(app);
    const school = '192.0.2.80';
    const joined: JoinReply[] = [];
    for (let index = 0; index < JOINS_PER_CLASS_PER_ADDRESS_PER_MINUTE; index += 1) {
      const reply = await join(app, session.sessionCode, `Pupil ${String(index)}`, school);
      expect(reply.statusCode).toBe(200);
      joined.push(reply.json<JoinReply>());
    }
    const refused = await join(app, session.sessionCode, 'Bot', school);
    expect(refused.statusCode).toBe(429);
    const seconds = Number(refused.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(refused.json()).toEqual({
      error: {
        code: 'too_many_joins',
        message: countedText(errors, 'tooManyJoins', seconds, 'en'),
      },
    });
    expect((await join(app, session.sessionCode, 'Home', '198.51.100.9')).statusCode).toBe(200);
    const other = await createSession(app);
    expect((await join(app, other.sessionCode, 'Next door', school)).statusCode).toBe(200);
    const back = joined[0];
    if (back === undefined) throw new Error('expected a student');
    const rejoin = await join(
      app,
      session.sessionCode,
      back.studentName,
      school,
      back.reconnectionToken,
    );
    expect(rejoin.statusCode).toBe(200);
  });
});
