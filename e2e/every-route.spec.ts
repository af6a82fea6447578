import { expect, test, type Page } from '@playwright/test';
import { SUPPORTED_LANGUAGES, type Language } from '../src/shared/i18n/languages';
import { axeViolations } from './helpers/axe';
import { cutTexts } from './helpers/cut-text';
import { checkEveryRoute } from './helpers/every-route';
import { textIn } from './helpers/first-visit';
import { VIEWPORTS } from './helpers/screenshots';

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

/** Where text on the open route does not fit, at each size. */
async function cutTextAtEverySize(page: Page, route: string): Promise<string[]> {
  const found: string[] = [];
  for (const size of SIZES) {
    await page.setViewportSize(size);
    // The page has taken the new width, and styled and laid itself out for it twice over.
    await page.waitForFunction((width) => window.innerWidth === width, size.width);
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    for (const text of await cutTexts(page))
      found.push(`${route} at ${String(size.width)}x${String(size.height)}: ${text}`);
  }
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
 * One pass over every route per language (one visitor and one student context): no text cut at
 * three sizes, and axe's full WCAG A and AA rule set on a phone in the light and high-contrast
 * themes. Every finding is listed at the end rather than stopping at the first.
 */
for (const language of SUPPORTED_LANGUAGES) {
  test(`every route in ${language} cuts no text at three sizes and has no WCAG A or AA violation in either theme`, async ({
    page: teacher,
    browser,
  }) => {
    test.setTimeout(300_000);
    const cut: string[] = [];
    const violations: string[] = [];
    await checkEveryRoute(
      browser,
      teacher,
      language,
      async (page, route) => {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        cut.push(...(await cutTextAtEverySize(page, route)));
        violations.push(...(await violationsInBothThemes(page, language, route)));
      },
      VIEWPORTS.phone,
    );
    expect({ cut, violations }).toEqual({ cut: [], violations: [] });
  });
}
