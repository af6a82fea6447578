/**
 * The pictures of the help page (/help), in every language: a phone in solo practice after a right
 * answer, the join screen filled in, and the teacher's dashboard of a class that has answered some
 * questions. Needs the production server running at the base URL (`npm run build && npm start`):
 *
 *   npm run help:pictures -- --base-url http://127.0.0.1:3000
 *
 * Writes `public/help/{language}/practice.png`, `join.png` and `dashboard.png`.
 */
import { parseArgs } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import { CATALOGS } from '../src/shared/i18n/catalogs';
import { SUPPORTED_LANGUAGES, type Language } from '../src/shared/i18n/languages';
import { openPage, takePicture } from './help-pictures/browser';
import { solveStem } from '../e2e/helpers/solve-stem';
import { classAnswers, createSession } from './help-pictures/class';
import { CLASS_NAMES, JOIN_NAME } from './help-pictures/names';

/**
 * A phone's width. The practice picture is tall enough for the whole card and its key hint; the
 * join picture ends above the page's footer, so no line of it is cut in half at the edge.
 */
const PRACTICE = { width: 390, height: 1000 };
const JOIN = { width: 390, height: 730 };
const PROJECTOR = { width: 1920, height: 1080 };
/**
 * The address the dashboard's join hint shows: the browser resolves it to the server of the base
 * URL (an http one), so the hint names a site rather than this machine and its port.
 */
const SHOWN_HOST = 'mattemester.example';

/** Subtraction on the home page, its level page, then the first question answered right. */
async function practicePicture(browser: Browser, baseUrl: string, language: Language) {
  const shot = await openPage(browser, baseUrl, language, '/', PRACTICE);
  const { page } = shot;
  await page.locator('.operation-card--subtraction').click();
  await page.getByRole('button', { name: CATALOGS[language].difficulty.start }).click();
  await page.locator('.choice--open').first().waitFor();
  const answer = String(solveStem((await page.locator('#practice-question').textContent()) ?? ''));
  const values = await page.locator('.choice__value').allTextContents();
  await page.locator('.choice').nth(values.indexOf(answer)).click();
  await page.locator('.feedback--correct').waitFor();
  await takePicture(shot, 'practice');
}

/** The join screen with a first name and a session code typed in, not sent. */
async function joinPicture(browser: Browser, baseUrl: string, language: Language) {
  const shot = await openPage(browser, baseUrl, language, '/join', JOIN);
  const text = CATALOGS[language].join;
  await shot.page.getByLabel(text.name).fill(JOIN_NAME[language]);
  await shot.page.getByLabel(text.code).pressSequentially('R58F4G');
  await takePicture(shot, 'join');
}

/**
 * The teacher's dashboard on a projector (opened as SHOWN_HOST), after a class of pupils joined
 * and answered some questions.
 */
async function dashboardPicture(browser: Browser, baseUrl: string, language: Language) {
  const shot = await openPage(browser, `http://${SHOWN_HOST}`, language, '/teacher', PROJECTOR);
  const code = await createSession(shot.page, language);
  const total = await classAnswers(baseUrl, code, CLASS_NAMES[language]);
  const answers = shot.page.locator('.dashboard__totals dd', { hasText: new RegExp(`^${total}$`) });
  await answers.waitFor();
  await takePicture(shot, 'dashboard');
}

const { values } = parseArgs({
  options: { 'base-url': { type: 'string', default: 'http://127.0.0.1:3000' } },
});
const baseUrl = values['base-url'];
const server = new URL(baseUrl);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [`--host-resolver-rules=MAP ${SHOWN_HOST} ${server.hostname}:${server.port || '80'}`],
});
try {
  for (const language of SUPPORTED_LANGUAGES) {
    await practicePicture(browser, baseUrl, language);
    await joinPicture(browser, baseUrl, language);
    await dashboardPicture(browser, baseUrl, language);
  }
} finally {
  await browser.close();
}
