import PDFDocument from 'pdfkit';
import { percentText, type ReportRow } from '#shared/reports/class-report';
import { registerReportFonts } from './pdf-fonts';
import { pdfColumnWidths, wordsOf } from './pdf-table-columns';
import { heightOfTyped, writeTyped } from './pdf-typed-text';

/** Everything on the PDF report, already in the teacher's language. */
export interface ReportDocument {
  readonly language: string;
  readonly title: string;
  readonly subtitleLines: readonly string[];
  readonly totalsLine: string;
  readonly tableTitle: string;
  readonly columns: readonly string[];
  readonly rows: readonly ReportRow[];
  readonly emptyText: string;
  readonly missedTitle: string;
  readonly missedLines: readonly string[];
  readonly studentFactsTitle: string;
  /** What missed, slow and known mean. */
  readonly studentFactsNote: string;
  /** Per student, in the table's order: the name as the table shows it, and their facts' lines. */
  readonly studentFacts: readonly { readonly name: string; readonly lines: readonly string[] }[];
  /** Each row's time as printed ("95 s"), in the rows' order. */
  readonly timeTexts: readonly string[];
}

const PAGE_BOTTOM = 770;
/** Room kept at a page's foot for a student's name and first line of facts. */
const FIRST_STUDENT_ROOM = 40;
/** Lines (of the title's size) between a section's title and what it heads. */
const TITLE_GAP_LINES = 0.3;
const TABLE_FONT_SIZE = 9.5;
/** Room between a column's text and the next column. */
const COLUMN_GAP = 6;
/** Room under a table row's text, where its rule is drawn. */
const ROW_RULE_SPACE = 4;

/**
 * The class report as a PDF (the one place that uses pdfkit): title, date and operations, totals,
 * the table of students (its header repeated on every page), the facts missed most, and each
 * student's facts. The fonts are embedded and the document's title and language are set.
 */
export function renderReportPdf(report: ReportDocument): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    lang: report.language,
    displayTitle: true,
    info: { Title: report.title, Creator: 'Mattemester' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  registerReportFonts(doc);

  doc.font('bold').fontSize(20).text(report.title);
  doc.moveDown(0.3);
  doc.font('regular').fontSize(11);
  for (const line of report.subtitleLines) doc.text(line);
  doc.moveDown(0.5);
  doc.font('bold').text(report.totalsLine);
  doc.moveDown(1);

  if (report.rows.length === 0) {
    drawSectionTitle(doc, report.tableTitle, heightIn(doc, 'regular', 11, report.emptyText));
    doc.font('regular').fontSize(11).text(report.emptyText);
  } else {
    drawTable(doc, report);
  }

  doc.moveDown(1.2);
  doc.x = doc.page.margins.left;
  const firstMissed = report.missedLines[0] ?? '';
  drawSectionTitle(doc, report.missedTitle, heightIn(doc, 'regular', 11, firstMissed));
  doc.font('regular').fontSize(11);
  for (const line of report.missedLines) doc.text(line, { paragraphGap: 2 });
  if (report.studentFacts.length > 0) drawStudentFacts(doc, report);
  doc.end();
  return done;
}

function drawStudentFacts(doc: PDFKit.PDFDocument, report: ReportDocument): void {
  const left = doc.page.margins.left;
  doc.moveDown(1.2);
  const noteHeight = heightIn(doc, 'regular', 9.5, report.studentFactsNote);
  drawSectionTitle(doc, report.studentFactsTitle, noteHeight + FIRST_STUDENT_ROOM);
  doc.font('regular').fontSize(9.5).text(report.studentFactsNote);
  for (const student of report.studentFacts) {
    // A name near the foot of a page goes with its lines to the next.
    if (doc.y > PAGE_BOTTOM - FIRST_STUDENT_ROOM) doc.addPage();
    else doc.moveDown(0.6);
    doc.fontSize(11);
    writeTyped(doc, student.name, 'bold', left, undefined, {});
    doc.font('regular').fontSize(10);
    for (const line of student.lines) doc.text(line, left + 12, undefined, { paragraphGap: 1 });
  }
  doc.x = left;
}

