import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import SqliteDatabase from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { checkpointInBackground, type WalCheckpointer } from './wal-checkpointer';

/** Small numbers, so that a test writes a few hundred kilobytes instead of 64 MB. */
const POLICY = {
  intervalMs: 5,
  restartAfterFrames: 64,
  catchUpTries: 50,
  restartWaitMs: 25,
  eraseWaitMs: 100,
  eraseTries: 40,
};
const ROW = Buffer.alloc(1500, 7);
const RESTARTS = 3;
/**
 * Some 450 MB of rows, were the log never to start again. How many writes a restart takes
 * depends on the machine: the faster the writes come, the more a passive checkpoint falls
 * behind (one in a thousand writes on a slow machine, one in 40,000 on a fast one).
 */
const MAX_WRITES = 300_000;

/** How many times the log has started again: the WAL header's checkpoint sequence number. */
function restartsOf(walFile: string): number {
  const header = Buffer.alloc(16);
  const handle = fs.openSync(walFile, 'r');
  try {
    fs.readSync(handle, header, 0, 16, 0);
  } finally {
    fs.closeSync(handle);
  }
  return header.readUInt32BE(12);
}

describe('WAL checkpoints on a thread of their own', () => {
  let folder: string;
  let database: SqliteDatabase.Database | undefined;
  let checkpointer: WalCheckpointer | undefined;

  afterEach(() => {
    checkpointer?.stop();
    database?.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('makes the log start again while the server never stops writing, losing no write', async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'mattemester-wal-'));
    const file = path.join(folder, 'test.sqlite');
    database = new SqliteDatabase(file);
    database.pragma('journal_mode = WAL');
    database.pragma('synchronous = NORMAL');
    database.pragma('busy_timeout = 5000');
    database.exec('create table answers (id integer primary key, body blob not null)');
    checkpointer = checkpointInBackground(database, file, POLICY);
    const walFile = `${file}-wal`;
    const insert = database.prepare('insert into answers (body) values (?)');

    // As a busy server does: one short write transaction after another, with only a turn of
    // the event loop between them, so a passive checkpoint never finds the log idle.
    // With passive checkpoints alone the log never starts again, and the loop ends at the cap.
    let writes = 0;
    while (restartsOf(walFile) < RESTARTS && writes < MAX_WRITES) {
      insert.run(ROW);
      writes += 1;
      await nextTurn();
    }

    expect(restartsOf(walFile)).toBe(RESTARTS);
    const { count } = database.prepare('select count(*) as count from answers').get() as {
      count: number;
    };
    expect(count).toBe(writes);
  });
});
