/**
 * What each route makes the browser download before it is ready: the built server is started,
 * Debian's Chromium opens each route as a returning student or teacher (language and cookie choice
 * kept), and every file it fetched from the app is weighed as gzip (level 9), by kind, in KB of
 * 1,024 bytes (the JSON line has bytes). Run after `npm run build`; `--language uk` weighs
 * the routes as a visitor in another of the app's languages (English unless told). It prints
 * figures; docs/PERFORMANCE.md compares them with the budget.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { chromiumPath } from '../e2e/chromium-path';
import { consentedState } from '../e2e/helpers/consent-state';
import { isLanguage } from '../src/shared/i18n/languages';
import { startServerFleet } from './load/server-fleet';

const ROUTES = [
  '/',
  '/join',
  '/difficulty',
  '/practice/addition',
  '/teacher',
  '/games',
  '/games/addition',
];
const clientDir = path.resolve('dist/client');
const { values: options } = parseArgs({
  options: { language: { type: 'string', default: 'en' } },
});
const { language } = options;
if (!isLanguage(language)) {
  process.stderr.write(`--language must be one of the app's languages, not "${language}".\n`);
  process.exit(1);
}

type Kind = 'js' | 'css' | 'font' | 'image' | 'other';

function kindOf(file: string): Kind {
  if (file.endsWith('.js')) return 'js';
  if (file.endsWith('.css')) return 'css';
  if (/\.(woff2?|ttf)$/.test(file)) return 'font';
  if (/\.(png|svg|jpe?g|webp|ico)$/.test(file)) return 'image';
  return 'other';
}

function gzipSize(file: string): number {
  const full = path.join(clientDir, file);
  if (!fs.existsSync(full) || fs.statSync(full).isDirectory()) return 0;
  return zlib.gzipSync(fs.readFileSync(full), { level: 9 }).length;
}

const fleet = await startServerFleet({ processes: 1, databaseUrl: undefined, redisUrl: undefined });
const baseUrl = fleet.urls[0] ?? '';
const rows: string[] = [];
const results: Record<string, Record<Kind | 'total', number>> = {};
// Launched inside the try, so that a missing browser stops the server and the error is shown.
let browser: Browser | undefined;
try {
  browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  for (const route of ROUTES) {
    const context = await browser.newContext({
      baseURL: baseUrl,
      storageState: consentedState(baseUrl),
      viewport: { width: 390, height: 844 },
      // What the page itself needs; the service worker's background download is not counted.
      serviceWorkers: 'block',
    });
    // A returning visitor: the cookie choice kept, and the language cookie the app sets.
    await context.addCookies([{ name: 'lang', value: language, url: baseUrl }]);
    const page = await context.newPage();
    const files = new Set<string>();
    page.on('requestfinished', (request) => {
      const url = new URL(request.url());
      if (url.origin !== baseUrl || url.pathname.startsWith('/api')) return;
      files.add(url.pathname === '/' || !path.extname(url.pathname) ? 'index.html' : url.pathname);
    });
    await page.goto(`${route}${route.includes('?') ? '&' : '?'}lng=${language}`);
    await page.waitForLoadState('networkidle');
    const sizes: Record<Kind | 'total', number> = {
      js: 0,
      css: 0,
      font: 0,
      image: 0,
      other: 0,
      total: 0,
    };
    for (const file of files) {
      const size = gzipSize(file.replace(/^\//, ''));
      sizes[kindOf(file)] += size;
      sizes.total += size;
    }
    results[route] = sizes;
    await context.close();
  }
} finally {
  await browser?.close();
  await fleet.stop();
}
const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(8);
rows.push(
  `${`route (gzip KB, ${language})`.padEnd(24)}${['js', 'css', 'font', 'image', 'other', 'total'].map((h) => h.padStart(8)).join('')}`,
);
for (const [route, sizes] of Object.entries(results))
  rows.push(
    `${route.padEnd(24)}${kb(sizes.js)}${kb(sizes.css)}${kb(sizes.font)}${kb(sizes.image)}${kb(sizes.other)}${kb(sizes.total)}`,
  );
rows.push(`BUNDLE_RESULT ${JSON.stringify(results)}`);
process.stdout.write(`${rows.join('\n')}\n`);
process.exit(0);