function drawTable(doc: PDFKit.PDFDocument, report: ReportDocument): void {
  const left = doc.page.margins.left;
  const rows = report.rows.map((row, index) => tableCells(row, report.timeTexts[index] ?? ''));
  const widths = columnWidths(doc, report.columns, rows);
  const tableWidth = widths.reduce((sum, width) => sum + width, 0);
  const cellOptions = (index: number) => ({
    width: (widths[index] ?? 0) - COLUMN_GAP,
    align: index === 0 ? ('left' as const) : ('right' as const),
  });
  /** The row's height on the page, its rule included; leaves its font set. */
  const rowHeight = (cells: readonly string[], bold: boolean) => {
    const weight = bold ? 'bold' : 'regular';
    doc.font(weight).fontSize(TABLE_FONT_SIZE);
    // The first cell, a name as typed, may hold emoji drawn in a font of their own.
    const heights = cells.map((cell, index) =>
      index === 0
        ? heightOfTyped(doc, cell, weight, TABLE_FONT_SIZE, cellOptions(index))
        : doc.heightOfString(cell, cellOptions(index)),
    );
    return Math.max(...heights) + ROW_RULE_SPACE;
  };
  const lefts = widths.map((_, index) =>
    widths.slice(0, index).reduce((sum, width) => sum + width, left),
  );
  /** Draws the row `height` high (rowHeight's, which set its font) and its rule under it. */
  const drawRow = (cells: readonly string[], bold: boolean, height: number) => {
    const top = doc.y;
    cells.forEach((cell, index) => {
      const x = lefts[index] ?? left;
      if (index === 0) writeTyped(doc, cell, bold ? 'bold' : 'regular', x, top, cellOptions(index));
      else doc.text(cell, x, top, cellOptions(index));
    });
    doc.y = top + height;
    doc
      .moveTo(left, doc.y - 2)
      .lineTo(left + tableWidth, doc.y - 2)
      .strokeColor('#cccccc')
      .lineWidth(0.5)
      .stroke();
  };
  const fits = (height: number) => doc.y + height <= doc.page.maxY();

  // The title and the header go with the first row; a row that would cross the foot of the page
  // starts the next one under the header again, so a name that wraps is never parted from its
  // figures.
  const drawHeader = () => drawRow(report.columns, true, rowHeight(report.columns, true));
  const firstRows = rowHeight(report.columns, true) + rowHeight(rows[0] ?? [], false);
  drawSectionTitle(doc, report.tableTitle, firstRows);
  drawHeader();
  for (const cells of rows) {
    let height = rowHeight(cells, false);
    if (!fits(height)) {
      doc.addPage();
      drawHeader();
      height = rowHeight(cells, false); // and its font again, after the header's bold
    }
    drawRow(cells, false, height);
  }
}

/**
 * Draws a section's title, on a new page unless the title and the first `following` points of
 * what comes under it fit on this one: a title never stands alone at the foot of a page.
 */
function drawSectionTitle(doc: PDFKit.PDFDocument, title: string, following: number): void {
  doc.font('bold').fontSize(14);
  const height = doc.heightOfString(title) + doc.currentLineHeight(true) * TITLE_GAP_LINES;
  if (doc.y + height + following > doc.page.maxY()) doc.addPage();
  doc.text(title);
  doc.moveDown(TITLE_GAP_LINES);
}

/** The height of `text` across the line in that font and size; leaves the font set. */
function heightIn(doc: PDFKit.PDFDocument, font: 'regular' | 'bold', size: number, text: string) {
  return doc.font(font).fontSize(size).heightOfString(text);
}

/** A student's row of the table as printed. */
function tableCells(row: ReportRow, timeText: string): string[] {
  return [
    row.name,
    String(row.questionsAnswered),
    String(row.correct),
    String(row.incorrect),
    percentText(row.accuracyPercent),
    String(row.bestStreak),
    timeText,
  ];
}

/**
 * The columns' widths across the page (pdfColumnWidths): a heading's longest word in bold, and
 * every number cell whole, fit on one line; names take the rest and break where they must.
 */
function columnWidths(
  doc: PDFKit.PDFDocument,
  headings: readonly string[],
  rows: readonly (readonly string[])[],
): number[] {
  const widest = (texts: readonly string[], font: 'regular' | 'bold') => {
    doc.font(font).fontSize(TABLE_FONT_SIZE);
    return Math.max(0, ...texts.map((text) => doc.widthOfString(text)));
  };
  const needs = headings.map((heading, index) => {
    // Each word with the space after it: pdfkit puts a space that does not fit after a word on a
    // line of its own, and the heading then showed an empty line between its words.
    const headingNeed = widest(
      wordsOf(heading).map((word) => `${word} `),
      'bold',
    );
    if (index === 0) return headingNeed;
    return Math.max(
      headingNeed,
      widest(
        rows.map((cells) => cells[index] ?? ''),
        'regular',
      ),
    );
  });
  const line = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  return pdfColumnWidths(needs, line, COLUMN_GAP);
}
