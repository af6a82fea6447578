import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { keysOfCode } from '../src/client/lib/sealed-box';
import { expectNoAxeViolations } from './helpers/axe';
import { sampleClassFile } from './helpers/class-file';
import { answerCurrentQuestion } from './helpers/practice';
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
  const homeContext = await browser.newContext({ viewport: VIEWPORTS.phone });
  const home = await homeContext.newPage();
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
  await homeContext.close();
});

/** Whether a question's stem ("7 × 8 = ?") is a fact of the 1, 2, 5 or 10 times table. */
function ofEasyTables(stem: string): boolean {
  const [a = 0, b = 0] = (stem.match(/\d+/g) ?? []).map(Number);
  return [1, 2, 5, 10].includes(a) || [1, 2, 5, 10].includes(b);
}

/**
 * A class "4C" whose pupil Ada had every fact of the 1, 2, 5 and 10 times tables fluent in a
 * lesson this morning (facts left for weeks would be due for review again).
 */
function classWithAdaFluentOnEasyTables() {
  const at = Date.now() - 3 * 60 * 60 * 1000;
  const boxes: Record<string, number> = {};
  for (let a = 1; a <= 10; a += 1)
    for (let b = a; b <= 10; b += 1)
      if ([1, 2, 5, 10].includes(a) || [1, 2, 5, 10].includes(b))
        boxes[`m${String(a)}:${String(b)}`] = 4;
  const stats = {
    correct: 30,
    incorrect: 0,
    streak: 30,
    bestStreak: 30,
    questionsAnswered: 30,
    totalTimeSpentMs: 60_000,
  };
  const record = {
    id: 'class-4c',
    name: '4C',
    language: 'en',
    createdAt: at,
    pupils: [{ id: 'pupil-ada', name: 'Ada', addedAt: at }],
    lessons: [
      {
        id: 'lesson-1',
        startedAt: at,
        recordedAt: at + 1_800_000,
        operations: [{ type: 'multiplication', numberRange: { min: 1, max: 10 } }],
        entries: [{ pupilId: 'pupil-ada', stats, lastSeenAt: at + 1_700_000, boxes }],
        pupilOfStudent: {},
      },
    ],
    goal: null,
  };
  return {
    name: 'class-4c.json',
    mimeType: 'application/json',
    buffer: Buffer.from(
      JSON.stringify({ app: 'mattemester', kind: 'class', version: 1, class: record }),
    ),
  };
}

test('a pupil who joins on a fresh tablet continues from the facts the class holds for them', async ({
  browser,
  page: teacher,
}) => {
  test.setTimeout(120_000);
  await teacher.setViewportSize(VIEWPORTS.projector);
  await teacher.goto('/teacher?lng=en');
  await teacher.getByTestId('class-file').setInputFiles(classWithAdaFluentOnEasyTables());
  await expect(teacher.getByRole('status')).toHaveText('The class 4C was added to this device.');
  await teacher.getByRole('button', { name: 'Start a lesson with 4C' }).click();
  const group = teacher.getByRole('group', { name: 'Operation 1' });
  await group.getByLabel('Operation', { exact: true }).selectOption('multiplication');
  await group.getByLabel('Questions').fill('10');
  const autoStart = teacher.getByRole('checkbox', { name: /Auto start/ });
  if (await autoStart.isChecked()) await autoStart.click();
  await teacher.getByRole('button', { name: 'Start session' }).click();
  const code = (await teacher.locator('.dashboard__code-text').textContent()) ?? '';
  expect(code).toMatch(/^[A-Z2-9]{6}$/);

  // Ada on a shared tablet that has never seen her: no facts of hers on it.
  const tabletContext = await browser.newContext({ viewport: VIEWPORTS.phone });
  const tablet = await tabletContext.newPage();
  await tablet.goto(`/join?code=${code}&lng=en`);
  await tablet.getByLabel('Your first name').fill('Ada');
  await tablet.getByRole('button', { name: 'Join', exact: true }).click();
  // The teacher's screen sends the class's facts; the tablet keeps them for her next lesson.
  await expect
    .poll(() => tablet.evaluate(() => localStorage.getItem('mattemester.facts') ?? ''), {
      timeout: 20_000,
    })
    .toContain('multiplication:2:7');

  await teacher.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(tablet.getByRole('heading', { level: 1 })).toBeVisible();
  const stems: string[] = [];
  for (let index = 0; index < 3; index += 1) {
    await expect(tablet.locator('.choice--open').first()).toBeVisible({ timeout: 10_000 });
    stems.push((await tablet.locator('#practice-question').textContent()) ?? '');
    await answerCurrentQuestion(tablet);
    await tablet.keyboard.press('n');
  }
  // Her first questions skip the tables the class had her fluent in.
  expect(stems.filter(ofEasyTables)).toEqual([]);
  await tabletContext.close();
});
