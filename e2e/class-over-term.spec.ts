import { expect, test, type Locator, type Page } from '@playwright/test';
import { CATALOGS } from '../src/shared/i18n/catalogs';
import { expectNoAxeViolations } from './helpers/axe';
import { endSessionAsTeacher } from './helpers/class';
import { SAMPLE_CLASS, sampleClassFile } from './helpers/class-file';
import {
  answerRight,
  factsAfterLesson,
  joinWithFacts,
  startLessonFromForm,
  type ApiPupil,
} from './helpers/class-record';
import { saveScreenshot, VIEWPORTS } from './helpers/screenshots';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The term's first lesson, on the teacher's (simulated) calendar. */
const MONDAY = new Date('2026-09-07T09:00:00Z').getTime();
const NAMES = ['Ada', 'Birk', 'Cyrus', 'Dilja', 'Eskil'] as const;

/** The pupils' table as rows of cell texts, by the pupil's name. */
async function pupilRows(table: Locator): Promise<Map<string, string[]>> {
  await expect(table.locator('tbody tr')).toHaveCount(NAMES.length);
  const rows = await table
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent)),
    );
  return new Map(rows.map((cells) => [cells[0] ?? '', cells.slice(1, 6)]));
}

async function goalValue(page: Page): Promise<number> {
  const value = await page
    .getByRole('progressbar', { name: "The class's progress towards its goal" })
    .getAttribute('aria-valuenow');
  return Number(value);
}

