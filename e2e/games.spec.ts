import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { keyFor } from './helpers/games';
import { VIEWPORTS, saveScreenshot } from './helpers/screenshots';

const GAME_IDS = ['number-match', 'addition', 'subtraction', 'multiplication', 'division'];

test('the games list filters by level and shows the no-games state with Show all', async ({
  page,
}) => {
  await page.goto('/games?lng=en');
  await expect(page.locator('.game-card')).toHaveCount(5);
  await page.getByRole('radio', { name: 'Level 3' }).check();
  await expect(page.locator('.game-card')).toHaveCount(2);
  await page.getByRole('radio', { name: 'Level 1' }).check();
  await expect(page.locator('.game-card')).toHaveCount(1);
  await expectNoAxeViolations(page);
  await page.getByRole('radio', { name: 'All' }).check();
  await expect(page.locator('.game-card')).toHaveCount(5);
  await expect(page.getByText('More games are coming soon.')).toBeVisible();
});

test('a game played to game over, and played again', async ({ page }) => {
  await page.goto('/games/multiplication?lng=en');
  for (let life = 3; life > 0; life -= 1) {
    await expect(page.getByLabel(`Lives left: ${life}`)).toBeVisible();
    await page.keyboard.press(await keyFor(page, (answer, value) => value !== answer));
    if (life > 1) await expect(page.locator('.choice--wrong')).toHaveCount(1);
  }
  await expect(page.getByRole('heading', { name: 'Game over' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Play again' }).click();
  await expect(page.getByLabel('Lives left: 3')).toBeVisible();
  await expect(page.locator('.game__status dd').first()).toHaveText('0');
});

test('a game played to congratulations by reading each question, with the best score kept', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto('/games/number-match?lng=en');
  for (let level = 1; level <= 8; level += 1) {
    await expect(page.locator('.game__status dd').last()).toHaveText(`${level}/8`);
    if (level === 4) await saveScreenshot(page, 'game-number-match', 'phone');
    await page.keyboard.press(await keyFor(page, (answer, value) => value === answer));
    if (level < 8) await expect(page.locator('.choice--correct')).toHaveCount(1);
  }
  await expect(
    page.getByRole('heading', { name: 'Congratulations! You finished all 8 levels!' }),
  ).toBeVisible();
  await expect(page.getByText(/Best score: \d+/)).toBeVisible();
  await saveScreenshot(page, 'game-won', 'phone');
  await page.getByRole('link', { name: 'Back to games' }).last().click();
  await expect(page.locator('.game-card--number-match')).toContainText(/Best score: \d+/);
});

for (const gameId of GAME_IDS) {
  test(`the ${gameId} game has no WCAG A or AA violation and fits phone and projector`, async ({
    page,
  }) => {
    for (const viewport of ['phone', 'projector'] as const) {
      await page.setViewportSize(VIEWPORTS[viewport]);
      await page.goto(`/games/${gameId}?lng=en`);
      await expect(page.locator('.choice--open').first()).toBeVisible();
      await expectNoAxeViolations(page);
      await saveScreenshot(page, `game-${gameId}`, viewport);
    }
  });
}
