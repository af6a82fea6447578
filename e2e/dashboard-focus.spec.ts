import { expect, test } from '@playwright/test';
import { createSessionAsTeacher, joinThroughApi } from './helpers/class';

test('the focus stays on the button a teacher pressed with the keyboard, and lands on Configure session when the session ends', async ({
  page: teacher,
  request,
}) => {
  await teacher.setViewportSize({ width: 1920, height: 1080 });
  const code = await createSessionAsTeacher(teacher, {
    autoStart: false,
    operations: ['addition'],
    questions: '10',
  });
  await joinThroughApi(request, code, ['Ada']);
  const status = teacher.locator('.status-badge');

  const start = teacher.getByRole('button', { name: 'Start', exact: true });
  await start.focus();
  await teacher.keyboard.press('Enter');
  await expect(status).toHaveText('Active');
  // Start became Stop in the same place, and the focus is still there.
  await expect(teacher.getByRole('button', { name: 'Stop', exact: true })).toBeFocused();

  await teacher.keyboard.press('Enter');
  // Nobody has answered yet, so the class is stopped rather than paused, and Start comes back.
  await expect(status).toHaveText('Stopped');
  await expect(start).toBeFocused();

  const lock = teacher.getByRole('button', { name: 'Lock joining' });
  await lock.focus();
  await teacher.keyboard.press('Enter');
  await expect(teacher.getByRole('button', { name: 'Open for joining' })).toBeFocused();

  await teacher.getByRole('button', { name: 'End session' }).focus();
  await teacher.keyboard.press('Enter');
  await teacher
    .getByRole('dialog', { name: 'End the session?' })
    .getByRole('button', { name: 'End and delete' })
    .press('Enter');
  await expect(teacher.getByRole('button', { name: 'Configure session' })).toBeFocused();
});
