import { createRequire } from 'node:module';
import { coversWhole, fontRunsOf, type FontCoverage, type FontRun } from './pdf-font-runs';

const require = createRequire(import.meta.url);
const fontkit = require('fontkit') as {
  openSync(path: string): { readonly characterSet: readonly number[] };
};

/** The report's two weights of text: DejaVu Sans covers Latin with æ ø å ä ö, and Cyrillic. */
const TEXT_FONTS = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
} as const;

/** A weight of the report's text. */
export type TextWeight = keyof typeof TEXT_FONTS;

/**
 * Noto Emoji (monochrome, as a page of print is), in the pieces Fontsource ships it in, for the
 * emoji a child puts in their name, which DejaVu Sans lacks.
 */
const EMOJI_FONTS = [...Array.from({ length: 11 }, (_, index) => String(index)), 'emoji'].map(
  (piece) => ({
    name: `emoji-${piece}`,
    file: require.resolve(`@fontsource/noto-emoji/files/noto-emoji-${piece}-400-normal.woff`),
  }),
);

interface Coverage {
  readonly text: ReadonlySet<number>;
  readonly fallbacks: readonly FontCoverage[];
}

let coverage: Coverage | undefined;

/** The code points of each font, read from the files once, at the first report. */
function fontCoverage(): Coverage {
  coverage ??= {
    text: new Set(fontkit.openSync(TEXT_FONTS.regular).characterSet),
    fallbacks: EMOJI_FONTS.map(({ name, file }) => ({
      name,
      codePoints: new Set(fontkit.openSync(file).characterSet),
    })),
  };
  return coverage;
}

/** Makes the report's fonts known to the document by name: `regular`, `bold` and the emoji's. */
export function registerReportFonts(doc: PDFKit.PDFDocument): void {
  doc.registerFont('regular', TEXT_FONTS.regular);
  doc.registerFont('bold', TEXT_FONTS.bold);
  for (const { name, file } of EMOJI_FONTS) doc.registerFont(name, file);
}

/**
 * Text as typed (a child's name) in runs of the fonts that have its characters: `weight` for
 * what DejaVu Sans has, Noto Emoji for the emoji it lacks (fontRunsOf). What no font has prints
 * as DejaVu's box.
 */
export function runsOf(text: string, weight: TextWeight): FontRun[] {
  const { text: textCoverage, fallbacks } = fontCoverage();
  return fontRunsOf(text, weight, textCoverage, fallbacks);
}

/** Whether the run's font has every character of it (variation selectors aside). */
export function drawsWhole(run: FontRun): boolean {
  const { text, fallbacks } = fontCoverage();
  const font =
    run.font === 'regular' || run.font === 'bold'
      ? { name: run.font, codePoints: text }
      : fallbacks.find((fallback) => fallback.name === run.font);
  return font !== undefined && coversWhole(font, run.text);
}
