/** What the audit found, as one line for people and a pass or fail for CI. */
export interface AuditVerdict {
  readonly ok: boolean;
  readonly message: string;
}

interface AuditReport {
  readonly metadata?: { readonly vulnerabilities?: Record<string, number> };
  readonly vulnerabilities?: Record<string, { readonly severity?: string }>;
  readonly statusCode?: number;
  readonly message?: string;
  readonly error?: { readonly summary?: string };
}

const BLOCKING = ['high', 'critical'];

/**
 * Reads the JSON of `npm audit --json`. High or critical findings fail; an audit service that
 * could not be reached passes with a warning unless it is required.
 */
export function auditVerdict(json: string, required: boolean): AuditVerdict {
  let report: AuditReport;
  try {
    report = JSON.parse(json) as AuditReport;
  } catch {
    return unavailable('npm audit printed no report', required);
  }
  const counts = report.metadata?.vulnerabilities;
  if (counts === undefined)
    return unavailable(
      report.message ?? report.error?.summary ?? `status ${String(report.statusCode)}`,
      required,
    );
  const blocking = Object.entries(report.vulnerabilities ?? {})
    .filter(([, finding]) => BLOCKING.includes(finding.severity ?? ''))
    .map(([name, finding]) => `${name} (${finding.severity ?? ''})`);
  if (blocking.length > 0)
    return { ok: false, message: `npm audit: high or critical findings in ${blocking.join(', ')}` };
  const summary = Object.entries(counts)
    .filter(([severity]) => severity !== 'total')
    .map(([severity, count]) => `${count} ${severity}`)
    .join(', ');
  return { ok: true, message: `npm audit: no high or critical finding (${summary})` };
}

function unavailable(reason: string, required: boolean): AuditVerdict {
  return {
    ok: !required,
    message: `WARNING: the registry's audit service could not be used (${reason}); dependencies were not audited.`,
  };
}
