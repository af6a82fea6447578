import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import {
  LARGE_TEXT_SETTINGS,
  REDUCED_MOTION_SETTINGS,
  expectAnswersInViewport,
  keyFor,
  operandsOnScreen,
  useAccessibilitySettings,
} from './helpers/games';
import { VIEWPORTS, saveScreenshot } from './helpers/screenshots';

const GAME_IDS = ['number-match', 'addition', 'subtraction', 'multiplication', 'division'];

/** Right answers a level needs, and levels in a game (GAME_RULES). */
const PER_LEVEL = 5;
const LEVELS = 8;

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

test('on the projector the five games sit three above two, and each level choice is finger-sized', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.projector);
  await page.goto('/games?lng=en');
  await expect(page.locator('.game-card')).toHaveCount(5);
  const boxes = await page
    .locator('.game-card')
    .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().toJSON() as DOMRect));
  const rows = new Map<number, DOMRect[]>();
  for (const box of boxes)
    rows.set(Math.round(box.top), [...(rows.get(Math.round(box.top)) ?? []), box]);
  const [first = [], second = []] = [...rows.values()];
  expect([first.length, second.length]).toEqual([3, 2]);
  // The last row is as wide as the first: no card is left alone beside an empty place.
  const span = (row: DOMRect[]) =>
    Math.max(...row.map((box) => box.right)) - Math.min(...row.map((box) => box.left));
  expect(Math.abs(span(second) - span(first))).toBeLessThanOrEqual(1);
  const levels = await page.locator('.games__filter label').all();
  expect(levels.length).toBeGreaterThan(1);
  for (const choice of levels)
    expect((await choice.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await saveScreenshot(page, 'games', 'projector');
});

