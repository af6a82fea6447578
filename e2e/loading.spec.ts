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

test('a returning pupil gets the first question without zod, the cookie banner or the language chooser', async ({
  page,
}) => {
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
