import { expect, type Browser, type Page } from '@playwright/test';
import { CATALOGS, type Catalog } from '../../src/shared/i18n/catalogs';
import { LANGUAGE_NAMES, type Language } from '../../src/shared/i18n/languages';

/** How a new visitor answers the cookie banner. */
export type BannerAnswer = 'accept' | 'decline' | 'customise';

/**
 * A student's own tablet on its first visit: no cookies and no storage (so the language chooser and
 * the cookie banner both show), and the service worker installing as it does in a real browser.
 */
export async function firstVisitStudentPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    storageState: { cookies: [], origins: [] },
    serviceWorkers: 'allow',
  });
  return context.newPage();
}

/** The catalog of a language, for what a student who chose it reads. */
export function textIn(language: Language): Catalog {
  return CATALOGS[language];
}

/** A catalog text with its {{placeholders}} filled in, as i18next shows it. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** Picks the language on the first-visit chooser, then answers the cookie banner in it. */
export async function chooseLanguageAndAnswerBanner(
  page: Page,
  language: Language,
  answer: BannerAnswer,
): Promise<void> {
  const text = textIn(language);
  await page.getByRole('button', { name: LANGUAGE_NAMES[language], exact: true }).click();
  const banner = page.getByRole('region', { name: text.consent.title });
  await expect(banner).toBeVisible();
  if (answer === 'accept') {
    await banner.getByRole('button', { name: text.consent.acceptAll }).click();
  } else if (answer === 'decline') {
    await banner.getByRole('button', { name: text.consent.declineAll }).click();
  } else {
    await banner.getByRole('button', { name: text.consent.customise }).click();
    await page
      .getByRole('dialog', { name: text.consent.preferencesTitle })
      .getByRole('button', { name: text.consent.save })
      .click();
  }
  await expect(banner).toHaveCount(0);
}

/** Fills in the join form in the student's language (the code only when it did not come with the link). */
export async function joinInLanguage(
  page: Page,
  language: Language,
  name: string,
  code?: string,
): Promise<void> {
  const text = textIn(language);
  await page.getByLabel(text.join.name).fill(name);
  if (code !== undefined) await page.getByLabel(text.join.code).fill(code);
  await page.getByRole('button', { name: text.join.submit, exact: true }).click();
}

/**
 * The phone locks for a while, as a student's iPad does when put down: the page is hidden, its
 * scripts are frozen and the network is gone; then it is unlocked and shown again.
 */
export async function lockPhoneFor(page: Page, lockedMs: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await setPageVisible(page, false);
  await cdp.send('Page.setWebLifecycleState', { state: 'frozen' });
  await page.context().setOffline(true);
  // The lock itself: nothing on the page runs meanwhile, so there is no state to wait for.
  await new Promise((resolve) => setTimeout(resolve, lockedMs));
  await page.context().setOffline(false);
  await cdp.send('Page.setWebLifecycleState', { state: 'active' });
  await setPageVisible(page, true);
  await cdp.detach();
}

/** Tells the page it was hidden or shown, as the browser does when the screen locks. */
async function setPageVisible(page: Page, visible: boolean): Promise<void> {
  await page.evaluate(
    (state) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      Object.defineProperty(document, 'hidden', {
        configurable: true,
        get: () => state === 'hidden',
      });
      document.dispatchEvent(new Event('visibilitychange'));
    },
    visible ? 'visible' : 'hidden',
  );
}
