import {
  MAX_BACKUP_BYTES,
  WRITE_TOKEN_PATTERN,
  type BackupReply,
  type BackupWrittenReply,
  type PutBackupBody,
} from '#shared/contracts/backups';
import { ApiError } from '#server/api-error';
import { hashToken, tokenMatches } from '#server/auth/tokens';
import type { BackupAccess, BackupsRepo } from './backups.repo';

/** What the backups service works with. */
export interface BackupsDeps {
  readonly repo: BackupsRepo;
  readonly now: () => number;
}

/** The outcome of a PUT: whether it created the backup (201) or replaced it (200), and the reply. */
export interface BackupWritten {
  readonly created: boolean;
  readonly reply: BackupWrittenReply;
}

/** 409 `backup_changed`, with the version stored now in the error's values. */
const changed = (version: number) => new ApiError(409, 'backup_changed', { version });

/** The backup when the token is its write token: 404 when none has the id, 403 for another. */
function ownedBy<T extends BackupAccess>(stored: T | undefined, token: string): T {
  if (stored === undefined) throw new ApiError(404, 'backup_not_found');
  if (!tokenMatches(token, stored.tokenHash)) throw new ApiError(403, 'forbidden');
  return stored;
}

/** The bytes of the body's base64 (the contract checked its form): 413 past MAX_BACKUP_BYTES. */
export function sealedBytes(base64: string): Buffer {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_BACKUP_BYTES) throw new ApiError(413, 'backup_too_large');
  return bytes;
}

/**
 * Classes' end-to-end encrypted backups: the server keeps the sealed bytes under their id and
 * lets only the holder of the write token read, replace or delete them. It never sees the
 * recovery code or the key. Every read and write marks the backup used (backup-retention.ts).
 */
export function createBackupsService({ repo, now }: BackupsDeps) {
  return {
    /** The sealed bytes in base64 with their version; marks the backup used. 404 or 403. */
    async read(id: string, token: string): Promise<BackupReply> {
      const backup = ownedBy(await repo.find(id), token);
      await repo.markUsed(id, backup.tokenHash, now());
      return {
        sealed: Buffer.from(backup.sealed).toString('base64'),
        version: backup.version,
        updatedAtMs: backup.updatedAtMs,
      };
    },

    /** Deletes the backup. 404 when none has the id (or it went meanwhile), 403 for another token. */
    async remove(id: string, token: string): Promise<void> {
      const access = ownedBy(await repo.findAccess(id), token);
      if (!(await repo.delete(id, access.tokenHash))) throw new ApiError(404, 'backup_not_found');
    },

    /**
     * Who writes, checked before the body: the backup stored under the id when the token is its
     * own, undefined when none has the id; 403 when one has it and the token is another's (a
     * create too: a miss, which tells a guesser nothing of the backup but that the token is not
     * its own).
     */
    async writeAccess(id: string, token: string): Promise<BackupAccess | undefined> {
      const stored = await repo.findAccess(id);
      return stored === undefined ? undefined : ownedBy(stored, token);
    },

    /**
     * Writes the sealed bytes over what `writeAccess` found. `expectedVersion` 0 creates version
     * 1 (409 with the stored version when the token's own backup has the id; `beforeCreate`
     * runs just before, to count the creation); n > 0 replaces version n with n + 1 in one
     * conditional statement, so of two writes over the same version one wins and the other gets
     * 409 with the version stored now. 413 when the bytes are too many, 404 when no backup has
     * the id (or it went meanwhile).
     */
    async write(
      id: string,
      token: string,
      { sealed, expectedVersion }: PutBackupBody,
      stored: BackupAccess | undefined,
      beforeCreate: () => Promise<void>,
    ): Promise<BackupWritten> {
      const bytes = sealedBytes(sealed);
      const time = now();
      if (expectedVersion === 0) {
        if (stored !== undefined) throw changed(stored.version);
        if (!WRITE_TOKEN_PATTERN.test(token))
          throw new ApiError(400, 'invalid_field', { field: 'authorization' });
        await beforeCreate();
        const inserted = await repo.insert({
          id,
          tokenHash: hashToken(token),
          sealed: bytes,
          version: 1,
          sizeBytes: bytes.length,
          createdAtMs: time,
          updatedAtMs: time,
          lastUsedAtMs: time,
        });
        // Another device created it between the read and the insert.
        if (!inserted) throw changed((await repo.findAccess(id))?.version ?? 0);
        return { created: true, reply: { version: 1, updatedAtMs: time } };
      }
      if (stored === undefined) throw new ApiError(404, 'backup_not_found');
      const replaced = await repo.replace({
        id,
        tokenHash: hashToken(token),
        expectedVersion,
        sealed: bytes,
        nowMs: time,
      });
      if (replaced)
        return { created: false, reply: { version: expectedVersion + 1, updatedAtMs: time } };
      throw changed(ownedBy(await repo.findAccess(id), token).version);
    },
  };
}

/** The backups service. */
export type BackupsService = ReturnType<typeof createBackupsService>;
