import { expect, test, type Page } from '@playwright/test';
import { CATALOGS } from '../src/shared/i18n/catalogs';
import { expectNoAxeViolations } from './helpers/axe';
import { openApp } from './helpers/navigation';
import { answerRoundCorrectly } from './helpers/practice';
import { VIEWPORTS, saveScreenshot } from './helpers/screenshots';
import { HIGH_CONTRAST_SETTINGS } from './helpers/high-contrast';

/** Every page built so far, and how to reach it in a state worth looking at. */
const PAGES: { name: string; open: (page: Page) => Promise<void> }[] = [
  { name: 'home', open: (page) => openApp(page, '/?lng=en') },
  { name: 'difficulty', open: (page) => openApp(page, '/difficulty?lng=en') },
  {
    name: 'practice',
    open: async (page) => {
      await page.goto('/practice/multiplication?lng=en');
      await expect(page.locator('.choice').first()).toBeFocused();
    },
  },
  {
    name: 'practice-feedback',
    open: async (page) => {
      await openApp(page, '/practice/subtraction?lng=en');
      await expect(page.locator('.choice').first()).toBeFocused();
      await page.keyboard.press('2');
      await expect(page.getByRole('status')).not.toBeEmpty();
    },
  },
  {
    name: 'results',
    open: async (page) => {
      await page.goto('/practice/addition?lng=en');
      await answerRoundCorrectly(page);
      await expect(page.getByRole('heading', { name: 'Your results' })).toBeVisible();
    },
  },
  { name: 'not-found', open: (page) => openApp(page, '/no-such-page?lng=en') },
  { name: 'privacy', open: (page) => openApp(page, '/privacy?lng=en') },
  { name: 'terms', open: (page) => openApp(page, '/terms?lng=en') },
  { name: 'help', open: (page) => openApp(page, '/help?lng=en') },
];

for (const { name, open } of PAGES) {
  for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
    test(`the ${name} page has no WCAG A or AA violation at ${viewport} size`, async ({ page }) => {
      await page.setViewportSize(VIEWPORTS[viewport]);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await open(page);
      await expectNoAxeViolations(page);
      await saveScreenshot(page, name, viewport);
    });
  }
}

test('the home page in Norwegian has no violation and no English left', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto('/?lng=no');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(CATALOGS.no.home.title);
  await expect(page.getByText(CATALOGS.en.home.chooseOperation)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'home-no', 'phone');
});

test('a client route survives a reload and an unknown one offers the way home', async ({
  page,
}) => {
  await page.goto('/difficulty?lng=en');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Start practice' })).toBeVisible();
  await page.goto('/somewhere/else?lng=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(CATALOGS.en.notFound.title);
  await page.getByRole('link', { name: CATALOGS.en.notFound.goHome, exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the skip link takes the keyboard to the main content', async ({ page }) => {
  await openApp(page, '/?lng=en');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: CATALOGS.en.layout.skipToContent });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
});

test('the language switcher changes the page language and remembers it', async ({ page }) => {
  await page.goto('/?lng=en');
  await page.getByLabel(CATALOGS.en.layout.language, { exact: true }).selectOption('sv');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(CATALOGS.sv.home.title);
  await page.goto('/difficulty');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
});

test('the privacy page says what is stored, for how long, and that nothing is tracked', async ({
  page,
}) => {
  await page.goto('/privacy?lng=en');
  await expect(page.getByRole('heading', { name: 'Privacy notice' })).toBeVisible();
  await expect(
    page.getByText(/deleted when the teacher ends the session, and at the latest 24 hours after/),
  ).toBeVisible();
  await expect(page.getByText(/No tracking, no analytics, no advertising/)).toBeVisible();
});

test('the accessibility menu changes what a student sees at once and remembers it', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto('/practice/addition?lng=en');
  await saveScreenshot(page, 'settings-normal', 'phone');
  await page.keyboard.press('Escape');
  const menu = page.getByRole('dialog', { name: 'Accessibility' });
  await expect(menu).toBeVisible();
  const close = () => menu.getByRole('button', { name: 'Close' }).click();
  const reopen = () => page.keyboard.press('Escape');
  await menu.getByRole('checkbox', { name: 'High contrast' }).check();
  await close();
  await saveScreenshot(page, 'settings-high-contrast', 'phone');
  await reopen();
  await menu.getByRole('checkbox', { name: 'High contrast' }).uncheck();
  await menu.getByRole('radio', { name: 'Large' }).check();
  await close();
  await saveScreenshot(page, 'settings-large', 'phone');
  await reopen();
  await menu.getByRole('radio', { name: 'Medium' }).check();
  await menu.getByRole('radio', { name: 'OpenDyslexic' }).check();
  await close();
  await saveScreenshot(page, 'settings-dyslexic', 'phone');
  await reopen();
  await menu.getByRole('checkbox', { name: 'High contrast' }).check();
  await menu.getByRole('radio', { name: 'Large' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-contrast', 'high');
  await expect(page.locator('html')).toHaveAttribute('data-font-size', 'large');
  await expect(page.locator('html')).toHaveAttribute('data-font', 'dyslexic');
  await menu.getByLabel('Volume').fill('0.3');
  await expect(menu.locator('output')).toHaveText('30 %');
  await expectNoAxeViolations(page);
  await menu.getByRole('button', { name: 'Close' }).click();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'settings-high-contrast-large-dyslexic', 'phone');
  const fontFamily = await page
    .locator('.practice__question')
    .evaluate((element) => getComputedStyle(element).fontFamily);
  expect(fontFamily).toContain('OpenDyslexic');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-contrast', 'high');
  await page.goto('/?lng=en');
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'home-high-contrast', 'projector');
});

