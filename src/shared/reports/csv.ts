/** Characters that make a spreadsheet treat a cell as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell that stays text in a spreadsheet: one starting with = + - @, a tab or a carriage return
 * gets a leading apostrophe, so '=1+2' is shown, never computed.
 */
export function guardFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One field quoted per RFC 4180: in double quotes (inner quotes doubled) when it needs them. */
export function csvField(value: string | number): string {
  const text = typeof value === 'number' ? String(value) : guardFormula(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * CSV text per RFC 4180 (comma-separated, CRLF line ends), starting with a UTF-8 byte-order mark
 * so spreadsheet programs read æ, ø, å and Cyrillic right. Text cells are guarded against
 * formulas; numbers are written as numbers.
 */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number)[])[],
): string {
  const lines = [header, ...rows].map((row) => row.map(csvField).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
