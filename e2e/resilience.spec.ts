import { expect, test, type Page } from '@playwright/test';
import { answerCorrectly, createSessionAsTeacher, joinAs, pupilJoins } from './helpers/class';
import { VIEWPORTS, saveScreenshot } from './helpers/screenshots';
import { serverProcess } from './helpers/server-process';

function row(teacher: Page, name: string) {
  return teacher.locator('.student-table tbody tr').filter({ hasText: name });
}

function answeredBy(teacher: Page, name: string) {
  return row(teacher, name).locator('td').first();
}

test('a one-minute exam runs out on the teacher and pupil screens and ends practice', async ({
  page: teacher,
  browser,
}) => {
  test.setTimeout(150_000);
  await teacher.setViewportSize(VIEWPORTS.projector);
  await teacher.goto('/teacher?lng=en');
  await teacher.getByRole('button', { name: 'Configure session' }).click();
  await teacher.getByRole('checkbox', { name: /Exam mode/ }).check();
  await teacher.getByLabel(/Exam length in minutes/).fill('1');
  await teacher.getByRole('button', { name: 'Start session' }).click();
  const code = (await teacher.locator('.dashboard__code-text').textContent()) ?? '';

  const pupil = await pupilJoins(browser, code, 'Eva');
  await expect(pupil.getByRole('timer')).toContainText(/0:[0-5]\d|1:00/);
  await expect(pupil.getByRole('timer')).toHaveClass(/countdown--red/);
  await expect(teacher.getByRole('timer')).toBeVisible();
  await answerCorrectly(pupil);
  await saveScreenshot(pupil, 'exam-practice', 'phone');
  await saveScreenshot(teacher, 'exam-dashboard', 'projector');

  await expect(pupil.getByText("Time's up! Exam ended.")).toBeVisible({ timeout: 75_000 });
  await expect(pupil.getByRole('heading', { name: 'Your results' })).toBeVisible();
  await expect(
    teacher.getByRole('status').filter({ hasText: "Time's up! Exam ended." }),
  ).toBeVisible();
  await expect(teacher.getByRole('button', { name: /Start|Resume/ })).toHaveCount(0);
  await saveScreenshot(pupil, 'exam-ended', 'phone');
  await expect(answeredBy(teacher, 'Eva')).toHaveText('1');
});

test('a pupil offline for 30 seconds answers, comes back, and the teacher sees the answer once', async ({
  page: teacher,
  browser,
}) => {
  test.setTimeout(120_000);
  const code = await createSessionAsTeacher(teacher, {
    autoStart: true,
    operations: ['addition'],
    questions: '10',
  });
  const pupil = await pupilJoins(browser, code, 'Liv');
  await expect(pupil.locator('.choice--open').first()).toBeVisible();

  await pupil.context().setOffline(true);
  await pupil.keyboard.press('1');
  await expect(
    pupil.getByText('No connection. Your answer is saved and is sent when the connection is back.'),
  ).toBeVisible();
  await saveScreenshot(pupil, 'offline-answer', 'phone');
  // The scenario itself: the Wi-Fi stays away for half a minute.
  await pupil.waitForTimeout(30_000);
  await expect(answeredBy(teacher, 'Liv')).toHaveText('0');
  await pupil.context().setOffline(false);

  await expect(
    pupil.getByRole('status').filter({ hasText: /Correct! Well done!|Not quite/ }),
  ).toBeVisible({ timeout: 15_000 });
  await expect(answeredBy(teacher, 'Liv')).toHaveText('1');
  await expect(pupil.getByText('Question 2 of 10')).toBeVisible({ timeout: 10_000 });
  await answerCorrectly(pupil);
  await expect(answeredBy(teacher, 'Liv')).toHaveText('2');
});

