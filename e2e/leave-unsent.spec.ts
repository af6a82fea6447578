import { expect, test } from '@playwright/test';
import { CATALOGS } from '../src/shared/i18n/catalogs';
import { createSessionAsTeacher, studentJoins } from './helpers/class';
import { answerCurrentQuestion, correctKey } from './helpers/practice';

const text = CATALOGS.en.classPractice;

test('a pupil about to leave with an answer not yet sent is told it will not count, and one sent once back online counts', async ({
  page: teacher,
  browser,
}) => {
  const code = await createSessionAsTeacher(teacher, {
    autoStart: true,
    operations: ['addition'],
    questions: '10',
  });
  const pupil = await studentJoins(browser, code, 'Kari');
  await answerCurrentQuestion(pupil);
  await pupil.keyboard.press('n');

  // The next answer, given with no connection, waits on the device.
  await expect(pupil.locator('.choice--open').first()).toBeVisible();
  const key = await correctKey(pupil);
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
