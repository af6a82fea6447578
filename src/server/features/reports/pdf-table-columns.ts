/**
 * The widths of a PDF table's columns on a line `total` wide. Every column but the first is as
 * wide as the widest thing it must hold without breaking inside a word (`needs`: its heading's
 * longest word, its widest cell) plus `gap`; the first column, the names, takes what is left, but
 * never less than its own need (its heading's longest word) plus `gap`. So a heading in any
 * language breaks only between words, and the names get all the room the numbers leave; a name
 * wider than that breaks inside a word rather than push the table off the page.
 */
export function pdfColumnWidths(needs: readonly number[], total: number, gap: number): number[] {
  const [nameNeed = 0, ...others] = needs;
  const rest = others.map((need) => Math.ceil(need + gap));
  const taken = rest.reduce((sum, width) => sum + width, 0);
  return [Math.max(Math.ceil(nameNeed + gap), total - taken), ...rest];
}

/** The words of a text, which a line may break between and never inside. */
export function wordsOf(text: string): string[] {
  return text.split(/\s+/).filter((word) => word !== '');
}
