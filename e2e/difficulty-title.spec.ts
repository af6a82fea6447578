import { expect, test, type Page } from '@playwright/test';
import { SUPPORTED_LANGUAGES } from '../src/shared/i18n/languages';
import { VIEWPORTS } from './helpers/screenshots';

/** The title's words that the line breaks inside, as the phone lays them out. */
async function wordsBrokenAcrossLines(page: Page): Promise<string[]> {
  return page.locator('.difficulty__heading h1').evaluate((heading) => {
    const broken: string[] = [];
    const text = heading.firstChild;
    if (text === null || text.nodeType !== Node.TEXT_NODE) return ['the title has no text'];
    let start = 0;
    for (const word of (text.textContent ?? '').split(' ')) {
      const range = document.createRange();
      range.setStart(text, start);
      range.setEnd(text, start + word.length);
      const lineTops = new Set([...range.getClientRects()].map((box) => Math.round(box.top)));
      if (lineTops.size > 1) broken.push(word);
      start += word.length + 1;
    }
    return broken;
  });
}

const FONT_CHOICES = [
  ...(['small', 'medium', 'large'] as const).map((fontSize) => ({
    fontSize,
    fontFamily: 'lexend',
  })),
  { fontSize: 'large', fontFamily: 'dyslexic' },
] as const;

for (const { fontSize, fontFamily } of FONT_CHOICES) {
  test(`the multiplication title on a phone breaks between words only, in every language (${fontSize} text, ${fontFamily})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone });
    await context.addInitScript(
      ({ size, family }) => {
        const data = {
          highContrast: false,
          reduceMotion: true,
          textToSpeech: false,
          sound: false,
          volume: 0.7,
          fontSize: size,
          fontFamily: family,
        };
        window.localStorage.setItem(
          'mattemester.accessibility',
          JSON.stringify({ version: 1, data }),
        );
      },
      { size: fontSize, family: fontFamily },
    );
    const page = await context.newPage();
    for (const language of SUPPORTED_LANGUAGES) {
      await page.goto(`/?lng=${language}`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await page.locator('.operation-card--multiplication').click();
      await expect(page).toHaveURL(/\/difficulty$/);
      await page.evaluate(() => document.fonts.ready);
      expect(await wordsBrokenAcrossLines(page), language).toEqual([]);
    }
    await context.close();
  });
}
