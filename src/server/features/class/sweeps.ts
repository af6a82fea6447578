import type { FastifyBaseLogger } from 'fastify';
import { EXAM_SWEEP_MS, type ExamClock } from './exam-clock';
import { RETENTION_SWEEP_MS, type Retention } from './retention';

/**
 * Runs the retention sweep once at boot (a process that was down for a day deletes what expired
 * meanwhile) and then every minute, and the exam sweep every second. Both are conditional
 * statements in the database, so with several processes each deletion and each exam end happens
 * once. Returns a function that stops them.
 */
export function startSweeps(
  { retention, examClock }: { retention: Retention; examClock: ExamClock },
  log: FastifyBaseLogger,
): () => void {
  const sweepRetention = () => {
    retention
      .sweep()
      .then((deleted) => {
        if (deleted > 0) log.info({ deleted }, 'expired sessions deleted');
      })
      .catch((error: unknown) => log.error({ err: error }, 'retention sweep failed'));
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
