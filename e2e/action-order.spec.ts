import { expect, test, type Locator } from '@playwright/test';
import { VIEWPORTS } from './helpers/screenshots';

/**
 * The buttons of `actions` in the order the keyboard reaches them (the document's), each either
 * on a lower row than the one before or to its right on the same row: what the eye reads next is
 * what Tab reaches next.
 */
async function expectLaidOutInTabOrder(actions: Locator): Promise<void> {
  const rows = await actions.evaluate((container) =>
    [...container.querySelectorAll('button, a')].map((element) => {
      const box = element.getBoundingClientRect();
      return { name: element.textContent, top: box.top, bottom: box.bottom, left: box.left };
    }),
  );
  expect(rows.length).toBeGreaterThan(1);
  for (let index = 1; index < rows.length; index += 1) {
    const [before, after] = [rows[index - 1]!, rows[index]!];
    const lower = after.top >= before.bottom - 1;
    const rightOnSameRow = Math.abs(after.top - before.top) < 2 && after.left > before.left;
    expect(lower || rightOnSameRow, `${after.name} after ${before.name}`).toBe(true);
  }
}

test('on a phone, the buttons under a form or a dialog come in the order Tab reaches them', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto('/?lng=en');
  await page.locator('.operation-card--multiplication').click();
  await expect(page).toHaveURL(/\/difficulty$/);
  await expectLaidOutInTabOrder(page.locator('.difficulty__actions'));

  await page.goto('/teacher?lng=en');
  await page.getByRole('button', { name: 'Configure session' }).click();
  await expectLaidOutInTabOrder(page.locator('.session-form__actions'));

  await page.getByRole('button', { name: 'Start session' }).click();
  await expect(page.locator('.dashboard__code-text')).toHaveText(/^[A-Z2-9]{6}$/);
  await page.getByRole('button', { name: 'End session' }).click();
  const dialog = page.getByRole('dialog', { name: 'End the session?' });
  await expectLaidOutInTabOrder(dialog.locator('.dialog__actions'));
});
