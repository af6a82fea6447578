/**
 * Lighthouse (mobile emulation, its default throttling) against the production build in Debian's
 * Chromium, on the pupil's and the teacher's first pages, as a first visit with the language in
 * the link. Run after `npm run build`; it prints the scores and the metrics behind performance,
 * and docs/PERFORMANCE.md compares them with the targets (performance 95, accessibility and best
 * practices 100).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumPath } from '../e2e/chromium-path';
import { startServerFleet } from './load/server-fleet';

const ROUTES = ['/?lng=en', '/join?lng=en', '/practice/addition?lng=en', '/teacher?lng=en'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
/** The simulated metrics behind the performance score, printed for each route. */
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
] as const;

const fleet = await startServerFleet({ processes: 1, databaseUrl: undefined, redisUrl: undefined });
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});
const results: Record<string, Record<string, number>> = {};
try {
  for (const route of ROUTES) {
    const runner = await lighthouse(`${fleet.urls[0] ?? ''}${route}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    const categories = runner?.lhr.categories ?? {};
    const runtimeError = runner?.lhr.runtimeError;
    if (runtimeError !== undefined)
      process.stdout.write(
        `${route}: Lighthouse could not finish: ${runtimeError.code} ${runtimeError.message}\n`,
      );
    results[route] = Object.fromEntries(
      CATEGORIES.map((category) => [
        category,
        Math.round((categories[category]?.score ?? 0) * 100),
      ]),
    );
    const failing = Object.values(runner?.lhr.audits ?? {})
      .filter(
        (audit) =>
          audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative',
      )
      .map((audit) => audit.id);
    const metrics = METRICS.map(
      ([id, label]) => `${label} ${runner?.lhr.audits[id]?.displayValue ?? '?'}`,
    ).join(', ');
    process.stdout.write(
      `${route.padEnd(28)}${CATEGORIES.map((category) => `${category} ${String(results[route]?.[category])}`).join('   ')}` +
        `\n${' '.repeat(28)}${metrics}` +
        `${failing.length === 0 ? '' : `\n${' '.repeat(28)}below 90: ${failing.join(', ')}`}\n`,
    );
  }
} finally {
  chrome.kill();
  await fleet.stop();
}
process.stdout.write(`LIGHTHOUSE_RESULT ${JSON.stringify(results)}\n`);
process.exit(0);
