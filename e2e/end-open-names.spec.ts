import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import {
  answerRight,
  createClass,
  joinWithFacts,
  startLessonFromForm,
} from './helpers/class-record';
import { saveScreenshot, VIEWPORTS } from './helpers/screenshots';

test('the End dialog names the pupils a lesson adds unasked, and the class page joins them later and forgets the name', async ({
  page: teacher,
  request,
}) => {
  test.setTimeout(120_000);
  await createClass(teacher, '5A');

  // Lesson 1: Ada, on her own device.
  await teacher.getByRole('button', { name: 'Start a lesson with 5A' }).click();
  let code = await startLessonFromForm(teacher, '5A');
  await answerRight(request, await joinWithFacts(request, code, 'Ada'), 2);
  await teacher.getByRole('button', { name: 'End session' }).click();
  const dialog = teacher.getByRole('dialog', { name: 'End the session?' });
  await dialog.getByRole('button', { name: 'End and delete' }).click();
  await expect(teacher.getByText('Pupils: 1 · Lessons: 1')).toBeVisible();

  // Lesson 2: on another device she is "Ada 2", and the teacher ends before answering about her.
  await teacher.getByRole('button', { name: 'Start a lesson with 5A' }).click();
  code = await startLessonFromForm(teacher, '5A');
  await answerRight(request, await joinWithFacts(request, code, 'Ada 2'), 2);
  await expect(teacher.getByRole('group', { name: "Is “Ada 2” the class's Ada?" })).toBeVisible();
  await teacher.getByRole('button', { name: 'End session' }).click();
  await expect(dialog).toContainText(
    "1 question about a pupil's name is still unanswered. If you end now, this pupil is added " +
      'to the class as a new pupil',
  );
  await expect(dialog.getByRole('listitem')).toHaveText('Ada 2');
  await expectNoAxeViolations(teacher);
  await saveScreenshot(teacher, 'end-open-names', 'projector');
  await teacher.setViewportSize(VIEWPORTS.phone);
  await saveScreenshot(teacher, 'end-open-names', 'phone');
  await dialog.getByRole('button', { name: 'End and delete' }).click();
  await expect(teacher.getByText('Pupils: 2 · Lessons: 2')).toBeVisible();

  // On the class page the teacher joins "Ada 2" into Ada, whose dialog then shows the name.
  await teacher.setViewportSize(VIEWPORTS.projector);
  await teacher.getByRole('link', { name: 'Open 5A' }).click();
  await teacher.getByRole('button', { name: 'Change Ada 2' }).click();
  const adaTwo = teacher.getByRole('dialog', { name: 'Change Ada 2' });
  await adaTwo.getByLabel('Same child as').selectOption({ label: 'Ada' });
  await adaTwo.getByRole('button', { name: 'Join the two' }).click();
  await expect(teacher.getByText('Pupils: 1 · Lessons: 2')).toBeVisible();
  await teacher.getByRole('button', { name: 'Change Ada', exact: true }).click();
  const ada = teacher.getByRole('dialog', { name: 'Change Ada', exact: true });
  await expect(ada).toContainText(
    'Earlier name: Ada 2. You may be asked whether a child who joins a lesson under it is this ' +
      'pupil.',
  );
  await expectNoAxeViolations(teacher);
  await teacher.setViewportSize(VIEWPORTS.phone);
  await saveScreenshot(teacher, 'pupil-earlier-names', 'phone');

  // The teacher forgets the earlier name: gone from the dialog, and from the class kept.
  await ada.getByRole('button', { name: 'Forget the name Ada 2' }).click();
  await expect(ada).toContainText('The name Ada 2 is forgotten.');
  await expect(ada.getByLabel('Name')).toBeFocused();
  await expect(ada).not.toContainText('Earlier name');
  await expectNoAxeViolations(teacher);
  await saveScreenshot(teacher, 'pupil-name-forgotten', 'phone');
  await teacher.reload();
  await teacher.getByRole('button', { name: 'Change Ada', exact: true }).click();
  await expect(ada.getByLabel('Name')).toHaveValue('Ada');
  await expect(ada).not.toContainText('Earlier name');
});
