import { parentPort } from 'node:worker_threads';
import { renderReportPdf, type ReportDocument } from './report-pdf';

/** A report the server's thread asks for, numbered so the answer finds its request. */
export interface PdfJob {
  readonly id: number;
  readonly report: ReportDocument;
}

/** The PDF thread's answer: the file's bytes, or why it could not be built. */
export type PdfJobResult =
  | { readonly id: number; readonly pdf: Uint8Array }
  | { readonly id: number; readonly failure: string };

/**
 * The PDF thread's program: builds each report it is sent, one after another, and sends back
 * its bytes. Its fonts, opened once, stay with the thread between reports. A report that fails
 * while it is laid out (which happens before renderReportPdf returns) fails alone; the thread
 * goes on with the next.
 */
parentPort?.on('message', (job: PdfJob) => {
  Promise.resolve(job.report)
    .then(renderReportPdf)
    .then(
      (pdf) => parentPort?.postMessage({ id: job.id, pdf } satisfies PdfJobResult),
      (error: unknown) =>
        parentPort?.postMessage({ id: job.id, failure: String(error) } satisfies PdfJobResult),
    );
});
