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
function programThread(heapMb: number): Worker {
  const resourceLimits = { maxOldGenerationSizeMb: heapMb };
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./report-pdf-thread-program.js', import.meta.url), {
      resourceLimits,
    });
  const loader = import.meta.resolve('tsx/esm/api');
  const program = new URL('./report-pdf-thread-program.ts', import.meta.url).href;
  return new Worker(
    `import(${JSON.stringify(loader)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(program)}); });`,
    { eval: true, resourceLimits },
  );
}

interface Waiting {
  readonly sessionId: string;
  readonly resolve: (pdf: Buffer) => void;
  readonly reject: (error: Error) => void;
  readonly timer: NodeJS.Timeout;
  /** Once gathered: the report, and the thread it was sent to. */
  sent?: { readonly document: ReportDocument; thread: Worker };
}

/** A thread's old space: a 200-pupil report with names in eleven scripts needs about 60 MB. */
const THREAD_HEAP_MB = 256;

/**
 * A PDF report of a large class with names in many scripts takes the CPU for seconds; on the
 * server's thread it held every pupil's answer back meanwhile. One thread, started on the first
 * report and ended when idle, builds them in turn, so the server's thread only gathers the
 * figures and sends the file. A report the thread fails, or that takes too long, fails alone:
 * the reports queued behind a stuck one go to a fresh thread.
 */
export function createReportPdfThread(
  options: PdfThreadOptions = DEFAULT_OPTIONS,
): ReportPdfThread {
  let worker: Worker | undefined;
  let idleTimer: NodeJS.Timeout | undefined;
  let nextId = 0;
  /** In the order asked, which is the order built. */
  const waiting = new Map<number, Waiting>();

  function fail(id: number, error: Error): void {
    const job = waiting.get(id);
    if (job === undefined) return;
    waiting.delete(id);
    clearTimeout(job.timer);
    job.reject(error);
    endWhenIdle();
  }

  function failAll(error: Error, only?: Worker): void {
    for (const [id, job] of waiting)
      if (only === undefined || job.sent?.thread === only) fail(id, error);
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
    if (!('pdf' in result)) {
      fail(result.id, new Error(`the PDF report could not be built: ${result.failure}`));
      return;
    }
    waiting.delete(result.id);
    clearTimeout(job.timer);
    job.resolve(Buffer.from(result.pdf.buffer, result.pdf.byteOffset, result.pdf.byteLength));
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
    const started = programThread(THREAD_HEAP_MB);
    // The thread holds no request of its own: it must not keep the process alive.
    started.unref();
    started.on('message', settle);
    started.on('error', (error) => failAll(error, started));
    started.on('exit', () => {
      if (worker === started) worker = undefined;
      failAll(new Error('the PDF thread stopped'), started);
    });
    worker = started;
    return started;
  }

  /** Sends a gathered report to the thread; a thread that cannot start fails the report alone. */
  function send(id: number, document: ReportDocument): void {
    const job = waiting.get(id);
    if (job === undefined) return;
    try {
      const target = thread();
      job.sent = { document, thread: target };
      target.postMessage({ id, report: document } satisfies PdfJob);
    } catch (error) {
      fail(id, error instanceof Error ? error : new Error(String(error)));
    }
  }

  /** Ends a stuck thread: its report fails; the reports queued behind it go to a fresh one. */
  function timedOut(id: number): void {
    const stuck = waiting.get(id)?.sent?.thread;
    fail(id, new Error(`a PDF report took more than ${String(options.timeoutMs)} ms`));
    if (stuck === undefined) return;
    if (worker === stuck) void stopThread();
    else void stuck.terminate();
    for (const [queued, job] of waiting)
      if (job.sent?.thread === stuck) send(queued, job.sent.document);
  }

  return {
    render(sessionId, report) {
      const sessions = [...waiting.values()].map((job) => job.sessionId);
      const admission = admitPdfReport({ sessions }, sessionId, options.maxReports);
      if (!admission.admitted) {
        const seconds = admission.retryAfterSeconds;
        return Promise.reject(
          new ApiError(429, 'report_busy', { count: seconds }, { 'retry-after': String(seconds) }),
        );
      }
      // A report on its way keeps an idle thread from ending under it.
      clearTimeout(idleTimer);
      nextId += 1;
      const id = nextId;
      return new Promise<Buffer>((resolve, reject) => {
        const timer = setTimeout(() => timedOut(id), options.timeoutMs);
        waiting.set(id, { sessionId, resolve, reject, timer });
        report().then(
          (document) => send(id, document),
          (error: unknown) => fail(id, error instanceof Error ? error : new Error(String(error))),
        );
      });
    },
    async close() {
      failAll(new Error('the server is closing'));
      await stopThread();
    },
  };
}
