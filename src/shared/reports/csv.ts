/**
 * A formula character at the start of the cell or right after a character some spreadsheet may
 * split a line on: the comma of RFC 4180, the semicolon (the list separator of Excel in the Nordic
 * locales), a tab, or a line break (OWASP CSV injection).
 */
const FORMULA_AFTER_SEPARATOR = /(^|[,;\t\r\n])(?=[=+\-@\t\r])/g;

/**
 * A cell that stays text in a spreadsheet, however it splits the line: every part that would start
 * with = + - @, a tab or a carriage return (at the start, or after a comma, semicolon, tab or line
 * break) gets a leading apostrophe, so '=1+2' is shown, never computed.
 */
export function guardFormula(text: string): string {
  return text.replace(FORMULA_AFTER_SEPARATOR, "$1'");
}

/**
 * One field quoted per RFC 4180: in double quotes (inner quotes doubled) when it holds a separator
 * (a comma, or the semicolon and tab other spreadsheets split on), a quote or a line break.
 */
export function csvField(value: string | number): string {
  const text = typeof value === 'number' ? String(value) : guardFormula(value);
  return /[",;\t\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
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
