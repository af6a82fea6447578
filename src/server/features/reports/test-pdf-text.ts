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
  // pdftotext ends every page with a form feed.
  return pdftotext(pdf, [])
    .split('\f')
    .slice(0, -1)
    .map((page) => page.replace(/\s+/g, ' '));
}

/** What pdftotext, with `options`, prints for the PDF. */
function pdftotext(pdf: Buffer, options: readonly string[]): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'mattemester-report-'));
  try {
    const file = path.join(folder, 'report.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', [...options, '-enc', 'UTF-8', file, '-'], {
      encoding: 'utf8',
    });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** A word of a PDF where pdftotext finds it: page (0-based) and box in points from the top left. */
export interface PdfWord {
  readonly text: string;
  readonly page: number;
  readonly xMin: number;
  readonly yMin: number;
  readonly xMax: number;
  readonly yMax: number;
}

const ENTITIES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&apos;': "'",
  '&#39;': "'",
};

/** Every word of a PDF with its box, as pdftotext -bbox reads them, page by page. */
export function pdfWords(pdf: Buffer): PdfWord[] {
  const html = pdftotext(pdf, ['-bbox']);
  return html
    .split('<page ')
    .slice(1)
    .flatMap((page, index) =>
      [
        ...page.matchAll(
          /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
        ),
      ].map(([, xMin, yMin, xMax, yMax, text]) => ({
        text: (text ?? '').replace(/&[#\w]+;/g, (entity) => ENTITIES[entity] ?? entity),
        page: index,
        xMin: Number(xMin),
        yMin: Number(yMin),
        xMax: Number(xMax),
        yMax: Number(yMax),
      })),
    );
}
