import { expect, test, type Page } from '@playwright/test';
import { useAccessibilitySettings } from './helpers/games';
import { HIGH_CONTRAST_SETTINGS } from './helpers/high-contrast';

/** The font families Chromium drew a node's text with, and how many glyphs each drew. */
async function fontsDrawing(page: Page, selector: string): Promise<Record<string, number>> {
  const session = await page.context().newCDPSession(page);
  await session.send('DOM.enable');
  await session.send('CSS.enable');
  const { root } = await session.send('DOM.getDocument');
  const { nodeId } = await session.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await session.send('CSS.getPlatformFontsForNode', { nodeId });
  await session.detach();
  return Object.fromEntries(fonts.map((font) => [font.familyName, font.glyphCount]));
}

/** Names of the font files the page has fetched so far. */
async function fontFilesFetched(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.woff2'))
      .map((name) => name.slice(name.lastIndexOf('/') + 1)),
  );
}

test('a Ukrainian page draws its Cyrillic letters in the bundled Andika beside Lexend', async ({
  page,
}) => {
  await page.goto('/practice/multiplication?lng=uk');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Множення: тренування');
  await page.evaluate(() => document.fonts.ready);
  // Nothing falls to the device's own sans-serif: letters in Andika, the colon in Lexend.
  const fonts = await fontsDrawing(page, 'h1');
  expect(Object.keys(fonts).sort()).toEqual(['Andika', 'Lexend']);
  expect(fonts['Andika']).toBe('Множеннятренування'.length);
});

test('the dyslexia font draws Ukrainian letters in Andika and the rest in OpenDyslexic', async ({
  page,
}) => {
  await useAccessibilitySettings(page, {
    version: 1,
    data: { ...HIGH_CONTRAST_SETTINGS.data, highContrast: false, fontFamily: 'dyslexic' },
  });
  await page.goto('/practice/multiplication?lng=uk');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Множення: тренування');
  await page.evaluate(() => document.fonts.ready);
  // OpenDyslexic's Cyrillic letters are of uneven heights (н as tall as Н, з half as tall).
  const fonts = await fontsDrawing(page, 'h1');
  expect(Object.keys(fonts).sort()).toEqual(['Andika', 'OpenDyslexic']);
  expect(fonts['Andika']).toBe('Множеннятренування'.length);
});

test('a page in another language fetches no Cyrillic face for the "Українська" in its menu', async ({
  page,
}) => {
  await page.goto('/?lng=en');
  await expect(page.getByRole('option', { name: 'Українська' })).toBeAttached();
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
  const files = await fontFilesFetched(page);
  expect(files.some((file) => file.startsWith('lexend-latin-400'))).toBe(true);
  expect(files.filter((file) => file.startsWith('andika'))).toEqual([]);
});
