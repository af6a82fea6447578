import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** A backup's id and write token as a teacher's device draws them from a recovery code. */
export interface BackupKeys {
  readonly backupId: string;
  readonly writeToken: string;
}

/** Fresh random keys in the form of the device's: 32 and 64 lowercase hex characters. */
export function newBackupKeys(): BackupKeys {
  return {
    backupId: randomBytes(16).toString('hex'),
    writeToken: randomBytes(32).toString('hex'),
  };
}

/** What a request of the backup client may change: the address and the language. */
export interface BackupRequestOptions {
  readonly from?: string;
  readonly headers?: Readonly<Record<string, string>>;
}

/** The backup routes as a test calls them, with a token (or none) and an address. */
export function backupClient(app: () => FastifyInstance) {
  const request = (
    method: 'GET' | 'PUT' | 'DELETE',
    backupId: string,
    token: string | undefined,
    payload?: object,
    { from = '203.0.113.20', headers = {} }: BackupRequestOptions = {},
  ) =>
    app().inject({
      method,
      url: `/api/backups/${backupId}`,
      headers: { ...headers, ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) },
      remoteAddress: from,
      ...(payload === undefined ? {} : { payload }),
    });
  return {
    put: (
      keys: BackupKeys,
      sealed: Uint8Array | string,
      expectedVersion: number,
      options?: BackupRequestOptions,
    ) =>
      request(
        'PUT',
        keys.backupId,
        keys.writeToken,
        {
          sealed: typeof sealed === 'string' ? sealed : Buffer.from(sealed).toString('base64'),
          expectedVersion,
        },
        options,
      ),
    get: (keys: BackupKeys, options?: BackupRequestOptions) =>
      request('GET', keys.backupId, keys.writeToken, undefined, options),
    delete: (keys: BackupKeys, options?: BackupRequestOptions) =>
      request('DELETE', keys.backupId, keys.writeToken, undefined, options),
    /** Any request, for a missing token or a malformed id. */
    request,
  };
}
