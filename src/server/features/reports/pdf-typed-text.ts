import PDFDocument from 'pdfkit';
import { baselineShareOf, registerReportFonts, runsOf, type TextWeight } from './pdf-fonts';
import { inVisualOrder } from './pdf-visual-order';

type TextOptions = PDFKit.Mixins.TextOptions;

/**
 * Writes text as a child typed it (a name) at (`x`, `y`) with doc.text's `options`, each run in
 * a font that has it (pdf-fonts.ts), in the order it is read (pdf-visual-order.ts): one call for
 * left-to-right text DejaVu Sans covers, pdfkit's continued text across the runs otherwise,
 * wrapping within `options.width` as one text, every run on DejaVu Sans's baseline. Leaves the
 * font at `weight` and the size as it was.
 */
export function writeTyped(
  doc: PDFKit.PDFDocument,
  text: string,
  weight: TextWeight,
  x: number,
  y: number | undefined,
  options: TextOptions,
): void {
  const runs = inVisualOrder(runsOf(text, weight));
  if (runs.length <= 1) {
    doc.font(runs[0]?.font ?? weight).text(runs[0]?.text ?? text, x, y, options);
  } else {
    // pdfkit's `baseline` as a number: the baseline that far above the line's top (negative).
    const baseline = -doc.font(weight).currentLineHeight() * baselineShareOf(weight);
    runs.forEach((run, index) => {
      const continued = index < runs.length - 1;
      doc.font(run.font);
      if (index === 0) doc.text(run.text, x, y, { ...options, continued, baseline });
      else doc.text(run.text, { continued, baseline });
    });
  }
  doc.font(weight);
}

/** A page as tall as PDF allows, so that no measured text runs over onto another page. */
const SCRATCH_PAGE: [number, number] = [2000, 14400];

/**
 * Measurements one scratch document takes before a new one replaces it: each leaves a page in
 * the document's page tree, and opening the fonts again (WOFF inflated) costs about what a few
 * hundred measurements do.
 */
const MEASUREMENTS_PER_SCRATCH = 2000;

let scratch: { readonly document: PDFKit.PDFDocument; measurements: number } | undefined;

/**
 * Where text of several runs is drawn to be measured: a document no one reads, shared by the
 * reports of the process, so that its fonts are opened once rather than for every report.
 */
function scratchDocument(): PDFKit.PDFDocument {
  if (scratch === undefined || scratch.measurements >= MEASUREMENTS_PER_SCRATCH) {
    const document = new PDFDocument({ size: SCRATCH_PAGE, margin: 0, compress: false });
    registerReportFonts(document);
    // What it writes is dropped as it comes.
    document.on('data', () => undefined);
    scratch = { document, measurements: 0 };
  }
  scratch.measurements += 1;
  return scratch.document;
}

/**
 * The height writeTyped takes for `text` at font `size` within `options.width`. Text of one run
 * in `weight` is measured by pdfkit; text of several runs (emoji, other scripts, right-to-left
 * words in their drawn order) is drawn with writeTyped on a page no one sees and measured
 * there: pdfkit wraps continued runs, and breaks a word wider than the line inside its
 * run, in ways that measuring one font at a time cannot follow. Leaves `doc`'s font at `weight`
 * and `size`.
 */
export function heightOfTyped(
  doc: PDFKit.PDFDocument,
  text: string,
  weight: TextWeight,
  size: number,
  options: TextOptions & { readonly width: number },
): number {
  // Right-to-left words are runs of their own, in their drawn order.
  const runs = inVisualOrder(runsOf(text, weight));
  const [only] = runs;
  doc.font(weight).fontSize(size);
  if (runs.length <= 1 && (only?.font ?? weight) === weight)
    return doc.heightOfString(only?.text ?? text, options);
  const page = scratchDocument();
  page.fontSize(size);
  writeTyped(page, text, weight, 0, 0, options);
  const height = page.y;
  page.addPage();
  return height;
}
