import { expect, test, type Page } from '@playwright/test';

/** The text of every script the page downloads from here on. */
function collectScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      void response.text().then((text) => scripts.push(text));
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

test('a student’s page fetches only the catalog it shows, and the teacher’s page its own sections with it', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'lang', value: 'en', url: baseURL ?? '' }]);
  const catalogs = collectCatalogs(page);
  await page.goto('/practice/addition?lng=en');
  await expect(page.getByText('Question 1 of 10')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(catalogs).toEqual([expect.stringMatching(/^en-[\w-]+\.json$/)]);

  await page.getByRole('banner').getByRole('link', { name: 'For teachers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Teacher' })).toBeVisible();
  expect(catalogs.filter((file) => file.startsWith('en.on-demand-'))).toHaveLength(1);
  await page.getByRole('link', { name: 'Help' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
  expect(catalogs.filter((file) => file.startsWith('en.on-demand-'))).toHaveLength(1);
});

test('a teacher who switches language sees the teacher’s page whole in the new language', async ({
  page,
}) => {
  await page.goto('/teacher?lng=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Teacher' })).toBeVisible();
  await page.getByLabel('Language', { exact: true }).selectOption('sv');
  await expect(page.getByRole('heading', { level: 1, name: 'Lärare' })).toBeVisible();
  await expect(page.locator('main')).not.toContainText('teacher.');
});
