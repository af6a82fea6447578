import { graphemesOf } from './pdf-font-runs';
import { baselineShareOf, isEmojiFont, runsOf, type TextWeight } from './pdf-fonts';
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

/** A break opportunity of no width, where the drawn text may break too. */
const ZERO_WIDTH_SPACE = '\u200B';

/**
 * The height writeTyped takes for `text` with `options` (its width); never less. pdfkit measures
 * one font at a time, so the text is measured in `weight` with each grapheme of a run in another
 * font stood in for by letters M at least as wide, and a break opportunity of no width wherever
 * the drawing may break and the stand-in could not: between runs, and between two emoji (not
 * within a word of another script). Leaves the font at `weight`.
 */
export function heightOfTyped(
  doc: PDFKit.PDFDocument,
  text: string,
  weight: TextWeight,
  options: TextOptions,
): number {
  const runs = inVisualOrder(runsOf(text, weight));
  // One text in `weight` is measured as drawn; runs (a right-to-left name's words are runs of
  // their own, in another order) as the stand-in below, which breaks where their drawing may.
  const [only] = runs;
  if (runs.length <= 1 && (only?.font ?? weight) === weight)
    return doc.font(weight).heightOfString(only?.text ?? text, options);
  const letterWidth = doc.font(weight).widthOfString('M');
  const standIn = runs
    .map((run) => {
      if (run.font === weight) return run.text;
      doc.font(run.font);
      return graphemesOf(run.text)
        .map((grapheme) =>
          'M'.repeat(Math.max(1, Math.ceil(doc.widthOfString(grapheme) / letterWidth))),
        )
        .join(isEmojiFont(run.font) ? ZERO_WIDTH_SPACE : '');
    })
    .join(ZERO_WIDTH_SPACE);
  // A line is as high as the highest font on it (Noto Emoji's a little more than DejaVu's).
  const lineHeightIn = (font: string) => doc.font(font).currentLineHeight(true);
  const lineHeight = Math.max(...runs.map((run) => lineHeightIn(run.font)));
  const lines = Math.round(
    doc.font(weight).heightOfString(standIn, options) / doc.currentLineHeight(true),
  );
  return lines * lineHeight;
}
