import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { createSessionAsTeacher, studentJoins } from './helpers/class';
import { saveScreenshot } from './helpers/screenshots';

test('a second child of one name is told the numbered name the lesson gave them', async ({
  page: teacher,
  browser,
}) => {
  const code = await createSessionAsTeacher(teacher, {
    autoStart: true,
    operations: ['addition'],
    questions: '5',
  });
  const first = await studentJoins(browser, code, 'Emil');
  const second = await studentJoins(browser, code, 'Emil');
  for (const page of [first, second])
    await expect(page.locator('.choice--open').first()).toBeVisible();

  await expect(second.getByText('In this lesson your name is Emil 2.')).toBeVisible();
  await expect(first.getByText(/In this lesson your name is/)).toHaveCount(0);
  await expect(teacher.locator('.student-table tbody tr')).toHaveText([/^Emil\b/, /^Emil 2/]);

  await saveScreenshot(second, 'class-numbered-name', 'phone');
  await expectNoAxeViolations(second);
});
