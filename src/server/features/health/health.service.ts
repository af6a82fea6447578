import type { HealthReply } from '#shared/contracts/health';

/** What the health check needs: probes of the database and Redis, and the running version. */
export interface HealthDeps {
  readonly databaseAnswers: () => Promise<boolean>;
  /** Absent when the process runs without Redis. */
  readonly redisAnswers?: () => Promise<boolean>;
  readonly version: string;
}

/** Reports 'ok' only when the database (and Redis, if used) answer. */
export async function checkHealth({
  databaseAnswers,
  redisAnswers,
  version,
}: HealthDeps): Promise<HealthReply> {
  const [databaseOk, redisOk] = await Promise.all([databaseAnswers(), redisAnswers?.()]);
  const redis = redisOk === undefined ? 'not-configured' : redisOk ? 'ok' : 'unavailable';
  return {
    status: databaseOk && redis !== 'unavailable' ? 'ok' : 'degraded',
    version,
    database: databaseOk ? 'ok' : 'unavailable',
    redis,
  };
}
