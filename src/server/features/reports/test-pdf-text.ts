import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The text of a PDF as poppler's pdftotext reads it (as the end-to-end report test does), with
 * every run of white space made one space, so a line the PDF wrapped still reads as one.
 */
export function pdfText(pdf: Buffer): string {
  return pdfPages(pdf).join(' ');
}

/** The text of each page of a PDF, white space made single spaces as in pdfText. */
export function pdfPages(pdf: Buffer): string[] {
  const folder = mkdtempSync(path.join(tmpdir(), 'mattemester-report-'));
  try {
    const file = path.join(folder, 'report.pdf');
    writeFileSync(file, pdf);
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    // pdftotext ends every page with a form feed.
    return text
      .split('\f')
      .slice(0, -1)
      .map((page) => page.replace(/\s+/g, ' '));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
