import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { VIEWPORTS, saveScreenshot } from './helpers/screenshots';

test('the contact form checks its fields in order, sends, clears and shows the ticket number', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.projector);
  await page.goto('/contact?lng=en');
  await expectNoAxeViolations(page);
  const send = page.getByRole('button', { name: 'Send' });
  await send.click();
  // A field left out is the pupil's to fix: it is said alone, without "try again later" or email.
  await expect(page.getByRole('alert')).toHaveText('Name is required');
  await page.getByLabel('Your name').fill('Kari Nordmann');
  await send.click();
  await expect(page.getByRole('alert')).toContainText('Email address is required');
  await page.getByLabel('Your email address').fill('kari at skole');
  await page.getByLabel('Subject').fill('Eksport');
  await page.getByLabel('Message').fill('PDF-en mangler et navn.');
  await send.click();
  await expect(page.getByRole('alert')).toContainText('Please enter a valid email address');
  await expectNoAxeViolations(page);
  await page.getByLabel('Your email address').fill('kari@skole.no');
  await page.getByLabel('What is it about?').selectOption('technical');
  await send.click();
  await expect(page.getByRole('status')).toContainText(/Your ticket number is T-[A-Z2-9]{8}\./);
  await expect(page.getByLabel('Your name')).toHaveValue('');
  await saveScreenshot(page, 'contact', 'projector');
});
