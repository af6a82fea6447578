import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { createSessionAsTeacher, joinThroughApi } from './helpers/class';
import { solveStem } from './helpers/solve-stem';
import { saveScreenshot } from './helpers/screenshots';

test('the teacher has the class practise what it missed, and turns it off again', async ({
  page: teacher,
  request,
}) => {
  await teacher.setViewportSize({ width: 1920, height: 1080 });
  const code = await createSessionAsTeacher(teacher, {
    autoStart: true,
    operations: ['multiplication'],
    questions: '10',
  });
  const button = teacher.getByRole('button', { name: 'Practise what the class missed' });
  await expect(button).toBeDisabled();

  // A student answers one question wrong.
  const [student] = await joinThroughApi(request, code, ['Ada']);
  if (student === undefined) throw new Error('expected a student');
  const auth = { authorization: `Bearer ${student.reconnectionToken}` };
  const issued = await request.post(`/api/students/${student.studentId}/problems`, {
    headers: auth,
  });
  const problem = (await issued.json()) as { problemId: string; stem: string; choices: string[] };
  const wrong = problem.choices.findIndex((choice) => Number(choice) !== solveStem(problem.stem));
  const answered = await request.post(`/api/students/${student.studentId}/answers`, {
    headers: auth,
    data: { problemId: problem.problemId, choiceIndex: wrong, timeSpentMs: 2000 },
  });
  expect(answered.ok()).toBe(true);

  await expect(button).toBeEnabled();
  await button.click();
  const fact = problem.stem.replace(/\s*=\s*\?\s*$/, '');
  const [a, b] = fact.split(' × ').map(Number);
  const shown = `${String(Math.min(a ?? 0, b ?? 0))} × ${String(Math.max(a ?? 0, b ?? 0))}`;
  await expect(teacher.getByRole('status').filter({ hasText: 'practises more of' })).toHaveText(
    `The class now practises more of: ${shown}`,
  );
  await expectNoAxeViolations(teacher);
  await saveScreenshot(teacher, 'teacher-class-focus', 'projector');

  await teacher.getByRole('button', { name: "Back to each pupil's own facts" }).click();
  await expect(button).toBeEnabled();
});
