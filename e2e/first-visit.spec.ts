import { expect, test } from '@playwright/test';
import { CATALOGS } from '../src/shared/i18n/catalogs';
import { expectNoAxeViolations } from './helpers/axe';
import { VIEWPORTS, saveScreenshot } from './helpers/screenshots';

test.use({ storageState: { cookies: [], origins: [] } });

test('a first visit shows the language chooser; the choice is kept and the page follows it', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Velg språk');
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'language-chooser', 'phone');
  await page.getByRole('button', { name: 'Norsk bokmål' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'no');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(CATALOGS.no.home.title);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(CATALOGS.no.home.title);
});

test('a pupil taught in Nynorsk chooses it and gets Nynorsk, not Bokmål', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Norsk nynorsk' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nn');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(CATALOGS.nn.home.title);
  expect(CATALOGS.nn.home.title).not.toBe(CATALOGS.no.home.title);
});

test('a link that names the language skips the chooser', async ({ page }) => {
  await page.goto('/join?lng=uk');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(CATALOGS.uk.join.title);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(CATALOGS.uk.home.title);
});
