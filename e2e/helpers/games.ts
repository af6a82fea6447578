import { expect, type Page } from '@playwright/test';
import { solveStem } from './practice';

/** The answer to the game question on screen: the dots counted, or the sum worked out. */
export async function answerOnScreen(page: Page): Promise<number> {
  const dots = await page.locator('.game__dot').count();
  if (dots > 0) return dots;
  return solveStem((await page.locator('#game-question').textContent()) ?? '');
}

/** The number key of the first choice that passes the test (right or wrong on purpose). */
export async function keyFor(
  page: Page,
  wanted: (answer: number, value: number) => boolean,
): Promise<string> {
  await expect(page.locator('.choice--open').first()).toBeVisible();
  const answer = await answerOnScreen(page);
  const values = (await page.locator('.choice__value').allTextContents()).map(Number);
  return String(values.findIndex((value) => wanted(answer, value)) + 1);
}
