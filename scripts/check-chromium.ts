import fs from 'node:fs';
import { chromiumPath } from '../e2e/chromium-path';

/** Stops the end-to-end run early, with one clear line, when Debian's Chromium is missing. */
const executable = chromiumPath();
if (!fs.existsSync(executable)) {
  process.stderr.write(
    `Chromium was not found at ${executable}. Install it with: sudo apt-get install chromium (or set CHROMIUM_PATH).\n`,
  );
  process.exit(1);
}
