import { runsOf, type TextWeight } from './pdf-fonts';

type TextOptions = PDFKit.Mixins.TextOptions;

/**
 * Writes text as a child typed it (a name) at (`x`, `y`) with doc.text's `options`, each run in
 * a font that has it (pdf-fonts.ts): one call for text DejaVu Sans covers, pdfkit's continued
 * text across the fonts otherwise, wrapping within `options.width` as one text. Leaves the font
 * at `weight` and the size as it was.
 */
export function writeTyped(
  doc: PDFKit.PDFDocument,
  text: string,
  weight: TextWeight,
  x: number,
  y: number | undefined,
  options: TextOptions,
): void {
  const runs = runsOf(text, weight);
  if (runs.length <= 1) {
    doc.font(runs[0]?.font ?? weight).text(text, x, y, options);
  } else {
    runs.forEach((run, index) => {
      const continued = index < runs.length - 1;
      doc.font(run.font);
      if (index === 0) doc.text(run.text, x, y, { ...options, continued });
      else doc.text(run.text, { continued });
    });
  }
  doc.font(weight);
}

/**
 * The height writeTyped takes for `text` with `options` (its width), at most a line too many:
 * pdfkit measures one font at a time, so each run in another font is measured as letters M of
 * `weight` at least as wide as it. Leaves the font at `weight`.
 */
export function heightOfTyped(
  doc: PDFKit.PDFDocument,
  text: string,
  weight: TextWeight,
  options: TextOptions,
): number {
  const runs = runsOf(text, weight);
  if (runs.every((run) => run.font === weight))
    return doc.font(weight).heightOfString(text, options);
  const standIn = runs
    .map((run) => {
      if (run.font === weight) return run.text;
      const width = doc.font(run.font).widthOfString(run.text);
      return 'M'.repeat(Math.ceil(width / doc.font(weight).widthOfString('M')));
    })
    .join('');
  return doc.font(weight).heightOfString(standIn, options);
}
