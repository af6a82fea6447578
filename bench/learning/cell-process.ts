/**
 * A child process of the learning bench (parallel.ts): runs each cell it is sent and sends back
 * every strategy's runs; ends when the parent lets go of it.
 */
import { runCell, type Cell, type CellRun } from './cells';

/** A cell to run, as the parent sends it. */
export interface CellJob {
  readonly index: number;
  readonly cell: Cell;
  readonly run: CellRun;
}

process.on('message', (job: CellJob) => {
  try {
    process.send?.({ index: job.index, runs: runCell(job.cell, job.run) });
  } catch (error) {
    process.send?.({
      index: job.index,
      error: error instanceof Error ? error.stack : String(error),
    });
  }
});
process.on('disconnect', () => process.exit(0));
