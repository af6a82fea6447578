import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { VIEWPORTS, saveScreenshot } from './helpers/screenshots';

/** The message a screen reader reads for a field: what its aria-describedby points to. */
async function describedBy(page: Page, label: string): Promise<string> {
  const ids = (await page.getByLabel(label).getAttribute('aria-describedby')) ?? '';
  const texts = await Promise.all(
    ids
      .split(' ')
      .filter((id) => id !== '')
      .map((id) => page.locator(`[id="${id}"]`).innerText()),
  );
  return texts.join(' ');
}

test('the contact form marks every wrong field beside it, goes to the first, and sends once right', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.projector);
  await page.goto('/contact?lng=en');
  await expectNoAxeViolations(page);
  const send = page.getByRole('button', { name: 'Send' });
  await send.click();
  // Every field left out says so beside it, and the keyboard is taken to the first.
  await expect(page.getByLabel('Your name')).toBeFocused();
  for (const [label, message] of [
    ['Your name', 'Name is required'],
    ['Your email address', 'Email address is required'],
    ['Subject', 'Subject is required'],
    ['Message', 'Message is required'],
  ] as const) {
    await expect(page.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
    expect(await describedBy(page, label)).toBe(message);
  }
  // A field left out is the writer's to fix: no "try again later" and no email offered.
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.setViewportSize(VIEWPORTS.phone);
  await saveScreenshot(page, 'contact-errors', 'phone');
  await page.setViewportSize(VIEWPORTS.projector);

  // A field put right loses its mark as it is typed.
  await page.getByLabel('Your name').fill('Kari Nordmann');
  await expect(page.getByLabel('Your name')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Name is required')).toHaveCount(0);
  await page.getByLabel('Subject').fill('Eksport');
  await page.getByLabel('Message').fill('PDF-en mangler et navn.');
  await page.getByLabel('Your email address').fill('kari at skole');
  // Sent with Enter from the wrong field itself: it is left and entered again, so a screen
  // reader reads it with its new message.
  await page.getByLabel('Your email address').evaluate((field) => {
    field.addEventListener('focus', () => {
      field.dataset['entered'] = String(Number(field.dataset['entered'] ?? '0') + 1);
    });
  });
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Your email address')).toHaveAttribute('data-entered', '1');
  await expect(page.getByLabel('Your email address')).toBeFocused();
  expect(await describedBy(page, 'Your email address')).toBe('Please enter a valid email address');
  await expect(page.getByLabel('Subject')).not.toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Your email address').fill('kari@skole.no');
  await expect(page.getByText('Please enter a valid email address')).toHaveCount(0);
  await page.getByLabel('What is it about?').selectOption('technical');
  await send.click();
  await expect(page.getByRole('status')).toContainText(/Your ticket number is T-[A-Z2-9]{8}\./);
  await expect(page.getByLabel('Your name')).toHaveValue('');
  await saveScreenshot(page, 'contact', 'projector');
});
