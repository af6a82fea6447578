import { z } from 'zod/mini';

/** GET /api/sessions/{id}/report.csv: UTF-8 with a byte-order mark, one row per student. */
export const reportCsvReplySchema = z
  .string()
  .check(z.describe("The class report as CSV, its header row in the caller's language"));

/** GET /api/sessions/{id}/report.pdf: the class report as a PDF file. */
export const reportPdfReplySchema = z
  .string()
  .check(z.meta({ format: 'binary', description: 'The class report as a PDF file' }));
