import { expect, type Page } from '@playwright/test';

/**
 * Opens a route and waits until the app shows it: the page renders once its language's catalog
 * (and, for some pages, their code) has arrived, which can be after the browser's load event.
 */
export async function openApp(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('#main')).toBeVisible();
  await expect(page.locator('.page-loading')).toHaveCount(0);
}
