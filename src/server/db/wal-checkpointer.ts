import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { Database as SqliteDatabase } from 'better-sqlite3';

/** When the background thread checkpoints, and when it makes the log start again. */
export interface CheckpointPolicy {
  /** How often the thread copies the write-ahead log into the database file. */
  readonly intervalMs: number;
  /** Past this many frames (a 4 KB page each) in the log, the thread has the log start again. */
  readonly restartAfterFrames: number;
  /**
   * How many passive checkpoints, a millisecond apart, the thread runs to catch up with the
   * server before it falls back on a restart checkpoint.
   */
  readonly catchUpTries: number;
  /** How long a restart may wait for the current write; new writes wait meanwhile. */
  readonly restartWaitMs: number;
  /** How long truncating the log may wait for the current write. */
  readonly eraseWaitMs: number;
  /** How many ticks the thread tries to truncate the log before it reports failure. */
  readonly eraseTries: number;
}

/**
 * Every second: a page written again and again (the end of an index, a class's rows) is copied
 * once a second rather than each time, and the thread took a third less CPU than every quarter
 * second. The log starts again once it holds 64 MB, which the largest class load of
 * docs/PERFORMANCE.md writes in seconds. Catching up takes a few passive checkpoints; a
 * restart checkpoint, the fallback, holds writes off while it copies what the last passive
 * checkpoint left and syncs the file, and the server's thread sleeps meanwhile.
 */
const DEFAULT_CHECKPOINT_POLICY: CheckpointPolicy = {
  intervalMs: 1000,
  restartAfterFrames: 16384,
  catchUpTries: 50,
  restartWaitMs: 25,
  eraseWaitMs: 100,
  eraseTries: 40,
};

/**
 * The checkpoint thread's program. It opens its own connection to the file and runs passive
 * checkpoints, which never block the server's reads or writes. SQLite starts the log again only
 * when a write begins with the whole log copied, which a checkpoint every second never
 * achieves against a server that writes all the time. So past `restartAfterFrames` the thread
 * runs passive checkpoints back to back, each copying what was written during the one before,
 * and once one has copied everything waits a millisecond for the server's next write to start
 * the log again, at no cost to the server (at most `catchUpTries` times). Only if the server
 * never lets it catch up does it ask for a restart checkpoint: it waits (at most `restartWaitMs`)
 * for the write under way to end, holds new writes off while it copies the rest, and the next
 * write then starts the log again from its beginning. Asked to erase, it copies the
 * whole log into the file and truncates it to nothing (at most `eraseTries` ticks), so no older
 * copy of a page that held deleted rows is left in it, and answers whether it could. When told to
 * stop, it closes; the server's own close finishes the log.
 */
const CHECKPOINTER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driverPath);
const { intervalMs, restartAfterFrames, catchUpTries, restartWaitMs, eraseWaitMs, eraseTries } =
  workerData.policy;
const database = new Database(workerData.file);
database.pragma('busy_timeout = ' + String(restartWaitMs));
const pause = new Int32Array(new SharedArrayBuffer(4));
const startLogAgain = () => {
  for (let tries = 0; tries < catchUpTries; tries += 1) {
    const [{ log, checkpointed }] = database.pragma('wal_checkpoint(PASSIVE)');
    if (log < restartAfterFrames) return;
    if (checkpointed < log) continue;
    Atomics.wait(pause, 0, 0, 1);
  }
  database.pragma('wal_checkpoint(RESTART)');
};
let erasing = [];
let eraseTriesLeft = 0;
const eraseLog = () => {
  // What a passive checkpoint copies blocks no one; only the rest waits for the writer.
  database.pragma('wal_checkpoint(PASSIVE)');
  database.pragma('busy_timeout = ' + String(eraseWaitMs));
  try {
    const [{ busy }] = database.pragma('wal_checkpoint(TRUNCATE)');
    return busy === 0;
  } finally {
    database.pragma('busy_timeout = ' + String(restartWaitMs));
  }
};
const timer = setInterval(() => {
  try {
    if (erasing.length > 0) {
      eraseTriesLeft -= 1;
      const erased = eraseLog();
      if (erased || eraseTriesLeft <= 0) {
        for (const id of erasing) parentPort.postMessage({ erased: id, done: erased });
        erasing = [];
      }
      return;
    }
    const [{ log }] = database.pragma('wal_checkpoint(PASSIVE)');
    if (log >= restartAfterFrames) startLogAgain();
  } catch {
    // A busy file is checkpointed on the next tick.
  }
}, intervalMs);
parentPort.on('message', (message) => {
  if (message !== 'stop') {
    erasing.push(message.erase);
    eraseTriesLeft = eraseTries;
    return;
  }
  clearInterval(timer);
  for (const id of erasing) parentPort.postMessage({ erased: id, done: false });
  database.close();
  parentPort.close();
});
`;

/** A running checkpoint thread. */
export interface WalCheckpointer {
  /**
   * Copies the whole log into the file and truncates the log, on the thread. Resolves to false
   * when the server never stopped writing long enough (or the thread stopped).
   */
  eraseLog(): Promise<boolean>;
  /**
   * Tells the thread to close its connection and end. Whichever connection closes last
   * finishes the log; a process that exits first loses nothing, as the log is kept on disk.
   */
  stop(): void;
}

/** A log frame's page; the app keeps SQLite's default page size. */
const PAGE_BYTES = 4096;

/**
 * Moves SQLite's WAL checkpoints off the server's thread. A checkpoint writes many pages and
 * syncs the file; run inside a commit (SQLite's default, every 1000 pages) it stalled every
 * request while it ran. So automatic checkpoints are turned off on the server's
 * connection, and a thread with its own connection to the same file runs them, making the log
 * start again once it is long. A log file that grew past twice that length meanwhile (128 MB by
 * default) is cut back to it when the log starts again (`journal_size_limit`).
 */
export function checkpointInBackground(
  database: SqliteDatabase,
  file: string,
  policy: CheckpointPolicy = DEFAULT_CHECKPOINT_POLICY,
): WalCheckpointer {
  database.pragma('wal_autocheckpoint = 0');
  database.pragma(`journal_size_limit = ${String(2 * policy.restartAfterFrames * PAGE_BYTES)}`);
  const driverPath = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(CHECKPOINTER_SOURCE, {
    eval: true,
    workerData: { driverPath, file, policy },
  });
  // The thread holds no request; it must not keep the process alive on its own.
  worker.unref();
  const erasures = new Map<number, (done: boolean) => void>();
  let nextErasure = 0;
  worker.on('message', (message: { erased: number; done: boolean }) => {
    erasures.get(message.erased)?.(message.done);
    erasures.delete(message.erased);
  });
  return {
    eraseLog() {
      nextErasure += 1;
      const id = nextErasure;
      return new Promise((resolve) => {
        erasures.set(id, resolve);
        worker.postMessage({ erase: id });
      });
    },
    stop() {
      worker.postMessage('stop');
      for (const resolve of erasures.values()) resolve(false);
      erasures.clear();
    },
  };
}
