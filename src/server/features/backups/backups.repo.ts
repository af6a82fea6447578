import type { ClassBackupsTable, Db } from '#server/db/schema';

/** A class's sealed backup as stored. Times are epoch milliseconds. */
export interface ClassBackup {
  readonly id: string;
  /** SHA-256 (hex) of the write token. */
  readonly tokenHash: string;
  /** The bytes the teacher's device sealed; the server cannot open them. */
  readonly sealed: Uint8Array;
  readonly version: number;
  readonly sizeBytes: number;
  readonly createdAtMs: number;
  readonly updatedAtMs: number;
  readonly lastUsedAtMs: number;
}

/** What a request is checked against, without the bytes. */
export type BackupAccess = Pick<ClassBackup, 'id' | 'tokenHash' | 'version'>;

/** A write of new bytes over the version a device last saw. */
export interface BackupReplacement {
  readonly id: string;
  readonly tokenHash: string;
  readonly expectedVersion: number;
  readonly sealed: Uint8Array;
  readonly nowMs: number;
}

/** The bytes as both drivers bind a binary value. */
function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
}

function backupFromRow(row: ClassBackupsTable): ClassBackup {
  return {
    id: row.id,
    tokenHash: row.token_hash,
    sealed: row.sealed,
    version: row.version,
    sizeBytes: row.size_bytes,
    createdAtMs: row.created_at_ms,
    updatedAtMs: row.updated_at_ms,
    lastUsedAtMs: row.last_used_at_ms,
  };
}

/** Reads and writes classes' backups. Only this file knows the class_backups table. */
export interface BackupsRepo {
  /** The backup's token hash and version, without its bytes; undefined when none has the id. */
  findAccess(id: string): Promise<BackupAccess | undefined>;
  /** The whole backup; undefined when none has the id. */
  find(id: string): Promise<ClassBackup | undefined>;
  /** Stores a new backup; false, and nothing changed, when one has the id already. */
  insert(backup: ClassBackup): Promise<boolean>;
  /**
   * Replaces the bytes and moves the version on by one, in one conditional statement, only while
   * the backup still has the expected version and the token hash; false when nothing changed.
   */
  replace(replacement: BackupReplacement): Promise<boolean>;
  /** Records a read of the backup (while the token hash is its own). */
  markUsed(id: string, tokenHash: string, nowMs: number): Promise<void>;
  /** Deletes the backup while the token hash is its own; false when nothing was deleted. */
  delete(id: string, tokenHash: string): Promise<boolean>;
  /** Deletes the backups last read or written before the time; returns how many. */
  deleteUnusedBefore(beforeMs: number): Promise<number>;
}

/** The backups repository over a database handle. */
export function createBackupsRepo(db: Db): BackupsRepo {
  return {
    async findAccess(id) {
      return db
        .selectFrom('class_backups')
        .select(['id', 'token_hash as tokenHash', 'version'])
        .where('id', '=', id)
        .executeTakeFirst();
    },
    async find(id) {
      const row = await db
        .selectFrom('class_backups')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row === undefined ? undefined : backupFromRow(row);
    },
    async insert(backup) {
      const result = await db
        .insertInto('class_backups')
        .values({
          id: backup.id,
          token_hash: backup.tokenHash,
          sealed: asBuffer(backup.sealed),
          version: backup.version,
          size_bytes: backup.sizeBytes,
          created_at_ms: backup.createdAtMs,
          updated_at_ms: backup.updatedAtMs,
          last_used_at_ms: backup.lastUsedAtMs,
        })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },
    async replace({ id, tokenHash, expectedVersion, sealed, nowMs }) {
      const result = await db
        .updateTable('class_backups')
        .set({
          sealed: asBuffer(sealed),
          version: expectedVersion + 1,
          size_bytes: sealed.length,
          updated_at_ms: nowMs,
          last_used_at_ms: nowMs,
        })
        .where('id', '=', id)
        .where('version', '=', expectedVersion)
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async markUsed(id, tokenHash, nowMs) {
      await db
        .updateTable('class_backups')
        .set({ last_used_at_ms: nowMs })
        .where('id', '=', id)
        .where('token_hash', '=', tokenHash)
        .execute();
    },
    async delete(id, tokenHash) {
      const result = await db
        .deleteFrom('class_backups')
        .where('id', '=', id)
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
    async deleteUnusedBefore(beforeMs) {
      const result = await db
        .deleteFrom('class_backups')
        .where('last_used_at_ms', '<', beforeMs)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
