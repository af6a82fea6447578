import { expect, test } from '@playwright/test';
import { answerCorrectly, createSessionAsTeacher, studentJoins } from './helpers/class';
import { saveScreenshot } from './helpers/screenshots';

test('a pupil who has finished goes on to the operation the teacher adds to the lesson', async ({
  page: teacher,
  browser,
}) => {
  await teacher.setViewportSize({ width: 1920, height: 1080 });
  const code = await createSessionAsTeacher(teacher, {
    autoStart: true,
    operations: ['addition'],
    questions: '5',
  });
  const pupil = await studentJoins(browser, code, 'Ada');
  for (let question = 1; question <= 5; question += 1) {
    await expect(pupil.getByText(`Question ${String(question)} of 5`)).toBeVisible();
    await answerCorrectly(pupil);
    await pupil.keyboard.press('n');
  }
  await expect(pupil.getByRole('heading', { name: 'Your results' })).toBeVisible();
  const row = teacher.locator('.student-table tbody tr').filter({ hasText: 'Ada' });
  await expect(row).toContainText('Done');

  await teacher.getByRole('button', { name: 'Edit configuration' }).click();
  await teacher.getByRole('button', { name: 'Add operation' }).click();
  const added = teacher.getByRole('group', { name: 'Operation 2' });
  await added.getByLabel('Operation', { exact: true }).selectOption('subtraction');
  await added.getByLabel('Questions').fill('5');
  await teacher.getByRole('button', { name: 'Save changes' }).click();

  // The pupil is back at questions, on the new operation, counted on in the same round.
  await expect(pupil).toHaveURL(/\/practice\/subtraction$/);
  await expect(pupil.getByText(/Question 6 of 10 · step 2\/2/)).toBeVisible();
  await expect(row).not.toContainText('Done');
  await saveScreenshot(pupil, 'lesson-grows-pupil', 'phone');
  await answerCorrectly(pupil);
  await pupil.keyboard.press('n');
  await expect(pupil.getByText(/Question 7 of 10 · step 2\/2/)).toBeVisible();
});
