import { expect, test, type Page } from '@playwright/test';
import { CATALOGS } from '../src/shared/i18n/catalogs';
import { expectNoAxeViolations } from './helpers/axe';
import { HIGH_CONTRAST_SETTINGS } from './helpers/high-contrast';
import { correctKey } from './helpers/practice';
import { solveStem } from './helpers/solve-stem';
import { saveScreenshot, VIEWPORTS } from './helpers/screenshots';

/**
 * Plays a round of ten: every question right at once, but the first one wrong when `missFirst`.
 * Returns the stems in the order they were asked.
 */
async function playRound(page: Page, missFirst: boolean): Promise<string[]> {
  const stems: string[] = [];
  for (let question = 1; question <= 10; question += 1) {
    await expect(page.locator('.practice__progress p')).toContainText(String(question));
    await expect(page.locator('.choice--open').first()).toBeVisible();
    const stem = (await page.locator('#practice-question').textContent()) ?? '';
    stems.push(stem);
    if (question === 1 && missFirst) {
      const values = await page.locator('.choice__value').allTextContents();
      const wrong = values.findIndex((value) => value !== String(solveStem(stem)));
      await page.keyboard.press(String(wrong + 1));
      await expect(page.locator('.feedback--wrong')).toBeVisible();
    } else {
      await page.keyboard.press(await correctKey(page));
      await expect(page.locator('.feedback--correct')).toBeVisible();
    }
    await page.keyboard.press('n');
  }
  return stems;
}

/** The same fact, whichever order a multiplication shows it in. */
const factOfStem = (stem: string) =>
  (stem.match(/\d+/g) ?? [])
    .map(Number)
    .sort((a, b) => a - b)
    .join('×');

for (const language of ['en', 'no'] as const) {
  const text = CATALOGS[language];
  const status = text.facts.status;

  test(`every fact of a picked table comes, a missed one comes back, and the fact grid shows what the student knows (${language})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto(`/?lng=${language}`);
    await page.locator('.operation-card--multiplication').click();
    await page
      .getByRole('group', { name: text.tables.legend })
      .getByRole('checkbox', { name: '2', exact: true })
      .check();
    await saveScreenshot(page, `difficulty-tables-${language}`, 'phone');
    await page.setViewportSize(VIEWPORTS.projector);
    await saveScreenshot(page, `difficulty-tables-${language}`, 'projector');
    await page.setViewportSize(VIEWPORTS.phone);
    await page.getByRole('button', { name: text.difficulty.start }).click();
    await expect(page).toHaveURL(/\/practice\/multiplication$/);

    // The 2 times table of 1-10 is ten facts (2 × 7 and 7 × 2 are one): the first round meets
    // each once; the fact missed first comes back first in the next, its rest over.
    const first = await playRound(page, true);
    expect(new Set(first.map(factOfStem)).size, first.join(' | ')).toBe(10);
    await expect(page).toHaveURL(/\/results$/);
    await page.getByRole('link', { name: text.results.practiceAgain }).click();
    await expect(page).toHaveURL(/\/practice\/multiplication$/);
    const second = await playRound(page, false);
    expect(factOfStem(second[0] ?? ''), second.join(' | ')).toBe(factOfStem(first[0] ?? ''));
    const stems = [...first, ...second];
    for (const [index, stem] of stems.entries()) {
      expect(stem).toMatch(/(^|\D)2(\D|$)/);
      if (index > 0) expect(factOfStem(stem)).not.toBe(factOfStem(stems[index - 1] ?? ''));
    }

    await expect(page).toHaveURL(/\/results$/);
    await expect(page.getByText(text.results.stats.streak, { exact: true })).toBeVisible();
    const grid = page.getByRole('table');
    await expect(grid).toBeVisible();
    await expect(grid.getByRole('columnheader', { name: '10' })).toBeVisible();
    await expect(grid.getByRole('cell', { name: status.fluent })).not.toHaveCount(0);
    await saveScreenshot(page, `results-facts-${language}`, 'phone');

    await page.getByRole('link', { name: text.facts.seeAll }).click();
    await expect(page).toHaveURL(/\/facts$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.facts.title);
    await expect(page.getByRole('table')).toHaveCount(4);
    const multiplication = page.getByRole('region', { name: text.operations.multiplication });
    await expect(multiplication.getByRole('cell', { name: status.fluent })).not.toHaveCount(0);
    await expect(
      page.getByRole('region', { name: text.operations.addition }).getByRole('cell', {
        name: status.fluent,
      }),
    ).toHaveCount(0);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, `my-facts-${language}`, 'phone');
    await page.setViewportSize(VIEWPORTS.projector);
    await saveScreenshot(page, `my-facts-${language}`, 'projector');

    await page.evaluate((settings) => {
      window.localStorage.setItem('mattemester.accessibility', JSON.stringify(settings));
    }, HIGH_CONTRAST_SETTINGS);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-contrast', 'high');
    await expect(page.getByRole('table')).toHaveCount(4);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, `my-facts-high-contrast-${language}`, 'projector');

    await page.getByRole('button', { name: text.facts.clear }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: text.facts.clearConfirm.confirm })
      .click();
    await expect(page.getByRole('status')).toHaveText(text.facts.cleared);
    await expect(multiplication.getByRole('cell', { name: status.fluent })).toHaveCount(0);
    await expect(page.getByRole('button', { name: text.facts.clear })).toBeDisabled();
  });
}

test('a practised 12 times table shows on a 1-12 grid that fits the phone', async ({ page }) => {
  const text = CATALOGS.en;
  const facts = Object.fromEntries(
    Array.from({ length: 10 }, (_, i) => [
      `multiplication:${String(i + 1)}:12`,
      { box: i < 5 ? 2 : 1, lastAskedIndex: i },
    ]),
  );
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto('/?lng=en');
  // The app is up before the device's facts are written.
  await expect(page.locator('.operation-card--multiplication')).toBeVisible();
  await page.evaluate(
    (scheduler) => {
      window.localStorage.setItem(
        'mattemester.facts',
        JSON.stringify({ version: 1, data: { scheduler, questionsAnswered: 10 } }),
      );
    },
    { facts, missed: [], lastKey: null },
  );
  // The link names the language: the first visit's choice is stored only after the home page
  // renders, and without it a busy machine could show /facts as the language chooser.
  await page.goto('/facts?lng=en');
  const multiplication = page.getByRole('region', { name: text.operations.multiplication });
  await expect(multiplication.getByRole('columnheader', { name: '12', exact: true })).toBeVisible();
  // 1 × 12 to 5 × 12 are fluent, each in both orders.
  await expect(multiplication.getByRole('cell', { name: text.facts.status.fluent })).toHaveCount(
    10,
  );
  await expect(
    page.getByRole('region', { name: text.operations.division }).getByRole('columnheader', {
      name: '12',
      exact: true,
    }),
  ).toHaveCount(0);
  const fitsWidth = await page.evaluate(
    () => document.documentElement.scrollWidth <= window.innerWidth,
  );
  expect(fitsWidth).toBe(true);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'my-facts-twelve-times-table', 'phone');
});
