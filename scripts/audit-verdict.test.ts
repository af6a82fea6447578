import { describe, expect, it } from 'vitest';
import { auditVerdict } from './audit-verdict';

const report = (vulnerabilities: Record<string, { severity: string }>) =>
  JSON.stringify({
    vulnerabilities,
    metadata: { vulnerabilities: { info: 0, low: 1, moderate: 0, high: 0, critical: 0, total: 1 } },
  });

describe('auditVerdict', () => {
  it('passes with low or moderate findings only', () => {
    const verdict = auditVerdict(report({ 'some-lib': { severity: 'low' } }), true);
    expect(verdict).toEqual({ ok: true, message: expect.stringContaining('no high or critical') });
  });

  it('fails on a high or a critical finding and names the package', () => {
    const verdict = auditVerdict(
      report({ 'some-lib': { severity: 'low' }, 'bad-lib': { severity: 'critical' } }),
      false,
    );
    expect(verdict.ok).toBe(false);
    expect(verdict.message).toContain('bad-lib (critical)');
  });

  it('warns when the registry refuses the audit service, and fails then only when required', () => {
    const refused = JSON.stringify({ message: '405 Method Not Allowed', statusCode: 405 });
    expect(auditVerdict(refused, false)).toEqual({
      ok: true,
      message: expect.stringContaining('WARNING') as string,
    });
    expect(auditVerdict(refused, true).ok).toBe(false);
    expect(auditVerdict('not json', true).ok).toBe(false);
  });
});
