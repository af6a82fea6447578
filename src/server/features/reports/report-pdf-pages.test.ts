import { describe, expect, it } from 'vitest';
import { CATALOGS } from '#shared/i18n/catalogs';
import type { ReportRow } from '#shared/reports/class-report';
import { renderReportPdf, type ReportDocument } from './report-pdf';
import { pdfPages, pdfWords } from './test-pdf-text';
import { testReportRow } from './test-report-row';

const { report } = CATALOGS.uk;
/**
 * Headings as wide as a catalog's may be (Ukrainian's were these), leaving the name column
 * narrow enough for a removed pupil's name to take three lines.
 */
const WIDE_HEADINGS = [
  'Ім’я',
  'Відповіді',
  'Правильно',
  'Неправильно',
  'Точність, %',
  'Найбільше поспіль',
  'Час',
];

/** A row of the table with `name` and a time that no other row has. */
function rowOf(name: string, index: number, removed: boolean): ReportRow {
  return testReportRow(name, 1000 + index, removed);
}

/**
 * `shortRows` pupils with short names, then 30 removed pupils whose 20-letter names, with the
 * "(removed)" mark the report adds, wrap to three lines: the short rows move the tall ones to a
 * different height at the foot of each page.
 */
function classRows(shortRows: number): ReportRow[] {
  return Array.from({ length: shortRows + 30 }, (_, index) => {
    const tag = String(index).padStart(2, '0');
    if (index < shortRows) return rowOf(`a${tag} z${tag}`, index, false);
    const name = `a${tag}ЖЖЖЖЖЖ ЖЖЖЖЖЖ z${tag}`;
    return rowOf(report.removedName.replace('{{name}}', name), index, true);
  });
}

/** The report's table, as the teacher downloads it in Ukrainian, and nothing after it. */
function reportOf(rows: readonly ReportRow[]): ReportDocument {
  return {
    language: 'uk',
    title: report.title,
    subtitleLines: [report.date],
    totalsLine: report.totals,
    tableTitle: report.tableTitle,
    columns: WIDE_HEADINGS,
    rows,
    emptyText: report.noStudents,
    missedTitle: report.missedTitle,
    missedLines: [report.noMissed],
    studentFactsTitle: report.studentFactsTitle,
    studentFactsNote: report.studentFactsNote,
    studentFacts: [],
    timeTexts: rows.map((row) => report.seconds.replace('{{count}}', String(row.totalTimeSeconds))),
  };
}

/** The page (0-based) whose text holds `token` as a word; -1 when none does. */
function pageOf(pages: readonly string[], token: string): number {
  return pages.findIndex((page) => ` ${page} `.includes(` ${token} `));
}

describe('the PDF report table across pages', () => {
  it('keeps each name that wraps to three lines on the page of its figures, under a header', async () => {
    for (let shortRows = 0; shortRows < 16; shortRows += 1) {
      const rows = classRows(shortRows);
      const pdf = await renderReportPdf(reportOf(rows));
      const pages = pdfPages(pdf);
      if (shortRows === 0) {
        // The test's own premise: a removed pupil's name takes three lines of the name column.
        const words = pdfWords(pdf);
        const first = words.find((word) => word.text === 'a00ЖЖЖЖЖЖ');
        const mark = words.find((word) => word.text === '(вилучено)');
        const lineHeight = (first?.yMax ?? 0) - (first?.yMin ?? 0);
        expect(Math.round(((mark?.yMin ?? 0) - (first?.yMin ?? 0)) / lineHeight)).toBe(2);
      }
      expect(pages.length, 'the table needs more than one page').toBeGreaterThan(1);
      for (const [index, row] of rows.entries()) {
        const tag = String(index).padStart(2, '0');
        const first = pageOf(pages, row.name.split(' ')[0] ?? '');
        expect(first, `${row.name} is printed`).toBeGreaterThanOrEqual(0);
        expect(
          { last: pageOf(pages, `z${tag}`), time: pageOf(pages, `${row.totalTimeSeconds}`) },
          `${row.name} after ${shortRows} short rows: one page with its time`,
        ).toEqual({ last: first, time: first });
      }
      const headingWord = 'Найбільше';
      for (const page of new Set(rows.map((row) => pageOf(pages, row.name.split(' ')[0] ?? ''))))
        expect(pages[page], `page ${page + 1} has the header`).toContain(headingWord);
    }
  });
});

/**
 * A report whose titles and first lines are words found nowhere else: `subtitleLines` lines above
 * the table and `rowCount` rows in it move every section's title down the pages.
 */
function sectionsReport(subtitleLines: number, rowCount: number): ReportDocument {
  const rows = Array.from({ length: rowCount }, (_, index) => rowOf(`n${index}`, index, false));
  return {
    ...reportOf(rows),
    subtitleLines: Array.from({ length: subtitleLines }, (_, index) => `s${index}`),
    tableTitle: 'TABLETITLE',
    missedTitle: 'MISSEDTITLE',
    missedLines: ['MISSEDFIRST 7 × 8', '6 × 7'],
    studentFactsTitle: 'FACTSTITLE',
    studentFactsNote: 'FACTSNOTE',
    studentFacts: [{ name: 'FACTSNAME', lines: ['FACTSLINE 7 × 8'] }],
  };
}

describe('the PDF report section titles', () => {
  it('never leaves a title alone at the foot of a page, wherever the sections fall', async () => {
    const pairs: [title: string, next: string][] = [
      ['TABLETITLE', 'Найбільше'],
      ['MISSEDTITLE', 'MISSEDFIRST'],
      ['FACTSTITLE', 'FACTSNOTE'],
    ];
    const broken = new Set<string>();
    // Subtitle lines and table rows step down the page by different heights, so together they
    // bring each title to every height near the foot of the first page that a line can take.
    const layouts = [
      ...Array.from({ length: 16 }, (_, lines) => [40 + lines, 1] as const),
      ...Array.from({ length: 3 }, (_, lines) =>
        Array.from({ length: 15 }, (_, rows) => [lines, 28 + rows] as const),
      ).flat(),
    ];
    for (const [lines, rows] of layouts) {
      const words = pdfWords(await renderReportPdf(sectionsReport(lines, rows)));
      const pageOfWord = (text: string) => words.find((word) => word.text === text)?.page;
      for (const [title, next] of pairs) {
        expect(pageOfWord(title), `${title} is printed`).toBeDefined();
        if (pageOfWord(title) !== pageOfWord(next)) broken.add(`${title}: ${lines}, ${rows}`);
      }
    }
    expect([...broken], 'titles parted from what they head (subtitle lines, rows)').toEqual([]);
  }, 60_000);
});
