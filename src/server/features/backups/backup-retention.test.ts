import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#server/db/test-databases';
import { UNUSED_BACKUP_LIFETIME_MS, createBackupRetention } from './backup-retention';
import { createBackupsRepo, type BackupsRepo } from './backups.repo';
import { createBackupsService } from './backups.service';
import { newBackupKeys, type BackupKeys } from './test-backup-client';

const DAY_MS = 24 * 60 * 60 * 1000;

let database: TestDatabase;
let repo: BackupsRepo;
let time: number;
const now = () => time;

beforeEach(async () => {
  database = await createTestDatabase();
  repo = createBackupsRepo(database.db);
  time = Date.UTC(2026, 5, 19, 12);
});
afterEach(async () => {
  await database.dispose();
});

describe('the retention of classes’ backups', () => {
  it('deletes only the backups not read or written for 180 days', async () => {
    const backups = createBackupsService({ repo, now });
    const retention = createBackupRetention(repo, now);
    const create = (keys: BackupKeys) =>
      backups.write(
        keys.backupId,
        keys.writeToken,
        { sealed: 'QUJD', expectedVersion: 0 },
        undefined,
        () => Promise.resolve(),
      );
    const [untouched, read, written] = [newBackupKeys(), newBackupKeys(), newBackupKeys()];
    for (const keys of [untouched, read, written]) await create(keys);
    // The summer break: one backup is read and one written at its end.
    time += 100 * DAY_MS;
    await backups.read(read.backupId, read.writeToken);
    await backups.write(
      written.backupId,
      written.writeToken,
      { sealed: 'REVG', expectedVersion: 1 },
      await repo.findAccess(written.backupId),
      () => Promise.resolve(),
    );
    time += UNUSED_BACKUP_LIFETIME_MS - 100 * DAY_MS;
    expect(await retention.sweep()).toBe(0);
    time += 1;
    expect(await retention.sweep()).toBe(1);
    expect(await repo.find(untouched.backupId)).toBeUndefined();
    expect(await repo.find(read.backupId)).toBeDefined();
    expect(await repo.find(written.backupId)).toMatchObject({ version: 2 });
    time += 100 * DAY_MS;
    expect(await retention.sweep()).toBe(2);
  });

  it('keeps a backup 180 days: past a summer break and a term’s leave', () => {
    expect(UNUSED_BACKUP_LIFETIME_MS).toBe(180 * DAY_MS);
  });
});
