import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { VIEWPORTS, saveScreenshot } from './helpers/screenshots';

/**
 * The text of every script the page downloads from here on. A body still being read when the
 * test closes the page is left out: the test has read what it checks by then.
 */
function collectScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      response.text().then(
        (text) => scripts.push(text),
        () => undefined,
      );
  });
  return scripts;
}

test('a returning student gets the first question without zod, the cookie banner or the language chooser', async ({
  page,
  context,
  baseURL,
}) => {
  // Returning: the cookie choice is kept (the project's storage) and so is the language cookie.
  await context.addCookies([{ name: 'lang', value: 'en', url: baseURL ?? '' }]);
  const scripts = collectScripts(page);
  await page.goto('/practice/addition?lng=en');
  await expect(page.getByText('Question 1 of 10')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const everything = scripts.join('\n');
  // The practice page's own code is among what was weighed.
  expect(everything).toContain('practice.counters.correct');
  expect(everything).not.toContain('$ZodType');
  expect(everything).not.toContain('consent.acceptAll');
  expect(everything).not.toContain('Choose your language');
});

test('a first visit names the cookie banner in the page, so it downloads with the app', async ({
  browser,
}) => {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  const scripts = collectScripts(page);
  await page.goto('/join?lng=en');
  await expect(page.getByRole('region', { name: 'Cookies and storage' })).toBeVisible();
  expect(
    await page.locator('link[rel="modulepreload"][href*="cookie-consent-panel"]').count(),
  ).toBe(1);
  expect(scripts.join('\n')).not.toContain('Choose your language');
  await context.close();
});

/** The catalog files (JSON) the page fetches from here on, by their built names. */
function collectCatalogs(page: Page): string[] {
  const catalogs: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.json')) catalogs.push(pathname.slice(pathname.lastIndexOf('/') + 1));
  });
  return catalogs;
}

/**
 * Records every moment the page draws a catalog key instead of its text (a key of the sections
 * that load with the teacher's and the information pages), from the first paint on.
 */
async function recordBareKeys(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { bareKeys: string[] }).bareKeys = seen;
    const look = () => {
      const found = document
        .querySelector('body')
        ?.innerText.match(/\b(teacher|classes|legal|help|contact)\.[a-zA-Z.]+/g);
      if (found) seen.push(...found);
    };
    new MutationObserver(look).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  return () => page.evaluate(() => (window as unknown as { bareKeys: string[] }).bareKeys);
}

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

test('a student’s page fetches only the catalog it shows, and the teacher’s page its own sections with it', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'lang', value: 'en', url: baseURL ?? '' }]);
  const bareKeys = await recordBareKeys(page);
  const catalogs = collectCatalogs(page);
  await page.goto('/practice/addition?lng=en');
  await expect(page.getByText('Question 1 of 10')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(catalogs).toEqual([expect.stringMatching(/^en-[\w-]+\.json$/)]);

  await page.getByRole('banner').getByRole('link', { name: 'For teachers' }).click();
  await expect(heading(page, 'Teacher')).toBeVisible();
  expect(catalogs.filter((file) => file.startsWith('en.on-demand-'))).toHaveLength(1);
  await page.getByRole('link', { name: 'Help' }).first().click();
  await expect(heading(page, 'Help')).toBeVisible();
  expect(catalogs.filter((file) => file.startsWith('en.on-demand-'))).toHaveLength(1);
  expect(await bareKeys()).toEqual([]);
});

test('a visit that opens on the teacher’s page draws its texts from the first paint', async ({
  page,
}) => {
  const bareKeys = await recordBareKeys(page);
  await page.goto('/teacher?lng=en');
  await expect(heading(page, 'Teacher')).toBeVisible();
  await expect(page).toHaveTitle(/^Teacher/);
  expect(await bareKeys()).toEqual([]);
});

test('a teacher who switches language sees the teacher’s page whole in the new language', async ({
  page,
}) => {
  const bareKeys = await recordBareKeys(page);
  await page.goto('/teacher?lng=en');
  await expect(heading(page, 'Teacher')).toBeVisible();
  await page.getByLabel('Language', { exact: true }).selectOption('sv');
  await expect(heading(page, 'Lärare')).toBeVisible();
  expect(await bareKeys()).toEqual([]);
});

test('a language shown before the help page opened comes whole when the visitor switches back to it', async ({
  page,
}) => {
  const bareKeys = await recordBareKeys(page);
  await page.goto('/?lng=en');
  await page.getByLabel('Language', { exact: true }).selectOption('sv');
  await page.getByRole('link', { name: 'Hjälp' }).first().click();
  await expect(heading(page, 'Hjälp')).toBeVisible();
  await page.getByLabel('Språk', { exact: true }).selectOption('en');
  await expect(heading(page, 'Help')).toBeVisible();
  expect(await bareKeys()).toEqual([]);
});

/**
 * Opens solo practice at phone size with its code aborted, and returns the failure it shows; the
 * test takes the abort away with `page.unroute(PRACTICE_CODE)`.
 */
async function openPracticeWithoutItsCode(page: Page) {
  await page.setViewportSize(VIEWPORTS.phone);
  await page.route(PRACTICE_CODE, (route) => route.abort('internetdisconnected'));
  await page.goto('/practice/addition?lng=en');
  const failure = page.locator('.page-failed');
  await expect(
    failure.getByRole('heading', { level: 1, name: 'This page did not load' }),
  ).toBeVisible();
  return failure;
}

const PRACTICE_CODE = '**/assets/practice-page-*.js';

