import { expect, type Page } from '@playwright/test';
import { HIGH_CONTRAST_SETTINGS } from './high-contrast';
import { solveStem } from './solve-stem';

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

/** The two numbers of the sum on screen, e.g. [9, 4] for "9 + 4 = ?". */
export async function operandsOnScreen(page: Page): Promise<[number, number]> {
  const text = (await page.locator('#game-question').textContent()) ?? '';
  const numbers = text.match(/\d+/g)?.map(Number) ?? [];
  return [numbers[0] ?? Number.NaN, numbers[1] ?? Number.NaN];
}

/** Fails unless every answer button lies wholly inside the viewport (no scrolling needed). */
export async function expectAnswersInViewport(page: Page): Promise<void> {
  await expect(page.locator('.choice')).toHaveCount(4);
  const outside = await page.evaluate(() =>
    [...document.querySelectorAll('.choice')]
      .map((button) => button.getBoundingClientRect())
      .filter(
        (box) =>
          box.top < 0 ||
          box.left < 0 ||
          box.bottom > window.innerHeight ||
          box.right > window.innerWidth,
      )
      .map(
        (box) =>
          `${String(box.left)},${String(box.top)} to ${String(box.right)},${String(box.bottom)}`,
      ),
  );
  expect(outside, 'answer buttons outside the viewport').toEqual([]);
}

/** The accessibility menu's choices with large text (and otherwise the defaults). */
export const LARGE_TEXT_SETTINGS = {
  version: 1,
  data: {
    ...HIGH_CONTRAST_SETTINGS.data,
    highContrast: false,
    reduceMotion: false,
    fontSize: 'large',
  },
} as const;

/** The accessibility menu's choices with motion reduced (and otherwise the defaults). */
export const REDUCED_MOTION_SETTINGS = {
  version: 1,
  data: { ...HIGH_CONTRAST_SETTINGS.data, highContrast: false, reduceMotion: true },
} as const;

/** Stores accessibility settings before the app starts, as the menu would have. */
export async function useAccessibilitySettings(page: Page, settings: object): Promise<void> {
  await page.addInitScript((stored) => {
    window.localStorage.setItem('mattemester.accessibility', JSON.stringify(stored));
  }, settings);
}
