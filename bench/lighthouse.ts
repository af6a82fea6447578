/**
 * Lighthouse (mobile emulation, its default throttling) against the production build in Debian's
 * Chromium, on the student's and the teacher's first pages, as a first visit with the language in
 * the link. Scores move by a few points from run to run, so each route runs three times (a run
 * Lighthouse could not finish is tried again) and the median counts, as Lighthouse advises. Run
 * after `npm run build`; it prints each run's scores and metrics and the medians, and
 * docs/PERFORMANCE.md compares them with the targets (performance 95, accessibility and best
 * practices 100).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumPath } from '../e2e/chromium-path';
import { startServerFleet } from './load/server-fleet';

const ROUTES = ['/?lng=en', '/join?lng=en', '/practice/addition?lng=en', '/teacher?lng=en'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
const RUNS_PER_ROUTE = 3;
/** Tries per run before a run that Lighthouse could not finish counts as 0. */
const ATTEMPTS_PER_RUN = 3;
/** The simulated metrics behind the performance score, printed for each route. */
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
] as const;

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
// Started after the browser, so that a missing browser fails before a server is left running.
const fleet = await startServerFleet({ processes: 1, databaseUrl: undefined, redisUrl: undefined });
type Scores = Record<(typeof CATEGORIES)[number], number>;

/** One Lighthouse run of a route, printed as it ends; undefined when it could not finish. */
async function runOnce(route: string): Promise<Scores | undefined> {
  const runner = await lighthouse(`${fleet.urls[0] ?? ''}${route}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  const runtimeError = runner?.lhr.runtimeError;
  if (runner === undefined || runtimeError !== undefined) {
    process.stdout.write(
      `${route}: Lighthouse could not finish: ${runtimeError?.code ?? 'no result'}; trying again\n`,
    );
    return undefined;
  }
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [
      category,
      Math.round((runner.lhr.categories[category]?.score ?? 0) * 100),
    ]),
  ) as Scores;
  const failing = Object.values(runner.lhr.audits)
    .filter(
      (audit) =>
        audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative',
    )
    .map((audit) => audit.id);
  const metrics = METRICS.map(
    ([id, label]) => `${label} ${runner.lhr.audits[id]?.displayValue ?? '?'}`,
  ).join(', ');
  process.stdout.write(
    `${route.padEnd(28)}${CATEGORIES.map((category) => `${category} ${String(scores[category])}`).join('   ')}` +
      `\n${' '.repeat(28)}${metrics}` +
      `${failing.length === 0 ? '' : `\n${' '.repeat(28)}below 90: ${failing.join(', ')}`}\n`,
  );
  return scores;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

const results: Record<string, Scores> = {};
try {
  for (const route of ROUTES) {
    const runs: Scores[] = [];
    for (let run = 0; run < RUNS_PER_ROUTE; run += 1) {
      let scores: Scores | undefined;
      for (let attempt = 0; attempt < ATTEMPTS_PER_RUN && scores === undefined; attempt += 1)
        scores = await runOnce(route);
      runs.push(scores ?? { performance: 0, accessibility: 0, 'best-practices': 0 });
    }
    results[route] = Object.fromEntries(
      CATEGORIES.map((category) => [category, median(runs.map((scores) => scores[category]))]),
    ) as Scores;
  }
} finally {
  chrome.kill();
  await fleet.stop();
}
process.stdout.write('\nmedian of three runs\n');
for (const [route, scores] of Object.entries(results))
  process.stdout.write(
    `${route.padEnd(28)}${CATEGORIES.map((category) => `${category} ${String(scores[category])}`).join('   ')}\n`,
  );
process.stdout.write(`LIGHTHOUSE_RESULT ${JSON.stringify(results)}\n`);
process.exit(0);
