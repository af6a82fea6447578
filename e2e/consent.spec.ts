import { expect, test, type Locator } from '@playwright/test';
import { SUPPORTED_LANGUAGES } from '../src/shared/i18n/languages';
import { expectNoAxeViolations } from './helpers/axe';
import { textIn } from './helpers/first-visit';
import { answerRoundCorrectly } from './helpers/practice';
import { VIEWPORTS, saveScreenshot } from './helpers/screenshots';

test.use({ storageState: { cookies: [], origins: [] } });

test('a first visit asks about cookies; accepting hides the banner for good', async ({ page }) => {
  await page.goto('/?lng=en');
  const banner = page.getByRole('region', { name: 'Cookies and storage' });
  await expect(banner).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'cookie-banner', 'phone');
  await banner.getByRole('button', { name: 'Accept all' }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Cookies and storage' })).toHaveCount(0);
  const stored = await page.evaluate(() => window.localStorage.getItem('mattemester.consent'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({
    version: 1,
    data: { version: '1.0', preferences: { essential: true, analytics: true, marketing: true } },
  });
});

test('declining keeps only essential storage, and the choice can be changed from the footer', async ({
  page,
}) => {
  await page.goto('/?lng=en');
  await page.getByRole('button', { name: 'Decline all' }).click();
  await expect(page.getByRole('region', { name: 'Cookies and storage' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Cookie settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie preferences' });
  await expect(dialog.getByRole('checkbox', { name: /Essential/ })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: /Essential/ })).toBeDisabled();
  await expect(dialog.getByRole('checkbox', { name: /Analytics/ })).not.toBeChecked();
  await dialog.getByRole('checkbox', { name: /Analytics/ }).check();
  await dialog.getByRole('button', { name: 'Save choices' }).click();
  const stored = await page.evaluate(() => window.localStorage.getItem('mattemester.consent'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({
    data: { preferences: { analytics: true, marketing: false } },
  });
});

test('a choice older than 13 months, or for an older version, is asked again', async ({ page }) => {
  const old = new Date();
  old.setMonth(old.getMonth() - 14);
  await page.addInitScript((consentDate) => {
    window.localStorage.setItem(
      'mattemester.consent',
      JSON.stringify({
        version: 1,
        data: {
          hasConsented: true,
          preferences: { essential: true, analytics: false, marketing: false },
          consentDate,
          version: '1.0',
        },
      }),
    );
  }, old.toISOString());
  await page.goto('/?lng=en');
  await expect(page.getByRole('region', { name: 'Cookies and storage' })).toBeVisible();
});

test('a whole visit loads nothing from any other origin', async ({ page, baseURL }) => {
  const origins = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (
      url.protocol === 'http:' ||
      url.protocol === 'https:' ||
      url.protocol === 'ws:' ||
      url.protocol === 'wss:'
    )
      origins.add(url.origin.replace(/^ws/, 'http'));
  });
  await page.goto('/?lng=en');
  await page.getByRole('button', { name: 'Accept all' }).click();
  await page.locator('.operation-card--division').click();
  await page.getByRole('button', { name: 'Start practice' }).click();
  await answerRoundCorrectly(page);
  await page.goto('/teacher?lng=en');
  await page.getByRole('button', { name: 'Configure session' }).click();
  await page.getByRole('button', { name: 'Start session' }).click();
  await expect(page.locator('.dashboard__code-text')).toBeVisible();
  await page.getByRole('button', { name: 'Accessibility settings' }).click();
  await page.getByRole('radio', { name: 'OpenDyslexic' }).check();
  await page.getByRole('button', { name: 'Close' }).click();
  await page.goto('/join?lng=no');
  expect([...origins]).toEqual([new URL(baseURL ?? '').origin]);
});

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (box === null) throw new Error('not on screen');
  return box;
}

test('on a projector the open banner leaves "I am a teacher" wholly in view, in every language', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.projector);
  for (const language of SUPPORTED_LANGUAGES) {
    const text = textIn(language);
    await page.goto(`/?lng=${language}`);
    const banner = page.getByRole('region', { name: text.consent.title });
    await expect(banner).toBeVisible();
    const teacherCard = page
      .getByRole('main')
      .getByRole('link', { name: text.home.teacher.title })
      .filter({ hasText: text.home.teacher.text });
    await expect(teacherCard).toBeInViewport({ ratio: 1 });
    // Nothing of the banner lies over the card.
    const [card, cover] = [await boxOf(teacherCard), await boxOf(banner)];
    const overlaps =
      cover.x < card.x + card.width &&
      card.x < cover.x + cover.width &&
      cover.y < card.y + card.height &&
      card.y < cover.y + cover.height;
    expect(overlaps, `the banner covers the teacher's card in ${language}`).toBe(false);
    if (language === 'en') await saveScreenshot(page, 'cookie-banner', 'projector');
  }
});
