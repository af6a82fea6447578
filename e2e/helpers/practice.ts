import { expect, type Page } from '@playwright/test';
import { solveStem } from './solve-stem';

/** Reads the question on screen and returns the 1-based key of the correct answer button. */
export async function correctKey(page: Page): Promise<string> {
  const stem = (await page.locator('#practice-question').textContent()) ?? '';
  const answer = String(solveStem(stem));
  const values = await page.locator('.choice__value').allTextContents();
  const index = values.indexOf(answer);
  expect(
    index,
    `the answer ${answer} to ${stem} is among ${values.join(', ')}`,
  ).toBeGreaterThanOrEqual(0);
  return String(index + 1);
}

/** Waits for an open question and answers it correctly with its number key. */
export async function answerCurrentQuestion(page: Page): Promise<void> {
  await expect(page.locator('.choice--open').first()).toBeVisible();
  await page.keyboard.press(await correctKey(page));
  await expect(page.locator('.feedback--correct')).toBeVisible();
}

/** Answers every question of a round correctly with the number keys, moving on with N. */
export async function answerRoundCorrectly(page: Page, questions = 10): Promise<void> {
  for (let question = 1; question <= questions; question += 1) {
    await expect(page.locator('.practice__progress p')).toContainText(String(question));
    await expect(page.locator('.choice--open').first()).toBeVisible();
    await page.keyboard.press(await correctKey(page));
    await expect(page.locator('.feedback--correct')).toBeVisible();
    await page.keyboard.press('n');
  }
}

/** Presses Tab until the focused element has the accessible name, as a keyboard user would. */
export async function tabTo(page: Page, name: string | RegExp, maxPresses = 40): Promise<void> {
  for (let press = 0; press < maxPresses; press += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      return element === null
        ? ''
        : (element.getAttribute('aria-label') ?? (element as HTMLElement).innerText);
    });
    if (typeof name === 'string' ? focused.includes(name) : name.test(focused)) return;
  }
  throw new Error(`Could not reach "${String(name)}" with the Tab key`);
}
