import path from 'node:path';
import type { Page } from '@playwright/test';

/** The two sizes every page is looked at: a phone, and a classroom projector. */
export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  projector: { width: 1920, height: 1080 },
} as const;

/** Writes a full-page screenshot to test-results/screenshots/{name}-{viewport}.png. */
export async function saveScreenshot(
  page: Page,
  name: string,
  viewport: keyof typeof VIEWPORTS,
): Promise<void> {
  await page.screenshot({
    path: path.join('test-results', 'screenshots', `${name}-${viewport}.png`),
    fullPage: true,
  });
}
