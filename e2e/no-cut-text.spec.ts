import { expect, test } from '@playwright/test';
import { SUPPORTED_LANGUAGES } from '../src/shared/i18n/languages';
import { cutTexts } from './helpers/cut-text';
import { checkEveryRoute } from './helpers/every-route';

/** A phone, a school laptop and a classroom projector. */
const SIZES = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
] as const;

for (const language of SUPPORTED_LANGUAGES) {
  test(`no text is cut or spills out on any route at phone, laptop and projector size (${language})`, async ({
    page: teacher,
    browser,
  }) => {
    test.setTimeout(180_000);
    const found: string[] = [];
    await checkEveryRoute(browser, teacher, language, async (page, route) => {
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
        for (const text of await cutTexts(page))
          found.push(`${route} at ${String(size.width)}x${String(size.height)}: ${text}`);
      }
    });
    expect(found).toEqual([]);
  });
}
