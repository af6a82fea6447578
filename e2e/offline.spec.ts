import { expect, test, type Page } from '@playwright/test';
import { CATALOGS } from '../src/shared/i18n/catalogs';
import { keyFor } from './helpers/games';
import { answerRoundCorrectly } from './helpers/practice';

test.use({ serviceWorkers: 'allow' });

/** Waits until the service worker has the app and controls the page. */
async function installedForOffline(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

test('after one visit, practice, results and a game work with no network at all, in any language', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await page.goto('/?lng=no');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(CATALOGS.no.home.title);
  await installedForOffline(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(CATALOGS.no.home.title);

  // Ten questions and the results, offline.
  await page.goto('/practice/addition');
  await answerRoundCorrectly(page, 10);
  await expect(page).toHaveURL(/\/results$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(CATALOGS.no.results.title);

  // Another language, whose catalog this visit never used, still comes from the cache.
  await page
    .getByRole('combobox', { name: CATALOGS.no.layout.language, exact: true })
    .selectOption('sv');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(CATALOGS.sv.results.title);

  // A game, played to game over.
  await page.goto('/games/addition');
  for (let life = 3; life > 0; life -= 1) {
    await page.keyboard.press(await keyFor(page, (answer, value) => value !== answer));
    if (life > 1) await expect(page.locator('.choice--wrong')).toHaveCount(1);
  }
  await expect(page.getByRole('heading', { name: CATALOGS.sv.games.over })).toBeVisible();
});

test('the join page without a network says it needs one, and joins once the network is back', async ({
  page,
  context,
}) => {
  await page.goto('/join?lng=en');
  await installedForOffline(page);
  await context.setOffline(true);
  await page.reload();
  await page.getByLabel('Your first name').fill('Kari');
  await page.getByLabel('Session code').fill('K7QM3P');
  await page.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(CATALOGS.en.join.errors.connection);
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(CATALOGS.en.join.errors.notFound);
});
