import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { registerReportFonts } from './pdf-fonts';
import { heightOfTyped, writeTyped } from './pdf-typed-text';

const NAMES = [
  'Ella 🦄',
  '🦄🦄🦄🦄🦄 WWWWWWWWW🦄🦄🦄🦄🦄',
  '🦄'.repeat(20),
  'Noah 👨‍👩‍👧 Larsen',
  'Åse Ødegård-Kristiansen',
  'WWWWWWWWWW🦄WWWWWWWWW',
  'अर्जुन थापा Magar',
  'สมชายใจดีสมชายใจดี',
  'ሳባ ተስፋይ ገብረሚካኤል',
  'محمد علي حسن 🦄',
  'Ali (محمد علي) 2',
  'عائشہ فاطمہ خان',
];

describe('heightOfTyped', () => {
  it('is the height writeTyped draws, at any width of a name column', () => {
    const doc = new PDFDocument({ size: 'A4', margin: 50 });
    registerReportFonts(doc);
    const unlike: string[] = [];
    for (const name of NAMES)
      for (let width = 40; width <= 240; width += 3) {
        doc.fontSize(9.5);
        const options = { width, align: 'left' as const };
        const measured = heightOfTyped(doc, name, 'regular', 9.5, options);
        const top = doc.page.margins.top;
        writeTyped(doc, name, 'regular', 50, top, options);
        const drawn = doc.y - top;
        if (Math.abs(measured - drawn) > 0.01)
          unlike.push(`${name} at ${width} pt: ${measured} against ${drawn}`);
        doc.addPage();
      }
    doc.end();
    expect(unlike).toEqual([]);
  });
});

describe('heightOfTyped of a right-to-left name', () => {
  it('measures the words in the order they are drawn, which wrap otherwise than as typed', () => {
    const doc = new PDFDocument({ size: 'A4', margin: 50 });
    registerReportFonts(doc);
    const name = 'Ola אבגדהוזח א אבגדהוזחטיכל';
    const short: string[] = [];
    // Where measuring the typed order came a line short (70-76 pt), and where the word wider
    // than the column, which pdfkit breaks inside its own run, did (49 pt).
    for (const width of [49, 70, 73, 76]) {
      doc.fontSize(9.5);
      const measured = heightOfTyped(doc, name, 'regular', 9.5, { width });
      const top = doc.page.margins.top;
      writeTyped(doc, name, 'regular', 50, top, { width });
      if (measured + 0.01 < doc.y - top) short.push(`${width} pt`);
      doc.addPage();
    }
    doc.end();
    expect(short).toEqual([]);
  });
});

describe('writeTyped', () => {
  /** The baseline (the text matrix's y) where each run of `name` begins, on a page of its own. */
  async function runBaselines(name: string, weight: 'regular' | 'bold'): Promise<number[]> {
    const doc = new PDFDocument({ size: 'A4', margin: 50, compress: false });
    registerReportFonts(doc);
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise((resolve) => doc.on('end', resolve));
    doc.fontSize(11);
    writeTyped(doc, name, weight, 50, 100, { width: 400 });
    doc.end();
    await ended;
    const content = Buffer.concat(chunks).toString('latin1');
    // A run begins a text object (BT) at its first glyph's position (Tm), then sets its font.
    return [...content.matchAll(/BT\s+1 0 0 1 [\d.]+ ([\d.]+) Tm/g)].map(([, y]) => Number(y));
  }

  it.each([
    ['Aisha عائشہ', 'regular'],
    ['Ella 🦄 Åse', 'regular'],
    ['Saba ሳባ', 'bold'],
    ['Arjun अर्जुन', 'regular'],
  ] as const)('draws every run of %s on one baseline', async (name, weight) => {
    const baselines = await runBaselines(name, weight);
    expect(baselines.length).toBeGreaterThan(1);
    expect(new Set(baselines.map((y) => y.toFixed(2)))).toHaveLength(1);
  });
});
