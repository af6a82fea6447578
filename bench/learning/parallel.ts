import { fork, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { CellJob } from './cell-process';
import type { Cell, CellRun, CellRuns } from './cells';

/** What a child process sends back for one cell. */
type CellReply =
  | { readonly index: number; readonly runs: CellRuns }
  | { readonly index: number; readonly error: string };

const CHILD = fileURLToPath(new URL('./cell-process.ts', import.meta.url));

/**
 * Runs the cells in child processes, one per CPU core (at most one per cell), each taking the
 * next cell as it finishes one, and calls `done` with each cell's runs in the cells' order, as
 * soon as that cell and every one before it are in. Child processes, not worker threads: the
 * bench runs under tsx, whose loader a child process inherits and a worker thread does not.
 * Rejects on the first cell that fails.
 */
export function runCellsInParallel(
  cells: readonly Cell[],
  run: CellRun,
  done: (cell: Cell, runs: CellRuns) => void,
): Promise<void> {
  const results = new Map<number, CellRuns>();
  let nextToSend = 0;
  let nextToReport = 0;
  const children: ChildProcess[] = [];

  return new Promise((resolve, reject) => {
    const stop = (error?: Error) => {
      for (const child of children) if (child.connected) child.disconnect();
      if (error === undefined) resolve();
      else reject(error);
    };
    const sendNext = (child: ChildProcess) => {
      const cell = cells[nextToSend];
      if (cell === undefined) return;
      const job: CellJob = { index: nextToSend, cell, run };
      nextToSend += 1;
      child.send(job);
    };
    const onReply = (child: ChildProcess, reply: CellReply) => {
      if ('error' in reply) {
        stop(new Error(`cell ${String(reply.index)} failed in a child process:\n${reply.error}`));
        return;
      }
      results.set(reply.index, reply.runs);
      sendNext(child);
      for (let cell = cells[nextToReport]; cell !== undefined; cell = cells[nextToReport]) {
        const runs = results.get(nextToReport);
        if (runs === undefined) break;
        results.delete(nextToReport);
        nextToReport += 1;
        try {
          done(cell, runs);
        } catch (error) {
          stop(error instanceof Error ? error : new Error(String(error)));
          return;
        }
      }
      if (nextToReport === cells.length) stop();
    };

    if (cells.length === 0) {
      resolve();
      return;
    }
    const count = Math.min(cells.length, availableParallelism());
    for (let i = 0; i < count; i += 1) {
      const child = fork(CHILD, [], { serialization: 'advanced' });
      children.push(child);
      child.on('message', (reply: CellReply) => onReply(child, reply));
      child.on('exit', (code) => {
        if (code !== 0 && nextToReport < cells.length)
          stop(new Error(`a child process of the bench ended with ${String(code)}`));
      });
      sendNext(child);
    }
  });
}