test('a page whose code cannot be fetched says so, keeps the way around, and loads on Try again', async ({
  page,
}) => {
  const failure = await openPracticeWithoutItsCode(page);
  await expect(failure.getByRole('alert')).toHaveText('Check the connection and try again.');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Join a class' })).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'page-failed', 'phone');

  await page.unroute(PRACTICE_CODE);
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('Question 1 of 10')).toBeVisible();
});

test('Try again while the connection is still down keeps the child in the app and says so', async ({
  page,
  context,
}) => {
  const failure = await openPracticeWithoutItsCode(page);

  // No service worker serves this first visit: a reload now would show the browser's own page.
  await context.setOffline(true);
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(failure.getByRole('alert')).toHaveText(
    'There is still no connection. Try again when it is back.',
  );
  await expect(page.getByRole('banner').getByRole('link', { name: 'Join a class' })).toBeVisible();
  await expect(failure.getByRole('button', { name: 'Try again' })).toBeEnabled();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'page-failed-still-offline', 'phone');

  await context.setOffline(false);
  await page.unroute(PRACTICE_CODE);
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('Question 1 of 10')).toBeVisible();
});

test('a page whose code failed once loads when opened again with the connection back', async ({
  page,
}) => {
  await page.route('**/assets/help-page-*.js', (route) => route.abort('internetdisconnected'));
  await page.goto('/?lng=en');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Help' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'This page did not load' }),
  ).toBeVisible();

  await page.unroute('**/assets/help-page-*.js');
  await footer.getByRole('link', { name: 'Privacy' }).click();
  await expect(heading(page, 'Privacy notice')).toBeVisible();
  await footer.getByRole('link', { name: 'Help' }).click();
  await expect(heading(page, 'Help')).toBeVisible();
});

test('a teacher’s page whose texts cannot be fetched shows its loading line at once, then says it did not load', async ({
  page,
}) => {
  await page.route('**/en.on-demand-*.json', (route) => route.abort('internetdisconnected'));
  await page.goto('/teacher?lng=en');
  // The texts are tried six times in about 11 s; the header and the loading line show meanwhile.
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible({
    timeout: 3_000,
  });
  await expect(page.getByRole('banner').getByRole('link', { name: 'Join a class' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'This page did not load' })).toBeVisible(
    { timeout: 15_000 },
  );
});

test('a teacher whose new language’s texts cannot be fetched stays in their language and is told so', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.phone);
  const bareKeys = await recordBareKeys(page);
  await page.route('**/sv.on-demand-*.json', (route) => route.abort('internetdisconnected'));
  await page.goto('/teacher?lng=en');
  await expect(heading(page, 'Teacher')).toBeVisible();
  await page.getByLabel('Language', { exact: true }).selectOption('sv');
  // The texts are tried six times in about 11 s before the switch is given up; meanwhile the
  // choice shows, and the header says what it waits for.
  await expect(page.getByLabel('Language', { exact: true })).toHaveValue('sv');
  await expect(page.getByRole('banner').locator('[aria-live="polite"]')).toHaveText(
    'Loading Svenska…',
  );
  await saveScreenshot(page, 'language-loading', 'phone');
  const failure = page.getByRole('banner').getByRole('alert');
  await expect(failure).toHaveText('Svenska did not load. Check the connection and try again.', {
    timeout: 15_000,
  });
  await expect(heading(page, 'Teacher')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByLabel('Language', { exact: true })).toHaveValue('en');
  expect(await bareKeys()).toEqual([]);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'language-failed', 'phone');

  await page.unroute('**/sv.on-demand-*.json');
  await page.getByLabel('Language', { exact: true }).selectOption('sv');
  await expect(heading(page, 'Lärare')).toBeVisible();
  await expect(failure).toHaveCount(0);
  expect(await bareKeys()).toEqual([]);
});

test('a first visit whose language chooser cannot be fetched says so instead of a blank screen', async ({
  browser,
}) => {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.route('**/assets/language-chooser-*.js', (route) =>
    route.abort('internetdisconnected'),
  );
  await page.goto('/join');
  const failure = page.locator('.page-failed');
  await expect(failure.getByRole('heading', { level: 1 })).toBeVisible();
  await page.unroute('**/assets/language-chooser-*.js');
  await failure.getByRole('button').click();
  await expect(page.getByRole('heading', { name: 'Choose your language' })).toBeVisible();
  await context.close();
});

test('a first visit whose chosen language cannot be fetched keeps the chooser and says so', async ({
  browser,
}) => {
  const context = await browser.newContext({
    storageState: { cookies: [], origins: [] },
    locale: 'en-GB',
  });
  const page = await context.newPage();
  await page.setViewportSize(VIEWPORTS.phone);
  await page.route('**/assets/uk-*.json', (route) => route.abort('internetdisconnected'));
  await page.goto('/');
  await page.getByRole('button', { name: 'Українська' }).click();
  // The catalog is tried six times in about 11 s before the choice is given up; meanwhile the
  // chooser says what it waits for.
  const loadingLine = page.locator('[aria-live="polite"]');
  await expect(loadingLine).toHaveText('Loading Українська…');
  await expect(page.getByRole('button', { name: 'Українська' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await saveScreenshot(page, 'language-chooser-loading', 'phone');
  await expect(page.getByRole('alert')).toHaveText(
    'Українська did not load. Check the connection and try again.',
    { timeout: 15_000 },
  );
  await expect(page.getByRole('heading', { name: /Choose your language/ })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.unroute('**/assets/uk-*.json');
  await page.getByRole('button', { name: 'Українська' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
  await expect(page.getByRole('heading', { name: /Choose your language/ })).toHaveCount(0);
  await context.close();
});
