import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How often the background thread copies the write-ahead log into the database file. */
const CHECKPOINT_INTERVAL_MS = 250;

/**
 * The checkpoint thread's program. It opens its own connection to the file and runs passive
 * checkpoints, which never block the server's reads or writes, until told to stop; then it
 * closes, and the server's own close finishes the log.
 */
const CHECKPOINTER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driverPath);
const database = new Database(workerData.file);
database.pragma('busy_timeout = 5000');
const timer = setInterval(() => {
  try {
    database.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // A busy file is checkpointed on the next tick.
  }
}, workerData.intervalMs);
parentPort.once('message', () => {
  clearInterval(timer);
  database.close();
  parentPort.close();
});
`;

/** A running checkpoint thread. */
export interface WalCheckpointer {
  /**
   * Tells the thread to close its connection and end. Whichever connection closes last
   * finishes the log; a process that exits first loses nothing, as the log is kept on disk.
   */
  stop(): void;
}

/**
 * Moves SQLite's WAL checkpoints off the server's thread. A checkpoint writes many pages and
 * syncs the file; run inside a commit (SQLite's default, every 1000 pages) it stalled every
 * request for tens of milliseconds. The caller turns automatic checkpoints off on its own
 * connection (`wal_autocheckpoint = 0`) and starts this thread for the same file.
 */
export function startWalCheckpointer(file: string): WalCheckpointer {
  const driverPath = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(CHECKPOINTER_SOURCE, {
    eval: true,
    workerData: { driverPath, file, intervalMs: CHECKPOINT_INTERVAL_MS },
  });
  // The thread holds no request; it must not keep the process alive on its own.
  worker.unref();
  return {
    stop() {
      worker.postMessage('stop');
    },
  };
}
