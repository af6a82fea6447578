import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { CATALOGS } from '../../src/shared/i18n/catalogs';
import type { Language } from '../../src/shared/i18n/languages';

/** Where the pictures go: `public/help/{language}/{name}.png`. */
export const PICTURES_DIR = path.join(import.meta.dirname, '../../public/help');

/** A page to photograph. */
export interface Shot {
  readonly page: Page;
  readonly language: Language;
}

/**
 * Opens the address (with `?lng=` added) in a fresh context of the viewport's size, with reduced
 * motion, and declines the cookie banner so the picture shows the page alone.
 */
export async function openPage(
  browser: Browser,
  baseUrl: string,
  language: Language,
  address: string,
  viewport: { width: number; height: number },
): Promise<Shot> {
  const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const url = new URL(address, baseUrl);
  url.searchParams.set('lng', language);
  await page.goto(url.href);
  await page.locator('#main').waitFor();
  const decline = page.getByRole('button', { name: CATALOGS[language].consent.declineAll });
  await decline.click();
  await decline.waitFor({ state: 'detached' });
  return { page, language };
}

/**
 * Scrolls to the top and waits for the fonts and two frames, then writes the viewport's picture to
 * `public/help/{language}/{name}.png` and closes the page's context.
 */
export async function takePicture(shot: Shot, name: string): Promise<void> {
  const { page, language } = shot;
  await page.evaluate('window.scrollTo(0, 0)');
  await page.evaluate('document.fonts.ready.then(() => undefined)');
  await page.evaluate(
    'new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))',
  );
  const file = path.join(PICTURES_DIR, language, `${name}.png`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' });
  console.info(path.relative(process.cwd(), file));
  await page.context().close();
}
