import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { createSessionAsTeacher, joinThroughApi, studentJoins } from './helpers/class';
import { VIEWPORTS, saveScreenshot } from './helpers/screenshots';

const REMOVED = 'Your teacher has removed you from this session.';

/** The rows of the live student table. */
const rows = (teacher: Page) => teacher.locator('.student-table tbody tr');

/** A removed student's screen, wherever they were: the waiting room or a question. */
async function expectToldRemoved(student: Page): Promise<void> {
  await expect(student.getByRole('heading', { name: REMOVED })).toBeVisible();
}

test('the teacher ticks two pupils and removes them at once; each of their screens says so', async ({
  page: teacher,
  browser,
}) => {
  test.setTimeout(120_000);
  await teacher.setViewportSize(VIEWPORTS.projector);
  const code = await createSessionAsTeacher(teacher, {
    autoStart: true,
    operations: ['addition'],
    questions: '10',
  });
  const [ada, bo, cy] = [
    await studentJoins(browser, code, 'Ada'),
    await studentJoins(browser, code, 'Bo'),
    await studentJoins(browser, code, 'Cy'),
  ];
  await joinThroughApi(teacher.request, code, ['Dag', 'Eli']);
  await expect(rows(teacher)).toHaveCount(5);
  for (const student of [ada, bo, cy])
    await expect(student.locator('.choice--open').first()).toBeVisible();

  const removeSelected = teacher.getByRole('button', { name: /^Remove selected/ });
  await expect(removeSelected).toHaveText('Remove selected (0)');
  await expect(removeSelected).toBeDisabled();
  await teacher.getByRole('checkbox', { name: 'Select Ada' }).check();
  // The keyboard ticks too: a tick box takes the space bar.
  await teacher.getByRole('checkbox', { name: 'Select Cy' }).focus();
  await teacher.keyboard.press('Space');
  await expect(removeSelected).toHaveText('Remove selected (2)');
  await expect(teacher.getByRole('checkbox', { name: 'Select all pupils' })).not.toBeChecked();
  await expectNoAxeViolations(teacher);
  await saveScreenshot(teacher, 'dashboard-pupils-ticked', 'projector');
  await teacher.setViewportSize(VIEWPORTS.phone);
  await removeSelected.scrollIntoViewIfNeeded();
  await expect(removeSelected).toBeInViewport({ ratio: 1 });
  await expectNoAxeViolations(teacher);
  await saveScreenshot(teacher, 'dashboard-pupils-ticked', 'phone');
  await teacher.setViewportSize(VIEWPORTS.projector);

  await removeSelected.click();
  const dialog = teacher.getByRole('dialog', { name: 'Remove the selected pupils?' });
  await expect(dialog).toContainText('Pupils to remove: 2.');
  await expect(dialog).toContainText('their device cannot come back into the session');
  await expectNoAxeViolations(teacher);
  await dialog.getByRole('button', { name: 'Remove them' }).click();

  for (const removed of [ada, cy]) await expectToldRemoved(removed);
  await expect(rows(teacher)).toHaveCount(3);
  await expect(rows(teacher).filter({ hasText: 'Ada' })).toHaveCount(0);
  const removedList = teacher.getByRole('region', { name: 'Removed from the session' });
  await expect(removedList.getByRole('listitem')).toHaveText([/^Ada /, /^Cy /]);
  await expect(removeSelected).toHaveText('Remove selected (0)');
  // Bo goes on practising.
  await expect(bo.locator('.choice--open').first()).toBeVisible();
  await expect(bo.getByRole('heading', { name: REMOVED })).toHaveCount(0);
});

test('the teacher removes a pupil and everyone who joined after them, then locks the class', async ({
  page: teacher,
  browser,
}) => {
  test.setTimeout(120_000);
  await teacher.setViewportSize(VIEWPORTS.projector);
  const code = await createSessionAsTeacher(teacher, {
    autoStart: false,
    operations: ['addition'],
    questions: '10',
  });
  const ada = await studentJoins(browser, code, 'Ada');
  await joinThroughApi(teacher.request, code, ['Bo']);
  // A script joins made-up names one after another; the first of them has a screen of its own.
  const first = await studentJoins(browser, code, 'Xx1');
  await expect(first.getByRole('heading', { name: 'Waiting for teacher...' })).toBeVisible();
  await joinThroughApi(teacher.request, code, ['Xx2', 'Xx3', 'Xx4']);
  await expect(rows(teacher)).toHaveCount(6);

  await teacher.getByRole('button', { name: 'Remove Xx1' }).click();
  const one = teacher.getByRole('dialog', { name: 'Remove Xx1?' });
  const later = one.getByRole('checkbox', { name: 'Also remove everyone who joined after Xx1' });
  await expect(later).not.toBeChecked();
  await expect(later).toHaveAccessibleDescription(
    /^Xx1 joined at \d{1,2}:\d{2}:\d{2}\s?(AM|PM)?\. Pupils who joined later: 3$/,
  );
  await later.check();
  const all = teacher.getByRole('dialog', { name: 'Remove Xx1 and everyone who joined after?' });
  await expect(all).toContainText('Pupils to remove: 4.');
  await expectNoAxeViolations(teacher);
  await saveScreenshot(teacher, 'dashboard-remove-joined-after', 'projector');
  await all.getByRole('button', { name: 'Remove them' }).click();

  await expectToldRemoved(first);
  await expect(rows(teacher)).toHaveCount(2);
  await expect(rows(teacher).locator('th')).toHaveText([/Ada/, /Bo/]);
  await teacher.getByRole('button', { name: 'Lock joining' }).click();
  await expect(teacher.getByText('Locked: no new pupils')).toBeVisible();
  await expect(ada.getByRole('heading', { name: 'Waiting for teacher...' })).toBeVisible();
});
