/** A font by its registered name and the code points it has glyphs for. */
export interface FontCoverage {
  readonly name: string;
  readonly codePoints: ReadonlySet<number>;
}

/** A stretch of text drawn in one font. */
export interface FontRun {
  readonly font: string;
  readonly text: string;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * Splits `text` into runs for the PDF, as a browser falls back from font to font: each grapheme
 * (a letter with its marks, an emoji with its joiners, selectors and skin tone) is drawn in
 * `primary` when it has the grapheme's first code point, else in the first of `fallbacks` that
 * has it, else in `primary` (which then draws its box for a missing glyph). Neighbours in one
 * font make one run; text `primary` covers whole is one run.
 */
export function fontRunsOf(
  text: string,
  primary: string,
  primaryCoverage: ReadonlySet<number>,
  fallbacks: readonly FontCoverage[],
): FontRun[] {
  const runs: { font: string; text: string }[] = [];
  for (const { segment } of graphemes.segment(text)) {
    const font = fontOf(segment.codePointAt(0) ?? 0, primary, primaryCoverage, fallbacks);
    const last = runs.at(-1);
    if (last !== undefined && last.font === font) last.text += segment;
    else runs.push({ font, text: segment });
  }
  return runs;
}

function fontOf(
  codePoint: number,
  primary: string,
  primaryCoverage: ReadonlySet<number>,
  fallbacks: readonly FontCoverage[],
): string {
  if (primaryCoverage.has(codePoint)) return primary;
  return fallbacks.find((font) => font.codePoints.has(codePoint))?.name ?? primary;
}
