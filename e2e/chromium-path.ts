/** Debian's Chromium, or CHROMIUM_PATH. The tests never download a browser of their own. */
export function chromiumPath(): string {
  return process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
}