test('a game played to game over, and played again', async ({ page }) => {
  await page.goto('/games/multiplication?lng=en');
  for (let life = 3; life > 0; life -= 1) {
    await expect(page.getByLabel(`Lives left: ${life}`)).toBeVisible();
    await page.keyboard.press(await keyFor(page, (answer, value) => value !== answer));
    if (life > 1) await expect(page.locator('.choice--wrong')).toHaveCount(1);
  }
  await expect(page.getByRole('heading', { name: 'Game over' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Back to games' }).last()).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Play again' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Lives left: 3')).toBeVisible();
  await expect(page.locator('.game__status dd').first()).toHaveText('0');
});

/** The question as a child reads it: a sum with its numbers in order, or the dots. */
async function questionKey(page: Page): Promise<string> {
  const dots = await page.locator('.game__dot').count();
  if (dots > 0) return `${String(dots)} dots`;
  const text = (await page.locator('#game-question').textContent()) ?? '';
  const [a, b] = await operandsOnScreen(page);
  return /[+×]/.test(text) ? `${text[text.search(/[+×]/)] ?? ''} ${[a, b].sort().join(' ')}` : text;
}

/**
 * Plays a whole game by reading each question and pressing the right key, the clock skipping
 * each pause. Before every answer: the answer buttons are inside the viewport, the time bar
 * shows, the question is not the last one again; `onQuestion` checks more.
 */
async function playToTheEnd(
  page: Page,
  onQuestion: (level: number, step: number) => Promise<void>,
): Promise<void> {
  let previous = '';
  for (let level = 1; level <= LEVELS; level += 1) {
    for (let step = 1; step <= PER_LEVEL; step += 1) {
      await expect(page.locator('.game__level')).toHaveText(`${String(level)}/${String(LEVELS)}`);
      await expect(page.locator('.choice--open').first()).toBeVisible();
      await expect(page.getByRole('timer')).toBeVisible();
      await expectAnswersInViewport(page);
      const question = await questionKey(page);
      expect(question, 'the same question twice in a row').not.toBe(previous);
      previous = question;
      await onQuestion(level, step);
      await page.keyboard.press(await keyFor(page, (answer, value) => value === answer));
      if (level === LEVELS && step === PER_LEVEL) return;
      await expect(page.locator('.choice--correct')).toHaveCount(1);
      await page.clock.runFor(2000);
    }
  }
}

/** Both end-screen actions are 44 x 44 px or more, and at least 8 px apart. */
async function expectEndActionsApart(page: Page): Promise<void> {
  const back = await page.getByRole('link', { name: 'Back to games' }).last().boundingBox();
  const again = await page.getByRole('button', { name: 'Play again' }).boundingBox();
  if (back === null || again === null) throw new Error('An end-screen action is not laid out');
  for (const box of [back, again]) {
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
  const apartX = Math.max(again.x - (back.x + back.width), back.x - (again.x + again.width));
  const apartY = Math.max(again.y - (back.y + back.height), back.y - (again.y + again.height));
  expect(Math.max(apartX, apartY)).toBeGreaterThanOrEqual(8);
}

test('addition played through on a phone climbs from small sums to big ones, to congratulations', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.clock.install();
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto('/games/addition?lng=en');
  await playToTheEnd(page, async (level, step) => {
    const [a, b] = await operandsOnScreen(page);
    if (level === 1) expect(a + b).toBeLessThanOrEqual(10);
    if (level === LEVELS) expect(a + b).toBeGreaterThanOrEqual(13);
    if (level === LEVELS && step === 1) {
      await expectNoAxeViolations(page);
      await saveScreenshot(page, 'game-addition-level-8', 'phone');
    }
  });
  await expect(
    page.getByRole('heading', { name: 'Congratulations! You finished all 8 levels!' }),
  ).toBeVisible();
  await expect(page.getByText(/Best score: \d+/)).toBeVisible();
  await expectEndActionsApart(page);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'game-won', 'phone');
  await page.setViewportSize(VIEWPORTS.projector);
  await expectEndActionsApart(page);
  await saveScreenshot(page, 'game-won', 'projector');
  await page.getByRole('link', { name: 'Back to games' }).last().click();
  await expect(page.locator('.game-card--addition')).toContainText(/Best score: \d+/);
});

test('number match with large text keeps all four answers on a phone screen up to ten dots', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await useAccessibilitySettings(page, LARGE_TEXT_SETTINGS);
  await page.clock.install();
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto('/games/number-match?lng=en');
  await expect(page.locator('html')).toHaveAttribute('data-font-size', 'large');
  let mostDots = 0;
  await playToTheEnd(page, async (level) => {
    const dots = await page.locator('.game__dot').count();
    expect(dots).toBeGreaterThanOrEqual(level);
    if (dots > mostDots) {
      mostDots = dots;
      await saveScreenshot(page, 'game-number-match-large-text', 'phone');
    }
  });
  expect(mostDots).toBeGreaterThanOrEqual(9);
  await expectEndActionsApart(page);
  await expectNoAxeViolations(page);
});

test('the time bar loses 5 points a second, names its points for screen readers and steps when motion is reduced', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/games/multiplication?lng=en');
  await expect(page.locator('.choice--open').first()).toBeVisible();
  // From here the page's clock moves only when the test moves it. A wrong answer's pause ends
  // 3 s later, so the next question appears at a known time.
  await page.clock.pauseAt(Date.now() + 5000);
  await page.keyboard.press(await keyFor(page, (answer, value) => value !== answer));
  await page.clock.runFor(3000);
  const timer = page.getByRole('timer', { name: 'Speed bonus: 100 of 100' });
  await expect(timer).toContainText('+100');
  await page.clock.runFor(3000);
  await expect(page.getByRole('timer', { name: 'Speed bonus: 85 of 100' })).toContainText('+85');
  const bar = page.locator('.game-time__bar');
  expect(await bar.evaluate((element) => getComputedStyle(element).transitionDuration)).toBe('1s');
  await page.keyboard.press(await keyFor(page, (answer, value) => value === answer));
  await expect(page.locator('.game__status dd').first()).toHaveText(String(15 + 85));
  await page.clock.runFor(2000);
  await expect(page.getByRole('timer')).toContainText('+100');

  await page.clock.resume();
  await useAccessibilitySettings(page, REDUCED_MOTION_SETTINGS);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-reduce-motion', 'true');
  const reducedMs = await bar.evaluate(
    (element) => parseFloat(getComputedStyle(element).transitionDuration) * 1000,
  );
  expect(reducedMs).toBeLessThan(1);
});

for (const gameId of GAME_IDS) {
  test(`the ${gameId} game has no WCAG A or AA violation and fits phone and projector`, async ({
    page,
  }) => {
    for (const viewport of ['phone', 'projector'] as const) {
      await page.setViewportSize(VIEWPORTS[viewport]);
      await page.goto(`/games/${gameId}?lng=en`);
      await expect(page.locator('.choice--open').first()).toBeVisible();
      await expect(page.getByRole('timer')).toBeVisible();
      await expectAnswersInViewport(page);
      await expectNoAxeViolations(page);
      await saveScreenshot(page, `game-${gameId}`, viewport);
    }
  });
}
