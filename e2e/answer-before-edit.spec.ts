import { expect, test } from '@playwright/test';
import { endSessionAsTeacher } from './helpers/class';
import {
  answerRight,
  createClass,
  joinWithFacts,
  startLessonFromForm,
  teacherSessionOf,
} from './helpers/class-record';

/** The two numbers of a multiplication's stem ("7 × 8 = ?"), smaller first. */
function factorsOf(stem: string): [number, number] {
  const match = /(\d+)\s*×\s*(\d+)/.exec(stem);
  if (match === null) throw new Error(`Not a multiplication: ${stem}`);
  const [a, b] = [Number(match[1]), Number(match[2])];
  return a <= b ? [a, b] : [b, a];
}

test('an answer given just before the teacher changes the tables reaches the class page', async ({
  page: teacher,
  request,
}) => {
  test.setTimeout(120_000);
  await createClass(teacher, '5C');
  await teacher.getByRole('button', { name: 'Start a lesson with 5C' }).click();
  const code = await startLessonFromForm(teacher, '5C');

  // A pupil answers one question right...
  const [stem = ''] = await answerRight(request, await joinWithFacts(request, code, 'Ada'), 1);

  // ...and at once, before the teacher's device has recorded it, the lesson moves to a table
  // that holds neither of its numbers, and the teacher ends the lesson.
  const [small, large] = factorsOf(stem);
  const table = [2, 3, 4, 5, 6, 7, 8, 9].find((n) => n !== small && n !== large) ?? 2;
  const { sessionId, teacherToken } = await teacherSessionOf(teacher);
  const edited = await request.put(`/api/sessions/${sessionId}/settings`, {
    headers: { authorization: `Bearer ${teacherToken}` },
    data: {
      operations: [
        {
          type: 'multiplication',
          numberRange: { min: 1, max: 10 },
          challengeCount: 30,
          tables: [table],
        },
      ],
    },
  });
  expect(edited.ok()).toBe(true);
  await endSessionAsTeacher(teacher);
  await expect(teacher.getByText('Pupils: 1 · Lessons: 1')).toBeVisible();

  // The class page counts the answered fact as practised.
  await teacher.getByRole('link', { name: 'Open 5C' }).click();
  const tile = teacher
    .locator('.fact-tiles__tile')
    .filter({ has: teacher.getByText(`${String(small)} × ${String(large)}`, { exact: true }) });
  await expect(tile).toHaveCount(1);
  await expect(tile).toContainText('0 fluent, 1 learning, 0 not practised yet');
});
