import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumPath } from './e2e/chromium-path';
import { consentedState } from './e2e/helpers/consent-state';
import { SERVER_ENTRY, SERVER_NODE_OPTIONS } from './scripts/server-command';

const port = Number(process.env['E2E_PORT'] ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mattemester-e2e-'));

/**
 * The teacher's page in most tests has already answered the cookie banner, so screenshots show
 * the page itself; students' pages (new contexts) and the consent tests start without a choice.
 */
const consented = consentedState(baseURL);

/** End-to-end tests against the production build, in Debian's Chromium (never a downloaded one). */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/output',
  fullyParallel: true,
  forbidOnly: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  // Twice the slowest test without a limit of its own on a busy run (31-36 s), as machines of
  // this kind differ by two times from day to day; heavier tests set their own.
  timeout: 120_000,
  // Two browsers, the servers and the databases share two cores: a student's join through nginx
  // (form, two script downloads, the request, the waiting room's script) took 1.5 s alone and
  // up to 4.5 s with the machine busy. A wait still ends as soon as the page is right.
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    storageState: consented,
    // The service worker would download the whole app in every new context; only the offline
    // tests need it (they allow it).
    serviceWorkers: 'block',
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    screenshot: 'only-on-failure',
    // A trace records every step's screen and page as it goes: a third more CPU for the whole
    // suite, which made a busy two-core machine miss tests' time limits. E2E_TRACE=1 keeps one
    // for each failed test.
    trace: process.env['E2E_TRACE'] === '1' ? 'retain-on-failure' : 'off',
  },
  webServer: {
    command: ['node', ...SERVER_NODE_OPTIONS, SERVER_ENTRY].join(' '),
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 30_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The suite creates more class sessions from one address than a school does in an hour
      // (30, the default); the limit itself is tested by the server's own tests.
      SESSIONS_PER_ADDRESS_PER_HOUR: '500',
    },
  },
});
