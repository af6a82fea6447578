import type { Language } from '../i18n/languages';

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

/** The separators a CSV may use: RFC 4180's comma, or the semicolon of comma-decimal locales. */
export type CsvSeparator = ',' | ';';

/**
 * The separator a spreadsheet in the language's locale splits on when the file is opened by a
 * double click: Excel takes the locale's list separator, which is the semicolon wherever the
 * comma is the decimal mark (Norwegian, Swedish, Danish, Ukrainian), so a comma file would open
 * with every row in one column there. English keeps RFC 4180's comma.
 */
export function csvSeparatorFor(language: Language): CsvSeparator {
  return language === 'en' ? ',' : ';';
}

/**
 * CSV text per RFC 4180 (CRLF line ends, the comma or the given separator), starting with a UTF-8
 * byte-order mark so spreadsheet programs read æ, ø, å and Cyrillic right. Text cells are guarded
 * against formulas and quoted when they hold either separator; numbers are written as numbers
 * (whole numbers only, so no decimal mark can clash with the separator).
 */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number)[])[],
  separator: CsvSeparator = ',',
): string {
  const lines = [header, ...rows].map((row) => row.map(csvField).join(separator));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
