import { expect, test, type Page } from '@playwright/test';
import { SUPPORTED_LANGUAGES, type Language } from '../src/shared/i18n/languages';
import { axeViolations } from './helpers/axe';
import { cutTexts } from './helpers/cut-text';
import { ROUTE_PARTS } from './helpers/every-route';
import { textIn } from './helpers/first-visit';
import { VIEWPORTS } from './helpers/screenshots';
import { splitWords } from './helpers/split-words';

/** A school laptop, a classroom projector, and last a phone, where axe then looks. */
const SIZES = [{ width: 1366, height: 768 }, VIEWPORTS.projector, VIEWPORTS.phone] as const;

/** Turns the high-contrast theme on or off in the accessibility menu, as a student would. */
async function chooseHighContrast(page: Page, language: Language, on: boolean): Promise<void> {
  const text = textIn(language).settings;
  await page.getByRole('button', { name: text.open }).click();
  const menu = page.getByRole('dialog', { name: text.title });
  await menu.getByRole('checkbox', { name: text.highContrast }).setChecked(on);
  await menu.getByRole('button', { name: text.close }).click();
  await expect(menu).toBeHidden();
  await expect(page.locator('html')).toHaveAttribute('data-contrast', on ? 'high' : 'normal');
}

/** The text sizes and fonts of the accessibility menu (SPEC §3), every one with every other. */
const TEXT_SETTINGS = (['small', 'medium', 'large'] as const).flatMap((fontSize) =>
  (['lexend', 'dyslexic'] as const).map((font) => ({ fontSize, font })),
);
type TextSetting = { fontSize: string; font: string };

/** The longest wait for two frames in settle. */
const FRAME_WAIT_MS = 500;
/** The most waits for two frames in settle. */
const SETTLE_FRAMES = 20;

/**
 * Waits until the page has taken a change of size, text size or font: until no CSS transition
 * is running, then for two frames of style and layout. With reduced motion, as here, every
 * element has a transition of 0.01 ms (global.css sets transition-duration on *), so a new root
 * font size reaches the rem and em sizes below it over a few frames, one level at a time.
 * A renderer that stops drawing frames (a starved machine) holds no wait past FRAME_WAIT_MS, nor
 * the whole settling past SETTLE_FRAMES waits: the measures that follow read the layout
 * themselves, and a page still moving then shows as a finding rather than a test out of time.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    async ({ frameWaitMs, settleFrames }) => {
      const running = () =>
        document
          .getAnimations()
          .some(
            (animation) => animation instanceof CSSTransition && animation.playState === 'running',
          );
      const twoFrames = () =>
        new Promise((resolve) => {
          requestAnimationFrame(() => requestAnimationFrame(resolve));
          setTimeout(resolve, frameWaitMs);
        });
      let waits = 0;
      do {
        await twoFrames();
        waits += 1;
      } while (running() && waits < settleFrames);
    },
    { frameWaitMs: FRAME_WAIT_MS, settleFrames: SETTLE_FRAMES },
  );
}

/**
 * Shows the open page in a text size and font of the accessibility menu, without a reload or a
 * trip through the menu: it sets on <html> the two attributes the app sets when a student picks
 * them (applyAccessibility: data-font-size and data-font), which only the style sheets read.
 * Then it waits for the faces the text now needs and for the page to settle.
 */
async function showText(page: Page, setting: TextSetting): Promise<void> {
  await page.evaluate(async ({ fontSize, font }) => {
    const root = document.documentElement;
    root.dataset['fontSize'] = fontSize;
    root.dataset['font'] = font;
    // Laying the page out asks for the faces its text now needs; ready waits for them.
    document.body.getBoundingClientRect();
    await document.fonts.ready;
  }, setting);
  await settle(page);
}

/** Gives the open page the size, and waits until it has styled and laid itself out for it. */
async function resize(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  await page.waitForFunction((width) => window.innerWidth === width, size.width);
  await settle(page);
}

/**
 * Words broken across two lines on the open page (and what is open over it) at its present size,
 * in every text size and font, each named by where it was seen. The page is left in the text
 * size and font it had.
 */
