import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CATALOGS } from '#shared/i18n/catalogs';
import { DEFAULT_LIMITS } from '#server/config';
import {
  BACKUPS_CREATED_PER_ADDRESS_PER_DAY,
  FAILED_BACKUP_LOOKUPS_PER_MINUTE,
} from '#server/limits/address-limits';
import { BACKUP_WRITES_PER_MINUTE } from '#server/limits/backup-writes';
import { createTestApp, errorOf, type TestApp } from '#server/test-app';
import { backupClient, newBackupKeys } from './test-backup-client';
import { countedText } from '#shared/i18n/counted-text';

let testApp: TestApp;
beforeEach(async () => {
  testApp = await createTestApp();
});
afterEach(async () => {
  await testApp.dispose();
});

const client = backupClient(() => testApp.app);

describe('missed backup requests per address', () => {
  it(`counts every wrong token and unknown id, and after ${FAILED_BACKUP_LOOKUPS_PER_MINUTE} in a minute makes every backup request of the address wait, a right token too`, async () => {
    const keys = newBackupKeys();
    const guesser = '198.51.100.30';
    expect((await client.put(keys, randomBytes(10), 0, { from: guesser })).statusCode).toBe(201);
    const wrongToken = { ...keys, writeToken: newBackupKeys().writeToken };
    for (let miss = 0; miss < FAILED_BACKUP_LOOKUPS_PER_MINUTE; miss += 1) {
      const response =
        miss % 2 === 0
          ? await client.get(wrongToken, { from: guesser })
          : await client.get(newBackupKeys(), { from: guesser });
      expect(response.statusCode).toBe(miss % 2 === 0 ? 403 : 404);
    }
    const refused = await client.get(wrongToken, { from: guesser });
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.json()).toEqual({
      error: {
        code: 'too_many_lookups',
        message: countedText(CATALOGS.en.errors, 'tooManyLookups', retryAfter, 'en'),
      },
    });
    for (const response of [
      await client.get(keys, { from: guesser }),
      await client.put(keys, randomBytes(10), 1, { from: guesser }),
      await client.delete(keys, { from: guesser }),
    ])
      expect(errorOf(response).code).toBe('too_many_lookups');
    // Another address, the teacher's school, is not held up.
    expect((await client.get(keys, { from: '192.0.2.30' })).statusCode).toBe(200);
  });

  it('counts neither requests without a token nor right tokens', async () => {
    const keys = newBackupKeys();
    const school = '192.0.2.31';
    await client.put(keys, randomBytes(10), 0, { from: school });
    for (let request = 0; request < FAILED_BACKUP_LOOKUPS_PER_MINUTE + 5; request += 1) {
      expect((await client.request('GET', keys.backupId, undefined)).statusCode).toBe(401);
      expect((await client.get(keys, { from: school })).statusCode).toBe(200);
    }
    expect((await client.get(newBackupKeys(), { from: school })).statusCode).toBe(404);
  });
});

describe('backups created per address', () => {
  it(`refuses an address's new backups past ${BACKUPS_CREATED_PER_ADDRESS_PER_DAY} in a day with 429 too_many_requests`, async () => {
    const school = '192.0.2.32';
    for (let created = 0; created < BACKUPS_CREATED_PER_ADDRESS_PER_DAY; created += 1)
      expect(
        (await client.put(newBackupKeys(), randomBytes(10), 0, { from: school })).statusCode,
      ).toBe(201);
    const keys = newBackupKeys();
    const refused = await client.put(keys, randomBytes(10), 0, { from: school });
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).code).toBe('too_many_requests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect((await client.get(keys, { from: '192.0.2.33' })).statusCode).toBe(404);
    expect((await client.put(keys, randomBytes(10), 0, { from: '192.0.2.33' })).statusCode).toBe(
      201,
    );
  });
});

describe('writes per backup', () => {
  it(`refuses one backup's writes past ${BACKUP_WRITES_PER_MINUTE} in a minute, from any address, and no other backup's`, async () => {
    const keys = newBackupKeys();
    await client.put(keys, randomBytes(10), 0);
    for (let version = 1; version < BACKUP_WRITES_PER_MINUTE; version += 1)
      expect(
        (await client.put(keys, randomBytes(10), version, { from: `192.0.2.${version}` }))
          .statusCode,
      ).toBe(200);
    const refused = await client.put(keys, randomBytes(10), BACKUP_WRITES_PER_MINUTE);
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).code).toBe('too_many_requests');
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Reads go on, and so do other backups' writes.
    expect((await client.get(keys)).statusCode).toBe(200);
    expect((await client.put(newBackupKeys(), randomBytes(10), 0)).statusCode).toBe(201);
  });
});

describe('a test run without per-address limits', () => {
  it('lifts the backup limits too', async () => {
    const lifted = await createTestApp({ limits: { ...DEFAULT_LIMITS, perAddress: false } });
    try {
      const liftedClient = backupClient(() => lifted.app);
      const keys = newBackupKeys();
      await liftedClient.put(keys, randomBytes(10), 0);
      const wrongToken = { ...keys, writeToken: newBackupKeys().writeToken };
      for (let miss = 0; miss <= FAILED_BACKUP_LOOKUPS_PER_MINUTE; miss += 1)
        expect((await liftedClient.get(wrongToken)).statusCode).toBe(403);
      for (let version = 1; version <= BACKUP_WRITES_PER_MINUTE; version += 1)
        expect((await liftedClient.put(keys, randomBytes(10), version)).statusCode).toBe(200);
    } finally {
      await lifted.dispose();
    }
  });
});