test('a class over three lessons on three days: matched pupils, progress, goal, export, parents and names hidden', async ({
  browser,
  page: teacher,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  await teacher.setViewportSize(VIEWPORTS.projector);
  await teacher.clock.install({ time: MONDAY });
  await teacher.goto('/teacher?lng=en');

  // The teacher names the class once, with Swedish for its parents' pages.
  await teacher.getByText('New class', { exact: true }).click();
  await teacher.getByLabel('Name of the class').fill('4B');
  await teacher.getByLabel("Language of the parents' pages").selectOption('sv');
  await teacher.getByRole('button', { name: 'Create class' }).click();
  await expect(teacher.getByRole('status')).toHaveText(
    'The class 4B is ready. Start its first lesson above.',
  );
  await expectNoAxeViolations(teacher);
  await saveScreenshot(teacher, 'class-list', 'projector');
  await teacher.setViewportSize(VIEWPORTS.phone);
  await saveScreenshot(teacher, 'class-list', 'phone');
  await teacher.setViewportSize(VIEWPORTS.projector);

  // Lesson 1, Monday: five pupils on their own devices, with no facts yet.
  await teacher.getByRole('button', { name: 'Start a lesson with 4B' }).click();
  let code = await startLessonFromForm(teacher, '4B');
  const first: ApiPupil[] = [];
  for (const name of NAMES) first.push(await joinWithFacts(request, code, name));
  for (const pupil of first) await answerRight(request, pupil, 8);
  const afterFirst = await factsAfterLesson(request, teacher, 2);
  await endSessionAsTeacher(teacher);
  await expect(teacher.getByText('Pupils: 5 · Lessons: 1')).toBeVisible();

  // Before lesson 2 the teacher sets a class goal on the class view.
  await teacher.clock.setSystemTime(MONDAY + 2 * DAY_MS);
  await teacher.getByRole('link', { name: 'Open 4B' }).click();
  await teacher.getByRole('button', { name: 'Set a goal' }).click();
  await teacher.getByLabel('What the class counts together').selectOption('rightAnswers');
  await teacher.getByLabel('Goal', { exact: true }).fill('60');
  await teacher.getByRole('button', { name: 'Save the goal' }).click();
  expect(await goalValue(teacher)).toBe(0);

  // Lesson 2, Wednesday: Dilja is on another device and types "Dilja 2"; Eskil comes too.
  await teacher.getByRole('link', { name: 'Start a lesson' }).click();
  code = await startLessonFromForm(teacher, '4B');
  const second: ApiPupil[] = [];
  for (const name of NAMES) {
    const onOtherDevice = name === 'Dilja';
    second.push(
      await joinWithFacts(
        request,
        code,
        onOtherDevice ? 'Dilja 2' : name,
        onOtherDevice ? [] : afterFirst.get(name),
      ),
    );
  }
  const question = teacher.getByRole('group', { name: "Is “Dilja 2” the class's Dilja?" });
  await expect(question).toBeVisible();
  await expectNoAxeViolations(teacher);
  await saveScreenshot(teacher, 'class-lesson-question', 'projector');
  await question.getByRole('button', { name: 'Yes, it is Dilja' }).click();
  await expect(question).toBeHidden();

  // The goal's bar moves with the class's answers while the lesson runs.
  expect(await goalValue(teacher)).toBe(0);
  for (const pupil of second) await answerRight(request, pupil, 6);
  await expect.poll(() => goalValue(teacher), { timeout: 20_000 }).toBe(30);
  const afterSecond = await factsAfterLesson(request, teacher, 5);
  await endSessionAsTeacher(teacher);
  await expect(teacher.getByText('Pupils: 5 · Lessons: 2')).toBeVisible();

  // Lesson 3, the next Monday: Dilja back on her own device; Eskil is away.
  await teacher.clock.setSystemTime(MONDAY + 7 * DAY_MS);
  await teacher.getByRole('button', { name: 'Start a lesson with 4B' }).click();
  code = await startLessonFromForm(teacher, '4B');
  const third: ApiPupil[] = [];
  for (const name of NAMES.filter((name) => name !== 'Eskil'))
    third.push(
      await joinWithFacts(
        request,
        code,
        name,
        name === 'Dilja' ? afterSecond.get('Dilja 2') : afterSecond.get(name),
      ),
    );
  for (const pupil of third) await answerRight(request, pupil, 8);
  await expect(teacher.getByText('We did it together! Goal reached.')).toBeVisible({
    timeout: 20_000,
  });
  await endSessionAsTeacher(teacher);

  // The class view: each pupil's lessons and change over the term.
  await teacher.getByRole('link', { name: 'Open 4B' }).click();
  const table = teacher.getByRole('table', {
    name: "Each pupil's facts fluent, their change and their lessons",
  });
  const rows = await pupilRows(table);
  expect([...rows.keys()]).toEqual([...NAMES]);
  const lessons = new Map([...rows].map(([name, cells]) => [name, cells[3]]));
  expect(Object.fromEntries(lessons)).toEqual({
    Ada: '3',
    Birk: '3',
    Cyrus: '3',
    Dilja: '3',
    Eskil: '2',
  });
  for (const name of ['Ada', 'Birk', 'Cyrus'])
    expect(rows.get(name)?.[1], `${name}'s change since the first lesson`).toMatch(/^\+[1-9]/);
  await expect(teacher.getByText('We did it together! Goal reached.')).toBeVisible();
  await expect(teacher.locator('.week-chart__week')).toHaveCount(2);
  await expectNoAxeViolations(teacher);
  await saveScreenshot(teacher, 'class-view', 'projector');
  await teacher.setViewportSize(VIEWPORTS.phone);
  await saveScreenshot(teacher, 'class-view', 'phone');
  await teacher.setViewportSize(VIEWPORTS.projector);

  // Export from this browser, import into another: the same class.
  const downloading = teacher.waitForEvent('download');
  await teacher.getByRole('button', { name: 'Export the class as a file' }).click();
  const download = await downloading;
  const file = testInfo.outputPath('class-4b.json');
  await download.saveAs(file);
  const other = await browser.newContext({ viewport: VIEWPORTS.projector });
  const otherPage = await other.newPage();
  await otherPage.clock.install({ time: MONDAY + 7 * DAY_MS });
  await otherPage.goto('/teacher?lng=en');
  await otherPage.getByTestId('class-file').setInputFiles(file);
  await expect(otherPage.getByRole('status')).toHaveText('The class 4B was added to this device.');
  await otherPage.getByRole('link', { name: 'Open 4B' }).click();
  expect(
    await pupilRows(
      otherPage.getByRole('table', {
        name: "Each pupil's facts fluent, their change and their lessons",
      }),
    ),
  ).toEqual(rows);
  await other.close();

  // The parents' page of one child, in the class's language, names no other child.
  await teacher.getByRole('link', { name: "Parents' page for Ada" }).click();
  const sv = CATALOGS.sv.classes.parents;
  await expect(teacher.getByRole('heading', { level: 1 })).toHaveText(
    sv.title.replace('{{name}}', 'Ada'),
  );
  await expect(teacher.locator('.parents-page')).toHaveAttribute('lang', 'sv');
  const sheet = (await teacher.locator('main').innerText()).split(/\s+/);
  for (const name of NAMES.filter((name) => name !== 'Ada')) expect(sheet).not.toContain(name);
  await expectNoAxeViolations(teacher);
  await saveScreenshot(teacher, 'class-parents-page', 'projector');
  await teacher.setViewportSize(VIEWPORTS.phone);
  await saveScreenshot(teacher, 'class-parents-page', 'phone');
  await teacher.setViewportSize(VIEWPORTS.projector);

  // Names hidden for the projector: the goal, the facts and the weeks, and no child's name.
  await teacher.getByRole('link', { name: 'Tillbaka till 4B' }).click();
  await teacher.getByRole('button', { name: 'Hide names (projector)' }).click();
  await expect(table).toBeHidden();
  const shown = (await teacher.locator('main').innerText()).split(/\s+/);
  for (const name of NAMES) expect(shown).not.toContain(name);
  await expect(teacher.getByRole('progressbar')).toBeVisible();
  await expectNoAxeViolations(teacher);
  await saveScreenshot(teacher, 'class-view-names-hidden', 'projector');
});

test('a parents’ page whose class language’s texts cannot be fetched shows in the app’s language', async ({
  page,
}) => {
  await page.route('**/sv.on-demand-*.json', (route) => route.abort('internetdisconnected'));
  await page.goto('/teacher?lng=en');
  await page.getByTestId('class-file').setInputFiles(sampleClassFile('sv'));
  await expect(page.getByRole('status')).toHaveText('The class 4B was added to this device.');
  await page.goto(`/teacher/classes/${SAMPLE_CLASS.id}/pupils/${SAMPLE_CLASS.pupilId}`);
  // The Swedish texts are tried for about 11 s before the page gives up on them.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    CATALOGS.en.classes.parents.title.replace('{{name}}', 'Ada'),
    { timeout: 20_000 },
  );
  await expect(page.locator('.parents-page')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: CATALOGS.en.classes.parents.print })).toBeVisible();

  // Back on the network, the page opened again asks for the Swedish texts again.
  await page.unroute('**/sv.on-demand-*.json');
  await page
    .getByRole('link', { name: CATALOGS.en.classes.parents.back.replace('{{name}}', '4B') })
    .click();
  await page.getByRole('link', { name: "Parents' page for Ada" }).click();
  await expect(page.locator('.parents-page')).toHaveAttribute('lang', 'sv');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    CATALOGS.sv.classes.parents.title.replace('{{name}}', 'Ada'),
  );
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the class view and the parents page open with no network, after one visit', async ({
    page,
    context,
  }) => {
    await page.goto('/teacher?lng=en');
    await page.getByTestId('class-file').setInputFiles(sampleClassFile('en'));
    await expect(page.getByRole('status')).toHaveText('The class 4B was added to this device.');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    await context.setOffline(true);
    await page.goto(`/teacher/classes/${SAMPLE_CLASS.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('4B');
    await expect(page.getByRole('row', { name: /^Ada/ })).toContainText('3 of 19');
    await page.getByRole('link', { name: "Parents' page for Ada" }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      CATALOGS.en.classes.parents.title.replace('{{name}}', 'Ada'),
    );
    await expect(page.getByRole('listitem').filter({ hasText: '7 × 7' })).toBeVisible();
  });
});
