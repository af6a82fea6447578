import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import {
  createSessionAsTeacher,
  endSessionAsTeacher,
  joinOnDevice,
  studentJoins,
} from './helpers/class';
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

test('two children of one name keep their lesson names next lesson, whoever joins first', async ({
  page: teacher,
  browser,
}) => {
  const lesson = { autoStart: true, operations: ['addition'], questions: '5' };
  const firstCode = await createSessionAsTeacher(teacher, lesson);
  const emil = await studentJoins(browser, firstCode, 'Emil');
  const otherEmil = await studentJoins(browser, firstCode, 'Emil');
  await expect(otherEmil.getByText('In this lesson your name is Emil 2.')).toBeVisible();
  await endSessionAsTeacher(teacher);

  // Next lesson the second Emil is in first: the teacher's class knows them by these names.
  const nextCode = await createSessionAsTeacher(teacher, lesson);
  await joinOnDevice(otherEmil, nextCode, 'Emil');
  await joinOnDevice(emil, nextCode, 'Emil');
  for (const page of [otherEmil, emil])
    await expect(page.locator('.choice--open').first()).toBeVisible();
  await expect(otherEmil.getByText('In this lesson your name is Emil 2.')).toBeVisible();
  await expect(emil.getByText(/In this lesson your name is/)).toHaveCount(0);
  await expect(teacher.locator('.student-table tbody tr')).toHaveText([/^Emil 2/, /^Emil\b/]);
});
