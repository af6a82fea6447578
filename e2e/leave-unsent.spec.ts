import { expect, test, type Browser, type Page } from '@playwright/test';
import { CATALOGS } from '../src/shared/i18n/catalogs';
import { createSessionAsTeacher, studentJoins } from './helpers/class';
import { teacherSessionOf } from './helpers/class-record';
import { answerCurrentQuestion, correctKey } from './helpers/practice';

const text = CATALOGS.en.classPractice;

/** Kari in the teacher's running class, her first answer counted, and the key of her second. */
async function kariAtHerSecondQuestion(teacher: Page, browser: Browser) {
  const code = await createSessionAsTeacher(teacher, {
    autoStart: true,
    operations: ['addition'],
    questions: '10',
  });
  const pupil = await studentJoins(browser, code, 'Kari');
  await answerCurrentQuestion(pupil);
  await pupil.keyboard.press('n');
  await expect(pupil.locator('.choice--open').first()).toBeVisible();
  return { pupil, key: await correctKey(pupil) };
}

test('a pupil about to leave with an answer not yet sent is told it will not count, and one sent once back online counts', async ({
  page: teacher,
  browser,
}) => {
  const { pupil, key } = await kariAtHerSecondQuestion(teacher, browser);

  // The next answer, given with no connection, waits on the device.
  await pupil.context().setOffline(true);
  await pupil.keyboard.press(key);
  await expect(pupil.getByText(text.pending)).toBeVisible();

  await pupil.getByRole('button', { name: text.leaveButton }).click();
  const dialog = pupil.getByRole('dialog', { name: text.leave.title });
  await expect(dialog).toContainText(text.leave.textUnsent);
  await dialog.getByRole('button', { name: text.leave.cancel }).click();

  // Back online, the answer is sent and counted before the pupil leaves.
  await pupil.context().setOffline(false);
  await expect(pupil.locator('.feedback--correct')).toBeVisible();
  await expect(pupil.getByText(text.pending)).toBeHidden();
  const correct = pupil.locator('.stat-list__item', { hasText: 'Correct' }).locator('dd');
  await expect(correct).toHaveText('2');
  await pupil.getByRole('button', { name: text.leaveButton }).click();
  await expect(dialog).toContainText(text.leave.text);
  await expect(dialog).not.toContainText(text.leave.textUnsent);
  await dialog.getByRole('button', { name: text.leave.confirm }).click();
  await expect(pupil).toHaveURL(/\/$/);
});

test('a pupil who leaves while their answer waits to be sent has it sent first, and counted', async ({
  page: teacher,
  browser,
  request,
}) => {
  const { pupil, key } = await kariAtHerSecondQuestion(teacher, browser);

  // The Wi-Fi drops every answer on the way until the pupil has chosen to leave.
  const answers = '**/api/students/*/answers';
  await pupil.route(answers, (route) => route.abort('internetdisconnected'));
  await pupil.keyboard.press(key);
  await expect(pupil.getByText(text.pending)).toBeVisible();
  await pupil.getByRole('button', { name: text.leaveButton }).click();
  const dialog = pupil.getByRole('dialog', { name: text.leave.title });
  await expect(dialog).toContainText(text.leave.textUnsent);
  await pupil.unroute(answers);
  await dialog.getByRole('button', { name: text.leave.confirm }).click();
  await expect(pupil).toHaveURL(/\/$/);

  const { sessionId, teacherToken } = await teacherSessionOf(teacher);
  const students = await request.get(`/api/sessions/${sessionId}/students`, {
    headers: { authorization: `Bearer ${teacherToken}` },
  });
  const list = (await students.json()) as {
    students: { name: string; stats: { questionsAnswered: number } }[];
  };
  expect(list.students.find((student) => student.name === 'Kari')?.stats.questionsAnswered).toBe(2);
});
