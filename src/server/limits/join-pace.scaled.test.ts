import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { CreateSessionReply } from '#shared/contracts/sessions';
import { createTestApp, newRedisPrefix, type TestApp } from '#server/test-app';
import { JOINS_PER_CLASS_PER_ADDRESS_PER_MINUTE } from './join-pace';

const apps: TestApp[] = [];

afterEach(async () => {
  for (const app of apps.splice(0).reverse()) await app.dispose();
});

async function createSession(app: FastifyInstance): Promise<CreateSessionReply> {
  const response = await app.inject({ method: 'POST', url: '/api/sessions', payload: {} });
  return response.json<CreateSessionReply>();
}

const join = (app: FastifyInstance, code: string, name: string, from: string) =>
  app.inject({
    method: 'POST',
    url: `/api/sessions/${code}/join`,
    payload: { name },
    remoteAddress: from,
  });

describe('new students joining one class from one address, through two processes', () => {
  it('are paced across the processes that share Redis', async () => {
    const redisPrefix = newRedisPrefix();
    const first = await createTestApp({ redisPrefix });
    apps.push(first);
    const second = await createTestApp({ database: first.database, redisPrefix });
    apps.push(second);
    const session = await createSession(first.app);
    const school = '192.0.2.81';
    for (let index = 0; index < JOINS_PER_CLASS_PER_ADDRESS_PER_MINUTE; index += 1) {
      const app = index % 2 === 0 ? first.app : second.app;
      const reply = await join(app, session.sessionCode, `Pupil ${String(index)}`, school);
      expect(reply.statusCode).toBe(200);
    }
    expect((await join(second.app, session.sessionCode, 'Bot', school)).statusCode).toBe(429);
    expect((await join(first.app, session.sessionCode, 'Bot', school)).statusCode).toBe(429);
    // 42 joins one after another on PostgreSQL: 2.4 s on an idle machine, over the default 5 s
    // while the suite's other files share its two cores.
  }, 20_000);
});
