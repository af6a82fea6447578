/** The PDF reports waiting or being built on this process, by the session each is for. */
export interface PdfReportsUnderWay {
  /** Session ids, one entry a report, the one being built first. */
  readonly sessions: readonly string[];
}

/** Whether a new report may join the queue, and if not, how long to wait before asking again. */
export type PdfAdmission =
  { readonly admitted: true } | { readonly admitted: false; readonly retryAfterSeconds: number };

/**
 * At most one report a session at a time (a teacher's second click, or a script asking again and
 * again, waits for the first), and at most `maxReports` on the process, so that a school's
 * teachers all exporting at the end of a lesson wait seconds, not minutes, and no one can queue
 * work without end. The wait named is until the place asked for opens: the session's own report
 * done, or the first report of a full queue. A 200-pupil report builds in under a second on a
 * quiet machine and in two to three on a loaded one, hence two seconds a report by default.
 */
export function admitPdfReport(
  underWay: PdfReportsUnderWay,
  sessionId: string,
  maxReports: number,
  secondsPerReport = 2,
): PdfAdmission {
  const own = underWay.sessions.indexOf(sessionId);
  if (own >= 0) return { admitted: false, retryAfterSeconds: (own + 1) * secondsPerReport };
  if (underWay.sessions.length >= maxReports)
    return { admitted: false, retryAfterSeconds: secondsPerReport };
  return { admitted: true };
}
