import { z } from 'zod/mini';
import { isTimeZone } from '../reports/local-time';

/**
 * The query of both downloads: the teacher's time zone (an IANA name such as Europe/Oslo), in
 * which the CSV's join times and both files' dates are written; UTC when left out.
 */
export const reportQuerySchema = z.object({
  timeZone: z.optional(
    z
      .string()
      .check(
        z.maxLength(64),
        z.refine(isTimeZone, 'a time zone such as Europe/Oslo'),
        z.describe("The teacher's time zone, such as Europe/Oslo; UTC when left out"),
      ),
  ),
});

/** GET /api/sessions/{id}/report.csv: UTF-8 with a byte-order mark, one row per student. */
export const reportCsvReplySchema = z
  .string()
  .check(z.describe("The class report as CSV, its header row in the caller's language"));

/** GET /api/sessions/{id}/report.pdf: the class report as a PDF file. */
export const reportPdfReplySchema = z
  .string()
  .check(z.meta({ format: 'binary', description: 'The class report as a PDF file' }));