async function splitWordsInEveryTextSetting(
  page: Page,
  where: string,
  within?: string,
): Promise<string[]> {
  const found: string[] = [];
  const { width, height } = page.viewportSize() ?? VIEWPORTS.phone;
  const before = await page.evaluate(() => ({
    fontSize: document.documentElement.dataset['fontSize'] ?? 'medium',
    font: document.documentElement.dataset['font'] ?? 'lexend',
  }));
  for (const setting of TEXT_SETTINGS) {
    await showText(page, setting);
    const shown = `${where} at ${String(width)}x${String(height)}, ${setting.fontSize} text, ${setting.font}`;
    for (const word of await splitWords(page, within)) found.push(`${shown}: ${word}`);
  }
  await showText(page, before);
  return found;
}

/** The sizes at which no word may break across two lines: a phone and a projector. */
const isSplitWordSize = (size: { width: number }) =>
  size.width === VIEWPORTS.phone.width || size.width === VIEWPORTS.projector.width;

/**
 * Where text on the open route does not fit, at each size in the default text size and font, and
 * which words break across two lines on a phone and a projector in every text size and font.
 */
async function cutTextAtEverySize(
  page: Page,
  route: string,
): Promise<{ cut: string[]; split: string[] }> {
  const cut: string[] = [];
  const split: string[] = [];
  for (const size of SIZES) {
    await resize(page, size);
    for (const text of await cutTexts(page))
      cut.push(`${route} at ${String(size.width)}x${String(size.height)}: ${text}`);
    if (isSplitWordSize(size)) split.push(...(await splitWordsInEveryTextSetting(page, route)));
  }
  return { cut, split };
}

/** Split words in the accessibility menu, opened over the page, on a projector and a phone. */
async function splitWordsInMenu(page: Page, language: Language, route: string): Promise<string[]> {
  const text = textIn(language).settings;
  const found: string[] = [];
  await page.getByRole('button', { name: text.open }).click();
  const menu = page.getByRole('dialog', { name: text.title });
  await expect(menu).toBeVisible();
  for (const size of [VIEWPORTS.projector, VIEWPORTS.phone]) {
    await resize(page, size);
    found.push(
      ...(await splitWordsInEveryTextSetting(
        page,
        `${route} with the accessibility menu open`,
        'dialog[open]',
      )),
    );
  }
  await menu.getByRole('button', { name: text.close }).click();
  await expect(menu).toBeHidden();
  return found;
}

/** What axe finds on the open route in the theme it is in, then in the other theme. */
async function violationsInBothThemes(
  page: Page,
  language: Language,
  route: string,
): Promise<string[]> {
  const found: string[] = [];
  // Each route starts in the theme the last one ended in, which saves a trip to the menu.
  const highContrast = (await page.locator('html').getAttribute('data-contrast')) === 'high';
  for (const theme of [highContrast, !highContrast]) {
    if (theme !== highContrast) await chooseHighContrast(page, language, theme);
    const name = theme ? 'high contrast' : 'light';
    for (const violation of await axeViolations(page))
      found.push(`${route}, ${name}: ${violation}`);
  }
  return found;
}

/*
 * One pass over every route per language, in parts (ROUTE_PARTS, one test each): no text cut at
 * three sizes; no word broken across two lines on a phone or a projector in any text size and
 * font of the accessibility menu (the menu itself too, open over the home page); and axe's full
 * WCAG A and AA rule set on a phone in the light and high-contrast themes. Every finding is
 * listed at the end rather than stopping at the first.
 */
for (const language of SUPPORTED_LANGUAGES) {
  for (const part of ROUTE_PARTS) {
    test(`${part.name} in ${language} cut no text, split no word and have no WCAG A or AA violation`, async ({
      page: teacher,
      browser,
    }) => {
      // Some hundred layouts: about a minute on a 2-core machine beside another worker, and
      // three times that on a slow day.
      test.setTimeout(300_000);
      const cut: string[] = [];
      const split: string[] = [];
      const violations: string[] = [];
      await part.open(
        browser,
        teacher,
        language,
        async (page, route) => {
          await page.emulateMedia({ reducedMotion: 'reduce' });
          const found = await cutTextAtEverySize(page, route);
          cut.push(...found.cut);
          split.push(...found.split);
          if (route === '/') split.push(...(await splitWordsInMenu(page, language, route)));
          violations.push(...(await violationsInBothThemes(page, language, route)));
        },
        VIEWPORTS.phone,
      );
      expect({ cut, split, violations }).toEqual({ cut: [], split: [], violations: [] });
    });
  }
}
