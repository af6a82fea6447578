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
