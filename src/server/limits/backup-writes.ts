import type { RedisConnection } from '#server/redis/redis';
import { createLimiter, unlimited, type Limiter } from './limiter';

/**
 * Writes (PUT) one class's backup may take in a minute. A teacher's device writes after a change
 * (a lesson recorded, a pupil added), a few times a minute at the most; a device stuck in a loop
 * of 2 MiB writes is stopped at the 61st.
 */
export const BACKUP_WRITES_PER_MINUTE = 60;

/**
 * Each backup's allowance of writes, keyed by the backup's id, shared by every process through
 * Redis when present (a device's writes may reach any process). Lifted with the per-address
 * limits (`perAddress` off, test runs only). It shares nothing with the students' allowances.
 */
export function createBackupWriteLimit(limited: boolean, redis?: RedisConnection): Limiter {
  if (!limited) return unlimited;
  return createLimiter(
    { name: 'backup-writes', points: BACKUP_WRITES_PER_MINUTE, durationSeconds: 60 },
    redis,
  );
}
