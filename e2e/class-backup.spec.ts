import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { keysOfCode } from '../src/client/lib/sealed-box';
import { expectNoAxeViolations } from './helpers/axe';
import { SAMPLE_CLASS, sampleClassFile } from './helpers/class-file';
import { saveScreenshot, VIEWPORTS } from './helpers/screenshots';

/** Imports the sample class "4B" (Ada, Birk, Cyrus; two lessons) on the teacher page. */
async function importSampleClass(page: Page): Promise<void> {
  await page.goto('/teacher?lng=en');
  await page.getByTestId('class-file').setInputFiles(sampleClassFile('en'));
  await expect(page.getByRole('status')).toHaveText('The class 4B was added to this device.');
}

/** The version of the backup the recovery code names, as the server holds it. */
async function backupVersion(request: APIRequestContext, code: string): Promise<number> {
  const keys = await keysOfCode(code);
  if (keys === undefined) throw new Error('not a recovery code');
  const reply = await request.get(`/api/backups/${keys.backupId}`, {
    headers: { authorization: `Bearer ${keys.writeToken}` },
  });
  expect(reply.ok()).toBe(true);
  return ((await reply.json()) as { version: number }).version;
}

/** Renames a pupil on the class view through their dialog. */
async function renamePupil(page: Page, from: string, to: string): Promise<void> {
  await page.getByRole('button', { name: `Change ${from}` }).click();
  const dialog = page.getByRole('dialog', { name: `Change ${from}` });
  await dialog.getByLabel('Name', { exact: true }).fill(to);
  await dialog.getByRole('button', { name: 'Save the name' }).click();
  await expect(page.getByRole('rowheader', { name: to })).toBeVisible();
}

test('a class kept sealed in one browser opens in a fresh one with its recovery code, and a rename made on both asks', async ({
  browser,
  page: laptop,
  request,
}) => {
  test.setTimeout(180_000);
  await laptop.setViewportSize(VIEWPORTS.projector);
  await importSampleClass(laptop);
  await laptop.getByRole('link', { name: 'Open 4B' }).click();
  await laptop.getByRole('button', { name: 'Keep it sealed on the server' }).click();

  // The recovery code, once, with what losing it means.
  await expect(laptop.getByRole('heading', { name: 'Recovery code for 4B' })).toBeVisible();
  await expect(laptop.getByText(/nobody can open the class: not you, and not us/)).toBeVisible();
  const written = (await laptop.locator('.recovery-code__code').textContent()) ?? '';
  expect(written).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){7}$/);
  await expectNoAxeViolations(laptop);
  await saveScreenshot(laptop, 'recovery-code', 'projector');
  await laptop.setViewportSize(VIEWPORTS.phone);
  await saveScreenshot(laptop, 'recovery-code', 'phone');
  await laptop.setViewportSize(VIEWPORTS.projector);
  expect(await backupVersion(request, written)).toBe(1);
  await laptop.getByRole('link', { name: 'Back to the class' }).click();
  await expect(
    laptop.getByRole('status').filter({ hasText: 'Kept sealed on the server' }),
  ).toBeVisible();

  // A fresh browser: a wrong code and a code of the wrong shape change nothing.
  const home = await (await browser.newContext({ viewport: VIEWPORTS.phone })).newPage();
  await home.goto('/teacher?lng=en');
  await home.getByText('Open a class from another device', { exact: true }).click();
  const field = home.getByLabel('Recovery code', { exact: true });
  const wrong = `${written.slice(0, -4)}${written.endsWith('0000') ? '1111' : '0000'}`;
  await field.fill(wrong);
  await home.getByRole('button', { name: 'Open the class' }).click();
  await expect(
    home.getByRole('alert').filter({ hasText: 'No class opens with this code' }),
  ).toBeVisible();
  await field.fill('7K3M-QX2A');
  await home.getByRole('button', { name: 'Open the class' }).click();
  await expect(
    home.getByRole('alert').filter({ hasText: 'A recovery code has 32 letters and digits' }),
  ).toBeVisible();
  await expect(home.getByRole('link', { name: 'Open 4B' })).toHaveCount(0);

  // The right code, typed in lower case with spaces, opens the class with its pupils and lessons.
  await field.fill(written.toLowerCase().replaceAll('-', ' '));
  await home.getByRole('button', { name: 'Open the class' }).click();
  await expect(
    home.getByRole('status').filter({ hasText: 'The class 4B is on this device now.' }),
  ).toBeVisible();
  await home.getByRole('link', { name: 'Open 4B' }).click();
  await expect(home.getByText('Pupils: 3 · Lessons: 2')).toBeVisible();
  await expect(
    home.getByRole('status').filter({ hasText: 'Kept sealed on the server' }),
  ).toBeVisible();
  await expectNoAxeViolations(home);
  await saveScreenshot(home, 'backup-restored', 'phone');

  // Both rename Birk while the laptop is offline: the laptop's next sync asks which name stays.
  await laptop.context().setOffline(true);
  await renamePupil(laptop, 'Birk', 'Birk Aas');
  await renamePupil(home, 'Birk', 'Birk Berg');
  await expect.poll(() => backupVersion(request, written), { timeout: 15_000 }).toBe(2);
  await laptop.context().setOffline(false);
  await laptop.reload();
  const choice = laptop.getByRole('group', { name: 'Name of the pupil Birk Aas' });
  await expect(choice).toBeVisible({ timeout: 15_000 });
  await expectNoAxeViolations(laptop);
  await saveScreenshot(laptop, 'backup-names-to-choose', 'projector');
  await choice.getByLabel('Birk Aas (this device)').check();
  await laptop.getByRole('button', { name: 'Keep these names' }).click();
  await expect(laptop.getByRole('rowheader', { name: 'Birk Aas' })).toBeVisible();
  await expect.poll(() => backupVersion(request, written), { timeout: 15_000 }).toBe(3);
  await expect(laptop.getByText('Pupils: 3 · Lessons: 2')).toBeVisible();
  await home.reload();
  await expect(home.getByRole('rowheader', { name: 'Birk Aas' })).toBeVisible({ timeout: 15_000 });

  // Stopping deletes the server's copy: the code opens nothing any more.
  await laptop.getByRole('button', { name: 'Stop keeping it on the server' }).click();
  await laptop.getByRole('button', { name: 'Delete it from the server' }).click();
  await expect(laptop.getByRole('button', { name: 'Keep it sealed on the server' })).toBeVisible();
  const keys = await keysOfCode(written);
  const gone = await request.get(`/api/backups/${keys?.backupId ?? ''}`, {
    headers: { authorization: `Bearer ${keys?.writeToken ?? ''}` },
  });
  expect(gone.status()).toBe(404);
  expect(SAMPLE_CLASS.name).toBe('4B');
});
