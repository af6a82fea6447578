/**
 * The class view of a term on a phone-class device: the production build in Debian's Chromium at
 * a phone's size, with the CPU slowed four times (Lighthouse's mobile setting, Chrome DevTools'
 * "4x slowdown"). The class of term-class.ts (30 pupils, 40 lessons) is imported from its file,
 * then opened 10 times each way: from the teacher's page by its link (the app already loaded),
 * and as a new page load of its address. Each time counts until every pupil's row is on screen,
 * so it holds the IndexedDB read, the figures (classProgress) and React's render. Run after
 * `npm run build`; it prints the medians and the slowest.
 */
import { chromium, type Page } from '@playwright/test';
import { chromiumPath } from '../e2e/chromium-path';
import { classFileText } from '../src/client/features/class-record/stores/class-file';
import { startServerFleet } from './load/server-fleet';
import { PUPILS, termClass } from './term-class';

const RUNS = 10;
/** How many times slower than this machine the phone is taken to be. */
const CPU_SLOWDOWN = 4;

const record = termClass();
const browser = await chromium.launch({ executablePath: chromiumPath() });
const fleet = await startServerFleet({ processes: 1, databaseUrl: undefined, redisUrl: undefined });
const base = fleet.urls[0] ?? '';

/**
 * Run in each page from its first moment: keeps the page's time of a click in `window.clickedAt`,
 * watches for every pupil's row to be in the page, and keeps the page's time when they are in
 * `window.rowsShownAt` (a poll from here would add its own
 * interval to the figure). A string: the page's code, not this process's.
 */
const WATCH_FOR_ROWS = `{
  document.addEventListener('click', () => { window.clickedAt = performance.now(); }, true);
  const observer = new MutationObserver(() => {
    if (document.querySelectorAll('.pupil-table tbody tr').length < ${String(PUPILS)}) return;
    observer.disconnect();
    window.rowsShownAt = performance.now();
  });
  observer.observe(document, { childList: true, subtree: true });
}`;

/** Milliseconds from `start` (the page's clock) until every pupil's row was in the page. */
async function untilRowsShow(page: Page, start: number): Promise<number> {
  await page.waitForFunction('window.rowsShownAt !== undefined');
  const shownAt: unknown = await page.evaluate('window.rowsShownAt');
  if (typeof shownAt !== 'number') throw new Error('the rows were not watched');
  return shownAt - start;
}

const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `median ${(sorted[Math.floor(sorted.length / 2)] ?? 0).toFixed(0)} ms, slowest ${(sorted.at(-1) ?? 0).toFixed(0)} ms`;
};

try {
  // The page's own code is strict (script-src 'self'); the benchmark's watcher is let in.
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    bypassCSP: true,
  });
  const page = await context.newPage();
  await page.goto(`${base}/teacher?lng=en`);
  await page.getByTestId('class-file').setInputFiles({
    name: 'class.json',
    mimeType: 'application/json',
    buffer: Buffer.from(classFileText(record)),
  });
  await page.locator('.class-list__item').waitFor();
  // Every page from here on watches for the rows from its first moment.
  await page.addInitScript({ content: WATCH_FOR_ROWS });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

  const fromLink: number[] = [];
  const newLoad: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    await page.goto(`${base}/teacher?lng=en`);
    const open = page.getByRole('link', { name: `Open ${record.name}` });
    await open.waitFor();
    await open.click();
    fromLink.push(await untilRowsShow(page, Number(await page.evaluate('window.clickedAt'))));

    await page.goto(`${base}/teacher/classes/${record.id}`, { waitUntil: 'commit' });
    newLoad.push(await untilRowsShow(page, 0));
  }
  const exported = Buffer.byteLength(classFileText(record));
  console.info(`class of ${String(PUPILS)} pupils, ${String(record.lessons.length)} lessons`);
  console.info(`file: ${(exported / 1024).toFixed(0)} KiB; CPU ${String(CPU_SLOWDOWN)}x slower`);
  console.info(`open from the teacher's page, ${String(RUNS)} runs: ${summary(fromLink)}`);
  console.info(`open as a new page load, ${String(RUNS)} runs: ${summary(newLoad)}`);
} finally {
  await browser.close();
  await fleet.stop();
}
