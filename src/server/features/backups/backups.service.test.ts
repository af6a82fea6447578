import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '#server/api-error';
import { createTestDatabase, type TestDatabase } from '#server/db/test-databases';
import { createBackupsRepo, type BackupsRepo } from './backups.repo';
import { createBackupsService, type BackupsService } from './backups.service';
import { newBackupKeys, type BackupKeys } from './test-backup-client';

let database: TestDatabase;
let repo: BackupsRepo;
let backups: BackupsService;
const noCount = () => Promise.resolve();

beforeEach(async () => {
  database = await createTestDatabase();
  repo = createBackupsRepo(database.db);
  backups = createBackupsService({ repo, now: () => 1_800_000_000_000 });
});
afterEach(async () => {
  await database.dispose();
});

/** Writes as PUT does: who writes first, then the body. */
async function put({ backupId, writeToken }: BackupKeys, sealed: string, expectedVersion: number) {
  const stored = await backups.writeAccess(backupId, writeToken);
  return backups.write(backupId, writeToken, { sealed, expectedVersion }, stored, noCount);
}

/** The error a call fails with. */
async function failure(call: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await call.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof ApiError)) throw new Error('expected an ApiError');
  return error;
}

describe('the backups service', () => {
  it('names the version stored now in the values of 409 backup_changed', async () => {
    const keys = newBackupKeys();
    await put(keys, 'QUJD', 0);
    await put(keys, 'REVG', 1);
    for (const [expectedVersion, status] of [
      [1, 409],
      [0, 409],
    ] as const) {
      const error = await failure(put(keys, 'R0hJ', expectedVersion));
      expect({ status: error.statusCode, code: error.code, values: error.values }).toEqual({
        status,
        code: 'backup_changed',
        values: { version: 2 },
      });
    }
    expect(await backups.read(keys.backupId, keys.writeToken)).toMatchObject({
      sealed: 'REVG',
      version: 2,
    });
  });

  it('answers a create that loses the race to another device with 409 and its version', async () => {
    const keys = newBackupKeys();
    const seenBefore = await backups.writeAccess(keys.backupId, keys.writeToken);
    await put(keys, 'QUJD', 0);
    const error = await failure(
      backups.write(
        keys.backupId,
        keys.writeToken,
        { sealed: 'REVG', expectedVersion: 0 },
        seenBefore,
        noCount,
      ),
    );
    expect({ code: error.code, values: error.values }).toEqual({
      code: 'backup_changed',
      values: { version: 1 },
    });
  });

  it('answers a write to a backup deleted after it was read with 404', async () => {
    const keys = newBackupKeys();
    await put(keys, 'QUJD', 0);
    const seenBefore = await backups.writeAccess(keys.backupId, keys.writeToken);
    await backups.remove(keys.backupId, keys.writeToken);
    const error = await failure(
      backups.write(
        keys.backupId,
        keys.writeToken,
        { sealed: 'REVG', expectedVersion: 1 },
        seenBefore,
        noCount,
      ),
    );
    expect(error.code).toBe('backup_not_found');
  });

  it('stores the size and the times, and a read marks the backup used', async () => {
    let time = 1_000;
    const timed = createBackupsService({ repo, now: () => time });
    const keys = newBackupKeys();
    await timed.write(
      keys.backupId,
      keys.writeToken,
      { sealed: 'QUJDRA==', expectedVersion: 0 },
      undefined,
      noCount,
    );
    time = 5_000;
    await timed.read(keys.backupId, keys.writeToken);
    expect(await repo.find(keys.backupId)).toMatchObject({
      version: 1,
      sizeBytes: 4,
      createdAtMs: 1_000,
      updatedAtMs: 1_000,
      lastUsedAtMs: 5_000,
    });
  });
});
