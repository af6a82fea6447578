import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  answerCorrectly,
  createSessionAsTeacher,
  endSessionAsTeacher,
  joinAs,
  studentJoins,
} from './helpers/class';
import { VIEWPORTS, saveScreenshot } from './helpers/screenshots';
import { serverProcess } from './helpers/server-process';

function row(teacher: Page, name: string) {
  return teacher.locator('.student-table tbody tr').filter({ hasText: name });
}

function answeredBy(teacher: Page, name: string) {
  return row(teacher, name).locator('td').nth(1);
}

test('a one-minute exam runs out on the teacher and student screens and ends practice', async ({
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

  const student = await studentJoins(browser, code, 'Eva');
  await expect(student.getByRole('timer')).toContainText(/0:[0-5]\d|1:00/);
  await expect(student.getByRole('timer')).toHaveClass(/countdown--red/);
  await expect(teacher.getByRole('timer')).toBeVisible();
  await answerCorrectly(student);
  await saveScreenshot(student, 'exam-practice', 'phone');
  await saveScreenshot(teacher, 'exam-dashboard', 'projector');

  await expect(student.getByText("Time's up! Exam ended.")).toBeVisible({ timeout: 75_000 });
  await expect(student.getByRole('heading', { name: 'Your results' })).toBeVisible();
  await expect(
    teacher.getByRole('status').filter({ hasText: "Time's up! Exam ended." }),
  ).toBeVisible();
  await expect(teacher.getByRole('button', { name: /Start|Resume/ })).toHaveCount(0);
  await saveScreenshot(student, 'exam-ended', 'phone');
  await expect(answeredBy(teacher, 'Eva')).toHaveText('1');
});

test('a student offline for 30 seconds answers, comes back, and the teacher sees the answer once', async ({
  page: teacher,
  browser,
}) => {
  test.setTimeout(120_000);
  const code = await createSessionAsTeacher(teacher, {
    autoStart: true,
    operations: ['addition'],
    questions: '10',
  });
  const student = await studentJoins(browser, code, 'Liv');
  await expect(student.locator('.choice--open').first()).toBeVisible();

  await student.context().setOffline(true);
  await student.keyboard.press('1');
  await expect(
    student.getByText(
      'No connection. Your answer is saved and is sent when the connection is back.',
    ),
  ).toBeVisible();
  await saveScreenshot(student, 'offline-answer', 'phone');
  // The scenario itself: the Wi-Fi stays away for half a minute.
  await student.waitForTimeout(30_000);
  await expect(answeredBy(teacher, 'Liv')).toHaveText('0');
  await student.context().setOffline(false);

  await expect(
    student.getByRole('status').filter({ hasText: /Correct! Well done!|Not quite/ }),
  ).toBeVisible({ timeout: 15_000 });
  await expect(answeredBy(teacher, 'Liv')).toHaveText('1');
  await expect(student.getByText('Question 2 of 10')).toBeVisible({ timeout: 10_000 });
  await answerCorrectly(student);
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
    const student = await (
      await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 390, height: 844 } })
    ).newPage();
    await student.goto(`/join?code=${code}&lng=en`);
    await joinAs(student, 'Mons');
    await answerCorrectly(student);
    await student.keyboard.press('n');
    await answerCorrectly(student);
    await expect(answeredBy(teacher, 'Mons')).toHaveText('2');
    await expect(student.getByText('Question 3 of 10')).toBeVisible();
    const question = student.locator('#practice-question');
    const third = (await question.textContent()) ?? '';

    await server.kill();
    await expect(teacher.getByText('We lost the connection.')).toBeVisible();
    await server.start();

    await expect(teacher.getByText('We lost the connection.')).toHaveCount(0, { timeout: 20_000 });
    await expect(student.getByText('We lost the connection.')).toHaveCount(0, { timeout: 20_000 });
    await expect(answeredBy(teacher, 'Mons')).toHaveText('2');
    await expect(student.getByText('Question 3 of 10')).toBeVisible();
    await expect(question).toHaveText(third);
    await answerCorrectly(student);
    await expect(answeredBy(teacher, 'Mons')).toHaveText('3');
  } finally {
    await server.stop();
  }
});

