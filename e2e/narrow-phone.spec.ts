import { expect, test, type Page } from '@playwright/test';
import { SUPPORTED_LANGUAGES } from '../src/shared/i18n/languages';
import { cutTexts } from './helpers/cut-text';
import { answerRoundCorrectly } from './helpers/practice';
import { splitWords } from './helpers/split-words';
import { contextWithText, type TextSetting } from './helpers/text-settings';

/** Many Android phones are 360 px wide, narrower than the 390 px phone every page is seen at. */
const NARROW_PHONE = { width: 360, height: 740 };
/** The narrowest phones still in use (an iPhone SE of the first generation). */
const NARROWEST_PHONE = { width: 320, height: 640 };

const LARGE_TEXT: readonly TextSetting[] = [
  { fontSize: 'large', fontFamily: 'lexend' },
  { fontSize: 'large', fontFamily: 'dyslexic' },
];

/** A pupil's pages, whose words all stay whole. */
const PUPIL_ROUTES = [
  '/',
  '/difficulty',
  '/practice/addition',
  '/games',
  '/games/addition',
  '/join',
  '/facts',
  '/help',
];
/** The grown-ups' forms, kept within the window (a long Norwegian word of their text may break). */
const FORM_ROUTES = ['/contact', '/teacher'];

/** Opens the route in the language, once its title and the faces its text needs have come. */
async function openInLanguage(page: Page, route: string, language: string): Promise<void> {
  await page.goto(`${route}?lng=${language}`);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
}

/**
 * What does not fit, but for a drop-down's chosen option shown in part: a phone opens the list
 * in its own picker, where every option shows whole.
 */
async function cutTextsButChosenOptions(page: Page): Promise<string[]> {
  return (await cutTexts(page)).filter((text) => !/^select .*: shows /.test(text));
}

for (const setting of LARGE_TEXT) {
  test(`a 360 px phone at large text in ${setting.fontFamily} keeps every page within the window and a pupil's words whole, in every language`, async ({
    browser,
  }) => {
    const context = await contextWithText(browser, NARROW_PHONE, setting);
    const page = await context.newPage();
    const found: string[] = [];
    for (const language of SUPPORTED_LANGUAGES) {
      for (const route of [...PUPIL_ROUTES, ...FORM_ROUTES]) {
        await openInLanguage(page, route, language);
        const where = `${language} ${route}`;
        for (const text of await cutTextsButChosenOptions(page)) found.push(`${where}: ${text}`);
        if (!PUPIL_ROUTES.includes(route)) continue;
        for (const word of await splitWords(page)) found.push(`${where}: ${word}`);
      }
    }
    expect(found).toEqual([]);
    await context.close();
  });

  test(`a round's results on a 320 px phone at large text in ${setting.fontFamily} break no word, in every language`, async ({
    browser,
  }) => {
    const context = await contextWithText(browser, NARROWEST_PHONE, setting);
    const page = await context.newPage();
    await openInLanguage(page, '/practice/multiplication', 'en');
    await answerRoundCorrectly(page);
    await expect(page).toHaveURL(/\/results$/);
    const found: string[] = [];
    for (const language of SUPPORTED_LANGUAGES) {
      await openInLanguage(page, '/results', language);
      await expect(page.locator('.results__stats')).toBeVisible();
      for (const word of await splitWords(page, 'main')) found.push(`${language}: ${word}`);
    }
    expect(found).toEqual([]);
    await context.close();
  });

  test(`the header on a 320 px phone at large text in ${setting.fontFamily} breaks no word and stays within the window, in every language`, async ({
    browser,
  }) => {
    const context = await contextWithText(browser, NARROWEST_PHONE, setting);
    const page = await context.newPage();
    for (const language of SUPPORTED_LANGUAGES) {
      await openInLanguage(page, '/games', language);
      expect(await splitWords(page, '.site-header'), language).toEqual([]);
      const header = await page.locator('.site-header').boundingBox();
      expect(header?.width, language).toBe(NARROWEST_PHONE.width);
      const widest = await page
        .locator('.site-header a, .site-header button, .site-header select')
        .evaluateAll((controls) =>
          Math.max(...controls.map((control) => control.getBoundingClientRect().right)),
        );
      expect(widest, language).toBeLessThanOrEqual(NARROWEST_PHONE.width);
    }
    await context.close();
  });
}