const TRANSLATED_PAGES = [
  { path: '/', heading: (language: keyof typeof CATALOGS) => CATALOGS[language].home.title },
  { path: '/join', heading: (language: keyof typeof CATALOGS) => CATALOGS[language].join.title },
  {
    path: '/teacher',
    heading: (language: keyof typeof CATALOGS) => CATALOGS[language].teacher.title,
  },
  {
    path: '/contact',
    heading: (language: keyof typeof CATALOGS) => CATALOGS[language].contact.title,
  },
  {
    path: '/privacy',
    heading: (language: keyof typeof CATALOGS) => CATALOGS[language].legal.privacy.title,
  },
  { path: '/help', heading: (language: keyof typeof CATALOGS) => CATALOGS[language].help.title },
] as const;

test('every page switches language from the header and leaves no English behind', async ({
  page,
}) => {
  test.setTimeout(120_000);
  for (const { path, heading } of TRANSLATED_PAGES) {
    await page.goto(`${path}?lng=en`);
    for (const language of ['no', 'sv', 'da', 'uk'] as const) {
      await page.locator('.language-switcher__select').selectOption(language);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading(language));
      const text = await page.locator('body').innerText();
      for (const english of [
        CATALOGS.en.layout.footerPromise,
        CATALOGS.en.layout.skipToContent,
        CATALOGS.en.home.lead,
      ]) {
        expect(text, `${path} in ${language}`).not.toContain(english);
      }
    }
  }
});

test('at 200 % zoom the main pages fit the width without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 640, height: 360 });
  for (const path of [
    '/',
    '/difficulty',
    '/practice/multiplication',
    '/join',
    '/teacher',
    '/contact',
    '/privacy',
  ]) {
    await page.goto(`${path}?lng=en`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

// One test per page: a machine three times slower than usual took the ten pages in one test past
// any timeout that still catches a page that never loads.
for (const path of [
  '/',
  '/difficulty',
  '/practice/division',
  '/join',
  '/teacher',
  '/contact',
  '/privacy',
  '/terms',
  '/help',
  '/nowhere',
]) {
  test(`the page ${path} has no WCAG A or AA violation in the high-contrast theme`, async ({
    page,
  }) => {
    await page.addInitScript((settings) => {
      window.localStorage.setItem('mattemester.accessibility', JSON.stringify(settings));
    }, HIGH_CONTRAST_SETTINGS);
    await page.goto(`${path}?lng=en`);
    await expect(page.locator('html')).toHaveAttribute('data-contrast', 'high');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
