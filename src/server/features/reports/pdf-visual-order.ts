import bidiFactory from 'bidi-js';
import { graphemesOf, type FontRun } from './pdf-font-runs';

const bidi = bidiFactory();

/** A stretch of one font and one bidi level, in the order it is read. */
interface Piece {
  font: string;
  text: string;
  readonly level: number;
}

/**
 * The runs of a name (logical order, as typed) in the order pdfkit draws them, left to right, by
 * the Unicode bidirectional algorithm (bidi-js): "محمد علي" is drawn "علي", " ", "محمد". pdfkit
 * knows no bidi; fontkit turns the letters of a right-to-left run around and joins them, but
 * pdfkit lays the words of one run out left to right, so a right-to-left name of two words
 * printed its words in the wrong order with the space at its edge. Each right-to-left word is
 * therefore a run of its own, its letters as typed; brackets in right-to-left text are mirrored.
 * Text with nothing right-to-left comes back as it was. A name that wraps keeps this order across
 * its lines, which reads wrongly for a right-to-left name; a name column rarely wraps.
 */
export function inVisualOrder(runs: readonly FontRun[]): FontRun[] {
  const text = runs.map((run) => run.text).join('');
  const { levels } = bidi.getEmbeddingLevels(text);
  if (levels.every((level) => level === 0)) return [...runs];
  const pieces = piecesOf(runs, levels);
  reorder(pieces);
  return joinedLeftToRight(pieces).map(({ font, text: pieceText }) => ({ font, text: pieceText }));
}

/**
 * Splits the runs where the font or the level changes, and at spaces in right-to-left text; a
 * grapheme is never split, and takes its first code unit's level (bidi-js gives each half of an
 * emoji's surrogate pair a level of its own).
 */
function piecesOf(runs: readonly FontRun[], levels: Uint8Array): Piece[] {
  const pieces: Piece[] = [];
  let index = 0;
  for (const run of runs)
    for (const grapheme of graphemesOf(run.text)) {
      const level = levels[index] ?? 0;
      index += grapheme.length;
      const rightToLeft = level % 2 === 1;
      const shown = rightToLeft ? mirrored(grapheme) : grapheme;
      const last = pieces.at(-1);
      const wordBreak = rightToLeft && (isSpace(grapheme) || isSpace(last?.text.at(-1) ?? ''));
      if (last !== undefined && last.font === run.font && last.level === level && !wordBreak)
        last.text += shown;
      else pieces.push({ font: run.font, text: shown, level });
    }
  return pieces;
}

/** A bracket turned around, as right-to-left text shows it; anything else as it is. */
function mirrored(grapheme: string): string {
  return grapheme.length === 1 ? (bidi.getMirroredCharacter(grapheme) ?? grapheme) : grapheme;
}

/** Rule L2: from the highest level to the lowest odd one, each stretch at that level or higher turns around. */
function reorder(pieces: Piece[]): void {
  const levels = pieces.map((piece) => piece.level);
  const highest = Math.max(...levels);
  const lowestOdd = Math.min(...levels.filter((level) => level % 2 === 1));
  for (let level = highest; level >= lowestOdd; level -= 1) {
    let start = 0;
    while (start < pieces.length) {
      if ((pieces[start]?.level ?? 0) < level) {
        start += 1;
        continue;
      }
      let end = start;
      while (end < pieces.length && (pieces[end]?.level ?? 0) >= level) end += 1;
      const turned = pieces.slice(start, end).reverse();
      pieces.splice(start, end - start, ...turned);
      start = end;
    }
  }
}

/** Joins neighbours of one font that read left to right, so pdfkit wraps them as one text. */
function joinedLeftToRight(pieces: readonly Piece[]): Piece[] {
  const joined: Piece[] = [];
  for (const piece of pieces) {
    const last = joined.at(-1);
    if (
      last !== undefined &&
      last.font === piece.font &&
      last.level % 2 === 0 &&
      piece.level % 2 === 0
    )
      last.text += piece.text;
    else joined.push({ ...piece });
  }
  return joined;
}

function isSpace(char: string): boolean {
  return /\s/u.test(char);
}
