import type { FastifyBaseLogger } from 'fastify';
import { EXAM_SWEEP_MS, type ExamClock } from './features/class/sweeps/exam-clock';
import { RETENTION_SWEEP_MS } from './features/class/sweeps/retention';

/** Something that deletes what has been kept long enough; returns how many rows went. */
export interface RetentionSweep {
  readonly name: string;
  sweep(): Promise<number>;
}

/**
 * Runs the retention sweeps once at boot (a process that was down for a day deletes what expired
 * meanwhile) and then every minute, and the exam sweep every second. Each is a conditional
 * statement in the database, so with several processes each deletion and each exam end happens
 * once. Returns a function that stops them.
 */
export function startSweeps(
  { retention, examClock }: { retention: readonly RetentionSweep[]; examClock: ExamClock },
  log: FastifyBaseLogger,
): () => void {
  const sweepRetention = () => {
    for (const sweeper of retention)
      sweeper
        .sweep()
        .then((deleted) => {
          if (deleted > 0) log.info({ count: deleted }, `${sweeper.name}: ${String(deleted)}`);
        })
        .catch((error: unknown) => log.error({ err: error }, `${sweeper.name} sweep failed`));
  };
  sweepRetention();
  const retentionTimer = setInterval(sweepRetention, RETENTION_SWEEP_MS);
  const examTimer = setInterval(() => {
    examClock.sweep().catch((error: unknown) => log.error({ err: error }, 'exam sweep failed'));
  }, EXAM_SWEEP_MS);
  retentionTimer.unref();
  examTimer.unref();
  return () => {
    clearInterval(retentionTimer);
    clearInterval(examTimer);
  };
}
