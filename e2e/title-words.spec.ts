import { expect, test, type Page } from '@playwright/test';
import { SUPPORTED_LANGUAGES } from '../src/shared/i18n/languages';
import { VIEWPORTS } from './helpers/screenshots';
import { contextWithText } from './helpers/text-settings';

/** The words of the heading at `selector` that a line breaks inside, as the phone lays them out. */
async function wordsBrokenAcrossLines(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluate((heading) => {
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
    fontFamily: 'lexend' as const,
  })),
  { fontSize: 'large', fontFamily: 'dyslexic' },
] as const;

for (const { fontSize, fontFamily } of FONT_CHOICES) {
  test(`the multiplication title on a phone breaks between words only, in every language (${fontSize} text, ${fontFamily})`, async ({
    browser,
  }) => {
    const context = await contextWithText(browser, VIEWPORTS.phone, { fontSize, fontFamily });
    const page = await context.newPage();
    for (const language of SUPPORTED_LANGUAGES) {
      await page.goto(`/?lng=${language}`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      // A font swapped in after the click was aimed moves the cards (large text wraps the title
      // anew), and the click lands between them: the click waits for the page's fonts.
      await expect(page.locator('.operation-card--multiplication')).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      await page.locator('.operation-card--multiplication').click();
      await expect(page).toHaveURL(/\/difficulty$/);
      await page.evaluate(() => document.fonts.ready);
      expect(await wordsBrokenAcrossLines(page, '.difficulty__heading h1'), language).toEqual([]);
    }
    await context.close();
  });
}

for (const width of [320, 360]) {
  test(`the practice title on a ${String(width)} px phone breaks between words only, in the dyslexia font at large text`, async ({
    browser,
  }) => {
    const context = await contextWithText(
      browser,
      { width, height: 700 },
      { fontSize: 'large', fontFamily: 'dyslexic' },
    );
    const page = await context.newPage();
    for (const language of SUPPORTED_LANGUAGES) {
      await page.goto(`/practice/multiplication?lng=${language}`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await page.evaluate(() => document.fonts.ready);
      expect(await wordsBrokenAcrossLines(page, '.practice__title h1'), language).toEqual([]);
    }
    await context.close();
  });
}
