/**
 * `npm audit --omit=dev`: fails when a dependency the server or the browser runs has a known
 * high or critical vulnerability. When the registry does not offer its audit service (a mirror
 * or proxy that refuses it), it says so plainly and passes, unless AUDIT_REQUIRED=1 makes that a
 * failure too.
 */
import { spawnSync } from 'node:child_process';
import { auditVerdict } from './audit-verdict';

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
const verdict = auditVerdict(run.stdout, process.env['AUDIT_REQUIRED'] === '1');
process.stdout.write(`${verdict.message}\n`);
process.exit(verdict.ok ? 0 : 1);
