import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { answerCorrectly, createSessionAsTeacher, studentJoins } from './helpers/class';
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

test('a reload shows only the seconds a question has left, not its whole time again', async ({
  page: teacher,
  browser,
}) => {
  const code = await createSessionAsTeacher(teacher, {
    autoStart: true,
    operations: ['addition'],
    questions: '5',
    secondsPerQuestion: '30',
  });
  const student = await studentJoins(browser, code, 'Tora');
  const timer = student.getByRole('timer');
  // The second question: a reload on the one the join brought times it afresh, on the server too.
  await answerCorrectly(student);
  await student.keyboard.press('n');
  await expect(student.getByText('Question 2 of 5')).toBeVisible();
  await expect(student.locator('.choice--open').first()).toBeVisible();
  const stem = (await student.locator('#practice-question').textContent()) ?? '';
  // Waits until the countdown has run at least 8 of its 30 seconds: the server counts from the
  // end of the verdict's pause, which the N key skipped, so at least 6 of them.
  await expect(timer).toHaveAccessibleName(/^Seconds left for this question: ([1-9]|1\d|2[0-2])$/, {
    timeout: 15_000,
  });
  await student.reload();
  await expect(student.locator('#practice-question')).toHaveText(stem);
  // Read once, not awaited: a countdown that started again from 30 would reach 25 in time.
  const shown = Number((await timer.getAttribute('aria-label'))?.replace(/\D/g, ''));
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThanOrEqual(25);
});
