import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  MAX_BACKUP_BYTES,
  backupReplySchema,
  backupWrittenReplySchema,
} from '#shared/contracts/backups';
import { CATALOGS } from '#shared/i18n/catalogs';
import { createTestApp, errorOf, type TestApp } from '#server/test-app';
import { backupClient, newBackupKeys } from './test-backup-client';

const errors = CATALOGS.en.errors;

let testApp: TestApp;
beforeEach(async () => {
  testApp = await createTestApp();
});
afterEach(async () => {
  await testApp.dispose();
});

const client = backupClient(() => testApp.app);

/** The backup as its owner reads it back. */
async function stored(keys: ReturnType<typeof newBackupKeys>) {
  const response = await client.get(keys);
  expect(response.statusCode).toBe(200);
  const reply = backupReplySchema.parse(response.json());
  return { ...reply, bytes: Buffer.from(reply.sealed, 'base64') };
}

describe('PUT, GET and DELETE /api/backups/{backupId}', () => {
  it('creates version 1, reads the bytes back unchanged, and replaces them as version 2', async () => {
    const keys = newBackupKeys();
    const first = randomBytes(5000);
    const created = await client.put(keys, first, 0);
    expect(created.statusCode).toBe(201);
    expect(backupWrittenReplySchema.parse(created.json())).toEqual({
      version: 1,
      updatedAtMs: testApp.now(),
    });
    const read = await stored(keys);
    expect(read.version).toBe(1);
    expect(read.updatedAtMs).toBe(testApp.now());
    expect(read.bytes.equals(first)).toBe(true);

    testApp.advanceClock(60_000);
    // Every byte value, so nothing on the way treats the bytes as text.
    const second = Buffer.from(Array.from({ length: 512 }, (_, index) => index % 256));
    const replaced = await client.put(keys, second, 1);
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toEqual({ version: 2, updatedAtMs: testApp.now() });
    const again = await stored(keys);
    expect(again.version).toBe(2);
    expect(again.bytes.equals(second)).toBe(true);
  });

  it('keeps a backup of exactly the largest size and refuses one byte more with 413 backup_too_large', async () => {
    const keys = newBackupKeys();
    const largest = randomBytes(MAX_BACKUP_BYTES);
    expect((await client.put(keys, largest, 0)).statusCode).toBe(201);
    expect((await stored(keys)).bytes.equals(largest)).toBe(true);
    const tooLarge = await client.put(keys, randomBytes(MAX_BACKUP_BYTES + 1), 1);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({
      error: { code: 'backup_too_large', message: errors.backupTooLarge },
    });
    expect((await stored(keys)).version).toBe(1);
  });

  it('refuses a body far over the route limit with 413 payload_too_large before reading it', async () => {
    const response = await client.put(newBackupKeys(), 'A'.repeat(4 * 1024 * 1024), 0);
    expect(response.statusCode).toBe(413);
    expect(errorOf(response).code).toBe('payload_too_large');
  });

  it('refuses sealed bytes that are not base64, or none, with 400 naming the field', async () => {
    const keys = newBackupKeys();
    for (const sealed of ['', 'not base64!', 'QQ', 'QUJD\n']) {
      const response = await client.put(keys, sealed, 0);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: {
          code: 'invalid_field',
          message: errors.invalidField.replace('{{field}}', 'sealed'),
        },
      });
    }
    for (const expectedVersion of [-1, 1.5]) {
      const response = await client.put(keys, 'QUJD', expectedVersion);
      expect(errorOf(response)).toMatchObject({ code: 'invalid_field' });
    }
    expect((await client.get(keys)).statusCode).toBe(404);
  });

  it('answers 403 to a token that is not the backup’s, on every route, and changes nothing', async () => {
    const keys = newBackupKeys();
    const bytes = randomBytes(100);
    await client.put(keys, bytes, 0);
    const intruder = { ...keys, writeToken: newBackupKeys().writeToken };
    for (const response of [
      await client.get(intruder),
      await client.put(intruder, randomBytes(100), 1),
      await client.delete(intruder),
    ])
      expect(response.json()).toEqual({ error: { code: 'forbidden', message: errors.forbidden } });
    const after = await stored(keys);
    expect(after.version).toBe(1);
    expect(after.bytes.equals(bytes)).toBe(true);
  });

  it('answers a wrong token before a broken body', async () => {
    const keys = newBackupKeys();
    await client.put(keys, randomBytes(10), 0);
    const intruder = { ...keys, writeToken: 'f'.repeat(64) };
    const response = await client.request('PUT', keys.backupId, intruder.writeToken, {
      sealed: 42,
    });
    expect(response.statusCode).toBe(403);
  });

  it('answers a stale expectedVersion with 409 backup_changed and keeps the newer bytes', async () => {
    const keys = newBackupKeys();
    await client.put(keys, randomBytes(100), 0);
    const newer = randomBytes(100);
    expect((await client.put(keys, newer, 1)).statusCode).toBe(200);
    for (const expectedVersion of [1, 3]) {
      const stale = await client.put(keys, randomBytes(100), expectedVersion);
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({
        error: { code: 'backup_changed', message: errors.backupChanged },
      });
    }
    const after = await stored(keys);
    expect(after.version).toBe(2);
    expect(after.bytes.equals(newer)).toBe(true);
  });

  it('lets one of two writes over the same version win, also from two processes', async () => {
    const keys = newBackupKeys();
    await client.put(keys, randomBytes(10), 0);
    const other = await createTestApp({ database: testApp.database });
    try {
      const otherClient = backupClient(() => other.app);
      const [here, there] = await Promise.all([
        client.put(keys, randomBytes(10), 1),
        otherClient.put(keys, randomBytes(10), 1),
      ]);
      expect([here.statusCode, there.statusCode].sort()).toEqual([200, 409]);
      expect((await stored(keys)).version).toBe(2);
    } finally {
      await other.dispose();
    }
  });

  it('answers a create over an existing id with 409 to its owner, 403 to another, and keeps the backup', async () => {
    const keys = newBackupKeys();
    const bytes = randomBytes(100);
    await client.put(keys, bytes, 0);
    const again = await client.put(keys, randomBytes(100), 0);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('backup_changed');
    const stranger = await client.put(
      { ...keys, writeToken: newBackupKeys().writeToken },
      randomBytes(100),
      0,
    );
    expect(stranger.statusCode).toBe(403);
    expect(errorOf(stranger).code).toBe('forbidden');
    expect((await stored(keys)).bytes.equals(bytes)).toBe(true);
  });

  it('answers 404 backup_not_found in the caller’s language for an id without a backup', async () => {
    const keys = newBackupKeys();
    const missing = await client.get(keys, { headers: { 'accept-language': 'nb' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      error: { code: 'backup_not_found', message: CATALOGS.no.errors.backupNotFound },
    });
    expect(errorOf(await client.put(keys, randomBytes(10), 1)).code).toBe('backup_not_found');
    expect((await client.delete(keys)).statusCode).toBe(404);
  });

  it('deletes a backup, after which it is not found and its id can be created again', async () => {
    const keys = newBackupKeys();
    await client.put(keys, randomBytes(10), 0);
    const deleted = await client.delete(keys);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect(errorOf(await client.get(keys)).code).toBe('backup_not_found');
    expect(errorOf(await client.delete(keys)).code).toBe('backup_not_found');
    expect((await client.put(keys, randomBytes(10), 0)).json()).toMatchObject({ version: 1 });
  });

  it('answers 401 missing_token without a write token, before the body', async () => {
    const { backupId } = newBackupKeys();
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await client.request(method, backupId, undefined, { sealed: 42 });
      expect(response.statusCode).toBe(401);
      expect(errorOf(response)).toEqual({ code: 'missing_token', message: errors.missingToken });
    }
  });

  it('refuses a malformed id with 400 on every route, before the token', async () => {
    const { writeToken } = newBackupKeys();
    const malformed = [
      'ABCDEF0123456789ABCDEF0123456789',
      'abc',
      `${'a'.repeat(32)}0`,
      'g'.repeat(32),
    ];
    for (const backupId of malformed)
      for (const method of ['GET', 'PUT', 'DELETE'] as const)
        for (const token of [writeToken, undefined]) {
          const response = await client.request(method, backupId, token, {
            sealed: 'QUJD',
            expectedVersion: 0,
          });
          expect(response.statusCode).toBe(400);
          expect(errorOf(response)).toEqual({
            code: 'invalid_field',
            message: errors.invalidField.replace('{{field}}', 'backupId'),
          });
        }
  });

  it('creates a backup only with a write token of the device’s form', async () => {
    const { backupId } = newBackupKeys();
    const response = await client.request('PUT', backupId, 'short-token', {
      sealed: 'QUJD',
      expectedVersion: 0,
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe(
      errors.invalidField.replace('{{field}}', 'authorization'),
    );
  });
});
