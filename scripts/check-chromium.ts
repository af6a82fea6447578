import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { chromiumPath } from '../e2e/chromium-path';

/**
 * Stops the end-to-end run early, with one clear line, when a Debian package it needs is missing:
 * Chromium (the browser) or poppler-utils (pdftotext and pdftoppm read the PDF reports).
 */
const executable = chromiumPath();
if (!fs.existsSync(executable)) {
  process.stderr.write(
    `Chromium was not found at ${executable}. Install it with: sudo apt-get install chromium (or set CHROMIUM_PATH).\n`,
  );
  process.exit(1);
}
try {
  execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
} catch {
  process.stderr.write(
    'pdftotext was not found. Install it with: sudo apt-get install poppler-utils\n',
  );
  process.exit(1);
}
