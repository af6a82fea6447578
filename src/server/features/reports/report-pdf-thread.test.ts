import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#server/api-error';
import type { ReportDocument } from './report-pdf';
import { createReportPdfThread, type ReportPdfThread } from './report-pdf-thread';
import { pdfText } from './test-pdf-text';
import { testReportRow } from './test-report-row';

/** A class of `size` pupils with names in several scripts, as the probe's large class had. */
function classReport(title: string, size: number): ReportDocument {
  const names = ['Ola Nordmann', 'Оля Коваленко', 'ሰላም ገብሩ', 'नमस्ते राम', 'Ali 😀 Hassan'];
  const rows = Array.from({ length: size }, (_, index) =>
    testReportRow(`${names[index % names.length] ?? ''} ${String(index)}`, 60 + index),
  );
  return {
    language: 'en',
    title,
    subtitleLines: ['Date: 4 December 2026'],
    totalsLine: `Students: ${String(size)}`,
    tableTitle: 'Students',
    columns: ['Name', 'Answers', 'Right', 'Wrong', 'Accuracy', 'Best streak', 'Time'],
    rows,
    emptyText: 'No students joined.',
    missedTitle: 'Missed most',
    missedLines: ['None'],
    studentFactsTitle: 'Each student',
    studentFactsNote: 'Missed, slow and known facts.',
    studentFacts: rows.map((row) => ({ name: row.name, lines: ['Missed: 7 × 8'] })),
    timeTexts: rows.map((row) => `${String(row.totalTimeSeconds)} s`),
  };
}

const OPTIONS = { maxReports: 3, idleMs: 60_000, timeoutMs: 60_000 };

let thread: ReportPdfThread | undefined;
afterEach(async () => {
  await thread?.close();
  thread = undefined;
});

/** The refusal a render was met with, or undefined when it built. */
async function refusalOf(render: Promise<Buffer>): Promise<ApiError | undefined> {
  try {
    await render;
    return undefined;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
}

describe('the PDF thread', () => {
  it('builds the report the server would have built, fonts and all', async () => {
    thread = createReportPdfThread(OPTIONS);
    const pdf = await thread.render('s1', () => Promise.resolve(classReport('Class ABC123', 5)));
    const text = pdfText(pdf);
    expect(text).toContain('Class ABC123');
    expect(text).toContain('Оля Коваленко 1');
    expect(text).toContain('64 s');
  });

  it("keeps the server's thread turning while a large class's report is built", async () => {
    thread = createReportPdfThread(OPTIONS);
    // Warm the thread's fonts, so the turns below count building alone.
    await thread.render('warm', () => Promise.resolve(classReport('Warm', 5)));
    let turns = 0;
    let building = true;
    const turn = (): void => {
      turns += 1;
      if (building) setImmediate(turn);
    };
    setImmediate(turn);
    await thread.render('s1', () => Promise.resolve(classReport('Large', 200)));
    building = false;
    // Built on the server's thread, the report took every turn: the loop ran a handful of times.
    expect(turns).toBeGreaterThan(100);
  });

  it("refuses a session's second report while its first is under way, naming the wait", async () => {
    thread = createReportPdfThread(OPTIONS);
    const first = thread.render('s1', () => Promise.resolve(classReport('First', 50)));
    const second = await refusalOf(
      thread.render('s1', () => Promise.resolve(classReport('Second', 5))),
    );
    expect(second?.statusCode).toBe(429);
    expect(second?.code).toBe('report_busy');
    expect(second?.headers['retry-after']).toBe('2');
    expect(pdfText(await first)).toContain('First');
    const third = await thread.render('s1', () => Promise.resolve(classReport('Third', 5)));
    expect(pdfText(third)).toContain('Third');
  });

  it('refuses a report past the queue without gathering its figures', async () => {
    const busy = createReportPdfThread(OPTIONS);
    thread = busy;
    const queued = ['a', 'b', 'c'].map((session) =>
      busy.render(session, () => Promise.resolve(classReport(session, 20))),
    );
    let gathered = false;
    const refused = await refusalOf(
      thread.render('d', () => {
        gathered = true;
        return Promise.resolve(classReport('d', 5));
      }),
    );
    expect(refused?.code).toBe('report_busy');
    expect(gathered).toBe(false);
    await Promise.all(queued);
    expect(await refusalOf(thread.render('d', () => Promise.resolve(classReport('d', 5))))).toBe(
      undefined,
    );
  });

  it('fails a report whose figures could not be gathered, and builds the next one', async () => {
    thread = createReportPdfThread(OPTIONS);
    await expect(thread.render('s1', () => Promise.reject(new Error('no rows')))).rejects.toThrow(
      'no rows',
    );
    const pdf = await thread.render('s1', () => Promise.resolve(classReport('Next', 5)));
    expect(pdfText(pdf)).toContain('Next');
  });

  it('fails a report the thread cannot lay out alone, and builds the others queued with it', async () => {
    thread = createReportPdfThread(OPTIONS);
    // No columns: the table cannot be laid out, which throws while the thread draws it.
    const broken = { ...classReport('Broken', 5), columns: undefined as unknown as string[] };
    const [failed, built] = await Promise.allSettled([
      thread.render('s1', () => Promise.resolve(broken)),
      thread.render('s2', () => Promise.resolve(classReport('Built', 5))),
    ]);
    expect(failed.status).toBe('rejected');
    expect(String((failed as PromiseRejectedResult).reason)).toContain('could not be built');
    expect(built.status === 'fulfilled' && pdfText(built.value)).toContain('Built');
  });

  it('fails a report that takes longer than its time, and ends the thread', async () => {
    thread = createReportPdfThread({ ...OPTIONS, timeoutMs: 5 });
    await expect(
      thread.render('s1', () => Promise.resolve(classReport('Slow', 200))),
    ).rejects.toThrow('took more than 5 ms');
  });

  it('starts the thread again after it ended for being idle', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      thread = createReportPdfThread({ ...OPTIONS, idleMs: 1_000 });
      await thread.render('s1', () => Promise.resolve(classReport('Before', 5)));
      await vi.advanceTimersByTimeAsync(1_000);
      const pdf = await thread.render('s1', () => Promise.resolve(classReport('After', 5)));
      expect(pdfText(pdf)).toContain('After');
    } finally {
      vi.useRealTimers();
    }
  });
});
