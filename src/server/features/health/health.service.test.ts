import { describe, expect, it } from 'vitest';
import { openRedis } from '#server/redis/redis';
import { checkHealth } from './health.service';

const answers = (ok: boolean) => () => Promise.resolve(ok);

describe('checkHealth', () => {
  it('is ok without Redis when the database answers', async () => {
    expect(await checkHealth({ databaseAnswers: answers(true), version: '1' })).toEqual({
      status: 'ok',
      version: '1',
      database: 'ok',
      redis: 'not-configured',
    });
  });

  it('is degraded when the configured Redis does not answer, within about a second', async () => {
    const redis = openRedis('redis://127.0.0.1:1', 'unreachable');
    const started = Date.now();
    const health = await checkHealth({
      databaseAnswers: answers(true),
      redisAnswers: () => redis.answers(),
      version: '1',
    });
    await redis.close();
    expect(health).toMatchObject({ status: 'degraded', database: 'ok', redis: 'unavailable' });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('is degraded when the database does not answer', async () => {
    const health = await checkHealth({
      databaseAnswers: answers(false),
      redisAnswers: answers(true),
      version: '1',
    });
    expect(health).toMatchObject({ status: 'degraded', database: 'unavailable', redis: 'ok' });
  });
});