test('the server is killed mid-lesson and restarted: confirmed answers stay and the screens recover', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const server = serverProcess(3190);
  await server.start();
  try {
    const teacher = await (await browser.newContext({ baseURL: server.baseUrl })).newPage();
    const code = await createSessionAsTeacher(teacher, {
      autoStart: true,
      operations: ['subtraction'],
      questions: '10',
    });
    const pupil = await (
      await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 390, height: 844 } })
    ).newPage();
    await pupil.goto(`/join?code=${code}&lng=en`);
    await joinAs(pupil, 'Mons');
    await answerCorrectly(pupil);
    await pupil.keyboard.press('n');
    await answerCorrectly(pupil);
    await expect(answeredBy(teacher, 'Mons')).toHaveText('2');

    await server.kill();
    await expect(teacher.getByText('We lost the connection.')).toBeVisible();
    await server.start();

    await expect(teacher.getByText('We lost the connection.')).toHaveCount(0, { timeout: 20_000 });
    await expect(answeredBy(teacher, 'Mons')).toHaveText('2');
    await expect(pupil.getByText('Question 3 of 10')).toBeVisible({ timeout: 20_000 });
    await answerCorrectly(pupil);
    await expect(answeredBy(teacher, 'Mons')).toHaveText('3');
  } finally {
    await server.stop();
  }
});

test('a removed pupil is told so and cannot come back with the same device', async ({
  page: teacher,
  browser,
}) => {
  const code = await createSessionAsTeacher(teacher, {
    autoStart: true,
    operations: ['addition'],
    questions: '10',
  });
  const pupil = await pupilJoins(browser, code, 'Trond');
  await expect(pupil.locator('.choice--open').first()).toBeVisible();

  await teacher.getByRole('button', { name: 'Remove Trond' }).click();
  await teacher
    .getByRole('dialog', { name: 'Remove Trond?' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(row(teacher, 'Trond')).toHaveCount(0);
  await expect(
    pupil.getByRole('heading', { name: 'Your teacher has removed you from this session.' }),
  ).toBeVisible();

  await pupil.goto(`/join?code=${code}&lng=en`);
  await joinAs(pupil, 'Trond');
  await expect(pupil.getByRole('alert')).toHaveText(
    'Your teacher has removed you from this session.',
  );
  await expect(row(teacher, 'Trond')).toHaveCount(0);
});

test('a locked session refuses a new name but lets a joined pupil back in after a reload', async ({
  page: teacher,
  browser,
}) => {
  const code = await createSessionAsTeacher(teacher, {
    autoStart: true,
    operations: ['addition'],
    questions: '10',
  });
  const inside = await pupilJoins(browser, code, 'Siri');
  await expect(inside.locator('.choice--open').first()).toBeVisible();
  await teacher.getByRole('button', { name: 'Lock joining' }).click();
  await expect(teacher.getByText('Locked: no new pupils')).toBeVisible();

  const newcomer = await pupilJoins(browser, code, 'Nils');
  await expect(newcomer.getByRole('alert')).toHaveText(
    'This session is locked. Ask your teacher to let you in.',
  );

  await inside.reload();
  await expect(inside.locator('.choice--open').first()).toBeVisible();
  await expect(teacher.locator('.student-table tbody tr')).toHaveCount(1);
});

test('a pupil who left rejoins with the same code and name and keeps their progress; the app restores the class on load', async ({
  page: teacher,
  browser,
}) => {
  const code = await createSessionAsTeacher(teacher, {
    autoStart: true,
    operations: ['multiplication'],
    questions: '10',
  });
  const pupil = await pupilJoins(browser, code, 'Gro');
  await answerCorrectly(pupil);

  await pupil.getByRole('button', { name: 'Leave class' }).click();
  await expect(pupil.getByRole('dialog', { name: 'Leave the class?' })).toContainText(
    'Your answers are kept.',
  );
  await pupil.getByRole('dialog').getByRole('button', { name: 'Leave class' }).click();
  await expect(pupil).toHaveURL(/\/$/);
  await expect(pupil.getByRole('link', { name: 'Join a class' }).first()).toBeVisible();

  await pupil.goto(`/join?code=${code}&lng=en`);
  await joinAs(pupil, 'Gro');
  await expect(pupil.getByText('Question 2 of 10')).toBeVisible();
  await expect(teacher.locator('.student-table tbody tr')).toHaveCount(1);

  await pupil.goto('/?lng=en');
  await expect(pupil).toHaveURL(/\/practice\/multiplication$/);
  await expect(pupil.getByRole('link', { name: 'Join a class' })).toHaveCount(0);
});
