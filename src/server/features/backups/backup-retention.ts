import type { BackupsRepo } from './backups.repo';

/**
 * How long a class's backup is kept after its last read or write: 180 days, which covers a summer
 * break and a term's leave. Every use starts it again (docs/DECISIONS.md).
 */
export const UNUSED_BACKUP_LIFETIME_MS = 180 * 24 * 60 * 60 * 1000;

/** Deletes classes' backups not read or written for UNUSED_BACKUP_LIFETIME_MS. */
export function createBackupRetention(repo: BackupsRepo, now: () => number) {
  return {
    name: 'unused class backups',
    sweep: () => repo.deleteUnusedBefore(now() - UNUSED_BACKUP_LIFETIME_MS),
  };
}
