import { expect, test } from '@playwright/test';
import { createSessionAsTeacher, joinThroughApi, newStudentPage } from './helpers/class';

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
  // Start does nothing until the dashboard has the pupil.
  await expect(start).toBeEnabled();
  await start.focus();
  await teacher.keyboard.press('Enter');
  await expect(status).toHaveText('Active');
  // Start became Stop in the same place, and the focus is still there.
  await expect(teacher.getByRole('button', { name: 'Stop', exact: true })).toBeFocused();

  await teacher.keyboard.press('Enter');
  // Nobody has answered yet, so the class is stopped rather than paused, and Start comes back.
  await expect(status).toHaveText('Stopped');
  await expect(start).toBeFocused();

  // Stop's own request may still run once Start shows again; until it ends, the other controls
  // are unavailable (aria-disabled) and a press does nothing.
  const lock = teacher.getByRole('button', { name: 'Lock joining' });
  await expect(lock).not.toHaveAttribute('aria-disabled', 'true');
  await lock.focus();
  await teacher.keyboard.press('Enter');
  await expect(teacher.getByRole('button', { name: 'Open for joining' })).toBeFocused();

  // The lock's own request may still run once its new label shows; until it ends, End session
  // is unavailable (aria-disabled) and a press does nothing.
  const end = teacher.getByRole('button', { name: 'End session' });
  await expect(end).not.toHaveAttribute('aria-disabled', 'true');
  await end.focus();
  await teacher.keyboard.press('Enter');
  await teacher
    .getByRole('dialog', { name: 'End the session?' })
    .getByRole('button', { name: 'End and delete' })
    .press('Enter');
  await expect(teacher.getByRole('button', { name: 'Configure session' })).toBeFocused();
});

test("a pupil who joins with the keyboard before the class starts lands on the waiting room's heading", async ({
  page: teacher,
  browser,
}) => {
  const code = await createSessionAsTeacher(teacher, {
    autoStart: false,
    operations: ['addition'],
    questions: '10',
  });
  const pupil = await newStudentPage(browser);
  await pupil.goto('/join?lng=en');
  await pupil.getByLabel('Your first name').fill('Ada');
  await pupil.getByLabel('Session code').fill(code);
  await pupil.keyboard.press('Enter');
  await expect(pupil.getByRole('heading', { name: 'Waiting for teacher...' })).toBeFocused();
});

test.describe('on a first visit', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  for (const choice of ['Accept all', 'Decline all']) {
    test(`${choice} on the cookie banner with the keyboard leaves the focus on the page's main region`, async ({
      page,
    }) => {
      await page.goto('/?lng=en');
      const banner = page.getByRole('region', { name: 'Cookies and storage' });
      await banner.getByRole('button', { name: choice }).focus();
      await page.keyboard.press('Enter');
      await expect(banner).toHaveCount(0);
      await expect(page.locator('main#main')).toBeFocused();
    });
  }
});
