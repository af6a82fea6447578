import { z } from 'zod/mini';

/**
 * The most bytes a class's sealed backup may have, decoded: 2 MiB, nearly four times a class of
 * 30 pupils after 40 lessons (559 KiB as JSON, docs/PERFORMANCE.md). More is refused with 413
 * `backup_too_large`.
 */
export const MAX_BACKUP_BYTES = 2 * 1024 * 1024;

/**
 * The body limit of PUT /api/backups/{backupId}: MAX_BACKUP_BYTES in base64 (4 characters per 3
 * bytes) and a kilobyte for the JSON around it. A larger body is refused with 413
 * `payload_too_large` before it is read.
 */
export const MAX_BACKUP_BODY_BYTES = Math.ceil(MAX_BACKUP_BYTES / 3) * 4 + 1024;

/** A backup's id: 32 lowercase hex characters, 128 bits the device draws from the recovery code. */
export const BACKUP_ID_PATTERN = /^[0-9a-f]{32}$/;

/** A backup's write token: 64 lowercase hex characters, 256 bits drawn from the recovery code. */
export const WRITE_TOKEN_PATTERN = /^[0-9a-f]{64}$/;

/** The highest version a backup can reach (the databases' 32-bit integer). */
export const MAX_BACKUP_VERSION = 2 ** 31 - 1;

/** The sealed bytes (AES-GCM's IV, ciphertext and tag) in standard base64 with padding. */
const sealedSchema = z
  .base64()
  .check(z.minLength(1), z.describe('The sealed bytes in base64; the server cannot open them'));

/**
 * PUT /api/backups/{backupId}: the sealed bytes and the version the device last saw. 0 creates
 * the backup (409 `backup_changed` when one has the id already); n > 0 replaces version n, which
 * becomes n + 1 (409 when the stored version is another).
 */
export const putBackupBodySchema = z.object({
  sealed: sealedSchema,
  expectedVersion: z
    .int()
    .check(
      z.gte(0),
      z.lt(MAX_BACKUP_VERSION),
      z.describe('0 to create; else the version this device last read or wrote'),
    ),
});
export type PutBackupBody = z.infer<typeof putBackupBodySchema>;

/** PUT /api/backups/{backupId} → 201 (created) or 200 (replaced): the version now stored. */
export const backupWrittenReplySchema = z.object({
  version: z.int(),
  /** When the bytes were stored, as epoch milliseconds. */
  updatedAtMs: z.int(),
});
export type BackupWrittenReply = z.infer<typeof backupWrittenReplySchema>;

/** GET /api/backups/{backupId}: the sealed bytes as stored, with their version. */
export const backupReplySchema = z.object({
  sealed: sealedSchema,
  version: z.int(),
  /** When the bytes were stored, as epoch milliseconds. */
  updatedAtMs: z.int(),
});
export type BackupReply = z.infer<typeof backupReplySchema>;
