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
  it('is never less than what writeTyped draws, at any width of a name column', () => {
    const doc = new PDFDocument({ size: 'A4', margin: 50 });
    registerReportFonts(doc);
    const short: string[] = [];
    for (const name of NAMES)
      for (let width = 40; width <= 240; width += 3) {
        doc.fontSize(9.5);
        const options = { width, align: 'left' as const };
        const measured = heightOfTyped(doc, name, 'regular', options);
        const top = doc.page.margins.top;
        writeTyped(doc, name, 'regular', 50, top, options);
        const drawn = doc.y - top;
        if (measured + 0.01 < drawn) short.push(`${name} at ${width} pt: ${measured} < ${drawn}`);
        doc.addPage();
      }
    doc.end();
    expect(short).toEqual([]);
  });
});