test('a removed student is told so and cannot come back with the same device', async ({
  page: teacher,
  browser,
}) => {
  const code = await createSessionAsTeacher(teacher, {
    autoStart: true,
    operations: ['addition'],
    questions: '10',
  });
  const student = await studentJoins(browser, code, 'Trond');
  await expect(student.locator('.choice--open').first()).toBeVisible();

  await teacher.getByRole('button', { name: 'Remove Trond' }).click();
  await teacher
    .getByRole('dialog', { name: 'Remove Trond?' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(row(teacher, 'Trond')).toHaveCount(0);
  await expect(
    student.getByRole('heading', { name: 'Your teacher has removed you from this session.' }),
  ).toBeVisible();

  await student.goto(`/join?code=${code}&lng=en`);
  await joinAs(student, 'Trond');
  await expect(student.getByRole('alert')).toHaveText(
    'Your teacher has removed you from this session.',
  );
  await expect(row(teacher, 'Trond')).toHaveCount(0);
});

/** A student waiting for the start in the teacher's new session, then offline until the banner says so. */
async function offlineInWaitingRoom(teacher: Page, browser: Browser, name: string): Promise<Page> {
  const code = await createSessionAsTeacher(teacher, {
    autoStart: false,
    operations: ['addition'],
    questions: '10',
  });
  const student = await studentJoins(browser, code, name);
  await expect(student.getByRole('heading', { name: 'Waiting for teacher...' })).toBeVisible();
  await expect(row(teacher, name)).toHaveCount(1);
  await student.context().setOffline(true);
  await expect(student.getByText(/connection/i).first()).toBeVisible({ timeout: 60_000 });
  return student;
}

test('a student removed while offline in the waiting room is told so once back online', async ({
  page: teacher,
  browser,
}) => {
  test.setTimeout(120_000);
  const student = await offlineInWaitingRoom(teacher, browser, 'Siv');
  await teacher.getByRole('button', { name: 'Remove Siv' }).click();
  await teacher
    .getByRole('dialog', { name: 'Remove Siv?' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(row(teacher, 'Siv')).toHaveCount(0);
  await student.context().setOffline(false);

  await expect(
    student.getByRole('heading', { name: 'Your teacher has removed you from this session.' }),
  ).toBeVisible({ timeout: 30_000 });
});

test('a student waiting offline while the session ends goes back to the join form once online', async ({
  page: teacher,
  browser,
}) => {
  test.setTimeout(120_000);
  const student = await offlineInWaitingRoom(teacher, browser, 'Tor');
  await endSessionAsTeacher(teacher);
  await expect(teacher.getByRole('button', { name: 'Configure session' })).toBeVisible();
  await student.context().setOffline(false);
  await expect(student.getByRole('heading', { name: 'Join a class' })).toBeVisible({
    timeout: 30_000,
  });
});

test('a locked session refuses a new name but lets a joined student back in after a reload', async ({
  page: teacher,
  browser,
}) => {
  const code = await createSessionAsTeacher(teacher, {
    autoStart: true,
    operations: ['addition'],
    questions: '10',
  });
  const inside = await studentJoins(browser, code, 'Siri');
  await expect(inside.locator('.choice--open').first()).toBeVisible();
  await teacher.getByRole('button', { name: 'Lock joining' }).click();
  await expect(teacher.getByText('Locked: no new pupils')).toBeVisible();

  const newcomer = await studentJoins(browser, code, 'Nils');
  await expect(newcomer.getByRole('alert')).toHaveText(
    'This session is locked. Ask your teacher to let you in.',
  );

  await inside.reload();
  await expect(inside.locator('.choice--open').first()).toBeVisible();
  await expect(teacher.locator('.student-table tbody tr')).toHaveCount(1);
});

test('a student who left rejoins with the same code and name and keeps their progress; the app restores the class on load', async ({
  page: teacher,
  browser,
}) => {
  const code = await createSessionAsTeacher(teacher, {
    autoStart: true,
    operations: ['multiplication'],
    questions: '10',
  });
  const student = await studentJoins(browser, code, 'Gro');
  await answerCorrectly(student);

  await student.getByRole('button', { name: 'Leave class' }).click();
  await expect(student.getByRole('dialog', { name: 'Leave the class?' })).toContainText(
    'Your answers are kept.',
  );
  await student.getByRole('dialog').getByRole('button', { name: 'Leave class' }).click();
  await expect(student).toHaveURL(/\/$/);
  await expect(student.getByRole('link', { name: 'Join a class' }).first()).toBeVisible();

  await student.goto(`/join?code=${code}&lng=en`);
  await joinAs(student, 'Gro');
  await expect(student.getByText('Question 2 of 10')).toBeVisible();
  await expect(teacher.locator('.student-table tbody tr')).toHaveCount(1);

  await student.goto('/?lng=en');
  await expect(student).toHaveURL(/\/practice\/multiplication$/);
  await expect(student.getByRole('link', { name: 'Join a class' })).toHaveCount(0);
});
