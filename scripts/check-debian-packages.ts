import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { chromiumPath } from '../e2e/chromium-path';

/**
 * Stops the test run at once, with the one command that fixes it, when a Debian package the tests
 * need is missing: Chromium (the end-to-end browser), poppler-utils (pdftotext reads the PDF
 * reports, in the server's tests too) and nginx-light (the lesson through a load balancer).
 * `bash .ci/run` installs them itself.
 */
function hasCommand(command: string, args: readonly string[]): boolean {
  try {
    execFileSync(command, args, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const missing = [
  fs.existsSync(chromiumPath()) ? undefined : 'chromium',
  hasCommand('pdftotext', ['-v']) ? undefined : 'poppler-utils',
  fs.existsSync('/usr/sbin/nginx') ? undefined : 'nginx-light',
].filter((name) => name !== undefined);

if (missing.length > 0) {
  process.stderr.write(
    `The tests need Debian packages that are missing: ${missing.join(', ')}.\n` +
      `Install them with: sudo apt-get install ${missing.join(' ')}\n` +
      '(or set CHROMIUM_PATH to another Chromium).\n',
  );
  process.exit(1);
}
