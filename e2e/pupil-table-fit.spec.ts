import { expect, test } from '@playwright/test';
import { SAMPLE_CLASS, sampleClassFile } from './helpers/class-file';
import { openApp } from './helpers/navigation';
import { saveScreenshot, VIEWPORTS } from './helpers/screenshots';
import { contextWithText, type TextSetting } from './helpers/text-settings';

const TEXT_SETTINGS: readonly TextSetting[] = [
  { fontSize: 'medium', fontFamily: 'lexend' },
  { fontSize: 'large', fontFamily: 'dyslexic' },
];

for (const setting of TEXT_SETTINGS) {
  test(`the class's pupils fit their card on a projector, a date on one line (${setting.fontSize} text, ${setting.fontFamily})`, async ({
    browser,
  }) => {
    for (const language of ['en', 'da'] as const) {
      const context = await contextWithText(browser, VIEWPORTS.projector, setting);
      const page = await context.newPage();
      await openApp(page, `/teacher?lng=${language}`);
      await page.getByTestId('class-file').setInputFiles(sampleClassFile(language));
      // The import reads the file and saves it on the device: leaving before it ends loses it.
      await expect(page.locator('.class-list__item')).toHaveCount(1);
      await openApp(page, `/teacher/classes/${SAMPLE_CLASS.id}`);
      await expect(page.locator('.pupil-table tbody tr')).toHaveCount(3);
      await page.evaluate(() => document.fonts.ready);
      const scroll = page.locator('.pupil-table__scroll');
      const widths = await scroll.evaluate((box) => [box.scrollWidth, box.clientWidth]);
      expect(widths[0], `${language}: the table's width within its card`).toBeLessThanOrEqual(
        widths[1] ?? 0,
      );
      // The last column but one is the date each pupil was last seen.
      const dateLines = await page
        .locator('.pupil-table tbody td:nth-last-child(2)')
        .evaluateAll((cells) =>
          cells.map((cell) => {
            const range = document.createRange();
            range.selectNodeContents(cell);
            return new Set([...range.getClientRects()].map((box) => Math.round(box.top))).size;
          }),
        );
      expect(dateLines, language).toEqual([1, 1, 1]);
      await saveScreenshot(page, `pupil-table-${language}-${setting.fontSize}`, 'projector');
      await context.close();
    }
  });
}

test("on a phone the class's pupils scroll sideways, a name on one line, a button's words on two at most", async ({
  browser,
}) => {
  const context = await contextWithText(browser, VIEWPORTS.phone, {
    fontSize: 'large',
    fontFamily: 'lexend',
  });
  const page = await context.newPage();
  await openApp(page, '/teacher?lng=en');
  // A name of two words, which a squeezed column would break between them.
  const sample = sampleClassFile('en');
  const file = JSON.parse(sample.buffer.toString()) as { class: { pupils: { name: string }[] } };
  const [ada] = file.class.pupils;
  if (ada !== undefined) ada.name = 'Ada Karoline';
  await page
    .getByTestId('class-file')
    .setInputFiles({ ...sample, buffer: Buffer.from(JSON.stringify(file)) });
  await expect(page.locator('.class-list__item')).toHaveCount(1);
  await openApp(page, `/teacher/classes/${SAMPLE_CLASS.id}`);
  await expect(page.locator('.pupil-table tbody tr')).toHaveCount(3);
  await expect(page.locator('.pupil-table tbody th').first()).toHaveText('Ada Karoline');
  await page.evaluate(() => document.fonts.ready);

  const linesOf = (selector: string) =>
    page.locator(selector).evaluateAll((elements) =>
      elements.map((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return new Set([...range.getClientRects()].map((box) => Math.round(box.top))).size;
      }),
    );
  expect(await linesOf('.pupil-table tbody th')).toEqual([1, 1, 1]);
  const buttonLines = await linesOf('.pupil-table__actions .button');
  expect(buttonLines).toHaveLength(6);
  for (const lines of buttonLines) expect(lines).toBeLessThanOrEqual(2);

  // Scrolled to its end, the table shows each button whole.
  const scroller = page.locator('.pupil-table__scroll');
  await scroller.evaluate((box) => {
    box.scrollLeft = box.scrollWidth;
  });
  const outer = await scroller.boundingBox();
  if (outer === null) throw new Error('the table is not on the page');
  for (const button of await page.locator('.pupil-table__actions .button').all()) {
    const box = await button.boundingBox();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(outer.x - 1);
    expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(outer.x + outer.width + 1);
  }
  await saveScreenshot(page, 'pupil-table-en-large-scrolled', 'phone');
  await context.close();
});
