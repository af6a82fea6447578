import { Worker } from 'node:worker_threads';
import { ApiError } from '#server/api-error';
import type { ReportDocument } from './report-pdf';
import { admitPdfReport } from './report-pdf-admission';
import type { PdfJob, PdfJobResult } from './report-pdf-thread-program';

/** How many reports may wait, and how long the thread may be idle or take. */
export interface PdfThreadOptions {
  /** Reports waiting or being built on the process, across sessions (one a session). */
  readonly maxReports: number;
  /** The thread ends after this long with nothing to build, and gives its memory back. */
  readonly idleMs: number;
  /** A report not back this long after it was asked for ends the thread and fails. */
  readonly timeoutMs: number;
}

/**
 * Eight reports: a school's teachers exporting at the end of a lesson wait at most some
 * seconds. A report of the largest class builds in seconds, so a minute means a stuck thread.
 */
const DEFAULT_OPTIONS: PdfThreadOptions = { maxReports: 8, idleMs: 60_000, timeoutMs: 60_000 };

/** Builds PDF reports off the server's thread. */
export interface ReportPdfThread {
  /**
   * The session's report as PDF bytes, built on the thread in the order asked. Refuses with 429
   * `report_busy` (and Retry-After) while the session has a report under way or the queue is
   * full (admitPdfReport), before `report` gathers the figures.
   */
  render(sessionId: string, report: () => Promise<ReportDocument>): Promise<Buffer>;
  /** Ends the thread; reports under way fail. */
  close(): Promise<void>;
}

/**
 * How to start the thread's program beside this file: the built one next to the server's bundle,
 * or, when the server runs from source (tests, benchmarks), the source through the TypeScript
 * loader, which a thread must register itself before it imports the program.
 */
function programThread(): Worker {
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./report-pdf-thread-program.js', import.meta.url));
  const loader = import.meta.resolve('tsx/esm/api');
  const program = new URL('./report-pdf-thread-program.ts', import.meta.url).href;
  return new Worker(
    `import(${JSON.stringify(loader)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(program)}); });`,
    { eval: true },
  );
}

interface Waiting {
  readonly sessionId: string;
  readonly resolve: (pdf: Buffer) => void;
  readonly reject: (error: Error) => void;
  readonly timer: NodeJS.Timeout;
}

/**
 * A PDF report of a large class with names in many scripts takes the CPU for seconds; on the
 * server's thread it held every pupil's answer back meanwhile. One thread, started on the first
 * report and ended when idle, builds them in turn, so the server's thread only gathers the
 * figures and sends the file.
 */
export function createReportPdfThread(
  options: PdfThreadOptions = DEFAULT_OPTIONS,
): ReportPdfThread {
  let worker: Worker | undefined;
  let idleTimer: NodeJS.Timeout | undefined;
  let nextId = 0;
  /** In the order asked, which is the order built. */
  const waiting = new Map<number, Waiting>();

  function failAll(error: Error): void {
    for (const job of waiting.values()) {
      clearTimeout(job.timer);
      job.reject(error);
    }
    waiting.clear();
  }

  function stopThread(): Promise<number> | undefined {
    const stopping = worker;
    worker = undefined;
    clearTimeout(idleTimer);
    return stopping?.terminate();
  }

  function settle(result: PdfJobResult): void {
    const job = waiting.get(result.id);
    if (job === undefined) return;
    waiting.delete(result.id);
    clearTimeout(job.timer);
    if ('pdf' in result)
      job.resolve(Buffer.from(result.pdf.buffer, result.pdf.byteOffset, result.pdf.byteLength));
    else job.reject(new Error(`the PDF report could not be built: ${result.failure}`));
    endWhenIdle();
  }

  function endWhenIdle(): void {
    if (waiting.size > 0 || worker === undefined) return;
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => void stopThread(), options.idleMs).unref();
  }

  function thread(): Worker {
    clearTimeout(idleTimer);
    if (worker !== undefined) return worker;
    const started = programThread();
    // The thread holds no request of its own: it must not keep the process alive.
    started.unref();
    started.on('message', settle);
    started.on('error', (error) => failAll(error));
    started.on('exit', () => {
      if (worker !== started) return;
      worker = undefined;
      failAll(new Error('the PDF thread stopped'));
    });
    worker = started;
    return started;
  }

  return {
    render(sessionId, report) {
      const sessions = [...waiting.values()].map((job) => job.sessionId);
      const admission = admitPdfReport({ sessions }, sessionId, options.maxReports);
      if (!admission.admitted) {
        const seconds = admission.retryAfterSeconds;
        return Promise.reject(
          new ApiError(429, 'report_busy', { seconds }, { 'retry-after': String(seconds) }),
        );
      }
      nextId += 1;
      const id = nextId;
      return new Promise<Buffer>((resolve, reject) => {
        const timer = setTimeout(() => {
          void stopThread();
          failAll(new Error(`a PDF report took more than ${String(options.timeoutMs)} ms`));
        }, options.timeoutMs);
        waiting.set(id, { sessionId, resolve, reject, timer });
        report().then(
          (document) => {
            if (waiting.has(id)) thread().postMessage({ id, report: document } satisfies PdfJob);
          },
          (error: unknown) => {
            waiting.delete(id);
            clearTimeout(timer);
            reject(error instanceof Error ? error : new Error(String(error)));
            endWhenIdle();
          },
        );
      });
    },
    async close() {
      failAll(new Error('the server is closing'));
      await stopThread();
    },
  };
}
