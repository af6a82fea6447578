import { createRequire } from 'node:module';
import { coversWhole, fontRunsOf, type FontCoverage, type FontRun } from './pdf-font-runs';

const require = createRequire(import.meta.url);
const fontkit = require('fontkit') as {
  openSync(path: string): {
    readonly characterSet: readonly number[];
    readonly ascent: number;
    readonly descent: number;
  };
};

/** The report's two weights of text: DejaVu Sans covers Latin with æ ø å ä ö, and Cyrillic. */
const TEXT_FONTS = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
} as const;

/** A weight of the report's text. */
export type TextWeight = keyof typeof TEXT_FONTS;

/** A font file registered in the document under `name`. */
interface FontFile {
  readonly name: string;
  readonly file: string;
}

/**
 * Noto Sans for the scripts of children's names that DejaVu Sans lacks, in each weight: Ethiopic
 * (Tigrinya, Amharic), Devanagari (Nepali, Hindi), Bengali, Tamil and Thai, and Arabic for the
 * Urdu letters DejaVu Sans lacks (ہ, ے). Each is the piece of its Fontsource package that holds
 * the script (Chinese, Japanese and Korean are 50-80 MB each and are left out).
 */
const SCRIPT_FONTS: Readonly<Record<TextWeight, readonly FontFile[]>> = {
  regular: scriptFontsOf('400'),
  bold: scriptFontsOf('700'),
};

function scriptFontsOf(weight: '400' | '700'): FontFile[] {
  return ['ethiopic', 'devanagari', 'bengali', 'tamil', 'thai', 'arabic'].map((script) => ({
    name: `${script}-${weight}`,
    file: require.resolve(
      `@fontsource/noto-sans-${script}/files/noto-sans-${script}-${script}-${weight}-normal.woff`,
    ),
  }));
}

/**
 * Noto Emoji (monochrome, as a page of print is), in the pieces Fontsource ships it in, for the
 * emoji a child puts in their name, which DejaVu Sans lacks. One weight serves both.
 */
const EMOJI_FONTS: readonly FontFile[] = [
  ...Array.from({ length: 11 }, (_, index) => String(index)),
  'emoji',
].map((piece) => ({
  name: `emoji-${piece}`,
  file: require.resolve(`@fontsource/noto-emoji/files/noto-emoji-${piece}-400-normal.woff`),
}));

interface Coverage {
  readonly text: ReadonlySet<number>;
  readonly fallbacks: Readonly<Record<TextWeight, readonly FontCoverage[]>>;
}

let coverage: Coverage | undefined;

/** The code points of each font, read from the files once, at the first report. */
function fontCoverage(): Coverage {
  if (coverage !== undefined) return coverage;
  const covered = ({ name, file }: FontFile): FontCoverage => ({
    name,
    codePoints: new Set(fontkit.openSync(file).characterSet),
  });
  const emoji = EMOJI_FONTS.map(covered);
  coverage = {
    text: new Set(fontkit.openSync(TEXT_FONTS.regular).characterSet),
    fallbacks: {
      regular: [...SCRIPT_FONTS.regular.map(covered), ...emoji],
      bold: [...SCRIPT_FONTS.bold.map(covered), ...emoji],
    },
  };
  return coverage;
}

/** Makes the report's fonts known to the document by name: `regular`, `bold` and the others'. */
export function registerReportFonts(doc: PDFKit.PDFDocument): void {
  doc.registerFont('regular', TEXT_FONTS.regular);
  doc.registerFont('bold', TEXT_FONTS.bold);
  for (const { name, file } of [...SCRIPT_FONTS.regular, ...SCRIPT_FONTS.bold, ...EMOJI_FONTS])
    doc.registerFont(name, file);
}

/**
 * Text as typed (a child's name) in runs of the fonts that have its characters: `weight` for
 * what DejaVu Sans has, Noto Sans in `weight` for the scripts and Noto Emoji for the emoji it
 * lacks (fontRunsOf). What no font has prints as DejaVu's box.
 */
export function runsOf(text: string, weight: TextWeight): FontRun[] {
  const { text: textCoverage, fallbacks } = fontCoverage();
  return fontRunsOf(text, weight, textCoverage, fallbacks[weight]);
}

/** Whether the run's font has every character of it (variation selectors aside). */
export function drawsWhole(run: FontRun): boolean {
  const { text, fallbacks } = fontCoverage();
  const font =
    run.font === 'regular' || run.font === 'bold'
      ? { name: run.font, codePoints: text }
      : [...fallbacks.regular, ...fallbacks.bold].find((fallback) => fallback.name === run.font);
  return font !== undefined && coversWhole(font, run.text);
}

const baselines = new Map<TextWeight, number>();

/**
 * Where DejaVu Sans in `weight` sets its baseline, as a share of its line's height (no gap) from
 * the line's top, as pdfkit places it: pdfkit sets each run's baseline its own font's ascent
 * below the line's top, so a run in a taller font (Noto Sans Arabic) sits lower unless told this
 * one.
 */
export function baselineShareOf(weight: TextWeight): number {
  let share = baselines.get(weight);
  if (share === undefined) {
    const font = fontkit.openSync(TEXT_FONTS[weight]);
    share = font.ascent / (font.ascent - font.descent);
    baselines.set(weight, share);
  }
  return share;
}
