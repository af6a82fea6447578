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

/** The graphemes of `text`: a letter with its marks, an emoji with its joiners and tone. */
export function graphemesOf(text: string): string[] {
  return Array.from(graphemes.segment(text), ({ segment }) => segment);
}

/**
 * Splits `text` into runs for the PDF, as a browser falls back from font to font: each grapheme
 * (a letter with its marks, an emoji with its joiners, selectors and skin tone) is drawn in the
 * first of `primary` and `fallbacks` that has every code point of it (variation selectors
 * aside), as a joined emoji or a skin tone draws as one only in a font that has all its parts;
 * failing that, in the first that has its first code point; failing that, in `primary` (which
 * then draws its box for a missing glyph). A word `primary` lacks part of is drawn whole in the
 * first fallback that has all of it, as its letters join only within one font ("فاطمہ": DejaVu
 * Sans lacks the Urdu ہ). Neighbours in one font make one run; text `primary` covers whole is
 * one run.
 */
export function fontRunsOf(
  text: string,
  primary: string,
  primaryCoverage: ReadonlySet<number>,
  fallbacks: readonly FontCoverage[],
): FontRun[] {
  const main = { name: primary, codePoints: primaryCoverage };
  const fonts = [main, ...fallbacks];
  const runs: { font: string; text: string }[] = [];
  for (const word of wordsOf(graphemesOf(text))) {
    const wholeIn = word.every((grapheme) => coversWhole(main, grapheme))
      ? undefined
      : fallbacks.find((fallback) => word.every((grapheme) => coversWhole(fallback, grapheme)));
    for (const grapheme of word) {
      const font = wholeIn?.name ?? fontOf(grapheme, fonts) ?? primary;
      const last = runs.at(-1);
      if (last !== undefined && last.font === font) last.text += grapheme;
      else runs.push({ font, text: grapheme });
    }
  }
  return runs;
}

/** Graphemes in words and the spaces between them, each space a word of its own. */
function wordsOf(graphemesOfText: readonly string[]): string[][] {
  const words: string[][] = [];
  for (const grapheme of graphemesOfText) {
    const last = words.at(-1);
    const space = /^\s+$/u.test(grapheme);
    if (last === undefined || space || /^\s+$/u.test(last[0] ?? '')) words.push([grapheme]);
    else last.push(grapheme);
  }
  return words;
}

/** Whether `font` has every code point of `text` but the variation selectors. */
export function coversWhole(font: FontCoverage, text: string): boolean {
  return codePointsOf(text).every(
    (codePoint) => isVariationSelector(codePoint) || font.codePoints.has(codePoint),
  );
}

function fontOf(grapheme: string, fonts: readonly FontCoverage[]): string | undefined {
  const first = grapheme.codePointAt(0) ?? 0;
  return (
    fonts.find((font) => coversWhole(font, grapheme)) ??
    fonts.find((font) => font.codePoints.has(first))
  )?.name;
}

function codePointsOf(text: string): number[] {
  return Array.from(text, (char) => char.codePointAt(0) ?? 0);
}

/** U+FE0E and U+FE0F ask for text or emoji style; a font without them draws the character. */
function isVariationSelector(codePoint: number): boolean {
  return codePoint === 0xfe0e || codePoint === 0xfe0f;
}
