import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { createSessionAsTeacher, studentJoins } from './helpers/class';
import { solveStem } from './helpers/solve-stem';
import { saveScreenshot } from './helpers/screenshots';

test('a question whose 5 seconds run out shows the right answer and counts as not correct', async ({
  page: teacher,
  browser,
}) => {
  await teacher.setViewportSize({ width: 1920, height: 1080 });
  const code = await createSessionAsTeacher(teacher, {
    autoStart: true,
    operations: ['addition'],
    questions: '5',
    secondsPerQuestion: '5',
  });
  await expect(teacher.getByRole('region', { name: 'Configuration' })).toContainText('5 s');
  const student = await studentJoins(browser, code, 'Tora');

  const timer = student.getByRole('timer', { name: /^Seconds left for this question: \d+$/ });
  await expect(timer).toBeVisible();
  await expect(student.locator('.choice--open').first()).toBeVisible();
  const stem = (await student.locator('#practice-question').textContent()) ?? '';
  await expect(timer).toHaveAccessibleName(/^Seconds left for this question: [1-5]$/);

  // Nobody answers: at zero the question is over and the right answer is shown.
  await expect(student.getByRole('status').filter({ hasText: "Time's up" })).toHaveText(
    `Time's up. The answer is ${String(solveStem(stem))}.`,
  );
  await expect(student.locator('.choice--correct')).toHaveCount(1);
  await expect(student.locator('.choice--wrong')).toHaveCount(0);

  const row = teacher.locator('.student-table tbody tr').filter({ hasText: 'Tora' });
  await expect(row.locator('td').nth(1)).toHaveText('1');
  await expect(row.locator('td').nth(2)).toHaveText('0');
  await expect(row.locator('td').nth(3)).toHaveText('1');

  // The next question comes by itself, with its own five seconds.
  await expect(student.getByText('Question 2 of 5')).toBeVisible();
  await expect(timer).toHaveAccessibleName(/^Seconds left for this question: [3-5]$/);

  // The slow checks come last: nothing after them depends on the clock (a busy machine can take
  // longer than the question's five seconds over them).
  await saveScreenshot(student, 'class-question-timer', 'phone');
  await expectNoAxeViolations(student);
});
