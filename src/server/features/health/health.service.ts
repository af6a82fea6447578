import type { HealthReply } from '#shared/contracts/health';

/** What the health check needs: a database probe and the running version. */
export interface HealthDeps {
  readonly databaseAnswers: () => Promise<boolean>;
  readonly version: string;
}

/** Reports 'ok' only when the database answers, so a load balancer can take a sick process out. */
export async function checkHealth({ databaseAnswers, version }: HealthDeps): Promise<HealthReply> {
  const databaseOk = await databaseAnswers();
  return {
    status: databaseOk ? 'ok' : 'degraded',
    version,
    database: databaseOk ? 'ok' : 'unavailable',
  };
}
