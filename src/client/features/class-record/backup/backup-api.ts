import { apiRequest } from '#client/lib/api-client';
import type { CodeKeys } from '#client/lib/sealed-box';

/*
 * The class's sealed backup on the server (docs/API.md, "Class backups"): only the sealed bytes
 * travel, under the id and with the write token the recovery code gives.
 */

/** A backup as the server keeps it: its sealed bytes and the version of the last write. */
export interface StoredBackup {
  readonly sealed: Uint8Array<ArrayBuffer>;
  readonly version: number;
}

/** The backup under the code's id (403 or 404 when the code is not its code). */
export async function fetchBackup(keys: CodeKeys): Promise<StoredBackup> {
  const reply = (await apiRequest('GET', `/backups/${keys.backupId}`, {
    token: keys.writeToken,
  })) as { sealed: string; version: number };
  return { sealed: fromBase64(reply.sealed), version: reply.version };
}

/**
 * Writes the sealed bytes over the version the device last saw (0 creates the backup); resolves
 * to the new version. A backup changed meanwhile is a 409 `backup_changed`.
 */
export async function sendBackup(
  keys: CodeKeys,
  sealed: Uint8Array<ArrayBuffer>,
  expectedVersion: number,
): Promise<number> {
  const reply = (await apiRequest('PUT', `/backups/${keys.backupId}`, {
    token: keys.writeToken,
    body: { sealed: toBase64(sealed), expectedVersion },
  })) as { version: number };
  return reply.version;
}

/** Deletes the backup from the server. */
export async function deleteBackup(keys: CodeKeys): Promise<void> {
  await apiRequest('DELETE', `/backups/${keys.backupId}`, { token: keys.writeToken });
}

/** Bytes as base64, a slice at a time (a class's backup is too long for one call's arguments). */
function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}
