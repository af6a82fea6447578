import type { Browser, BrowserContext } from '@playwright/test';

/** A text size and a font of the accessibility menu (SPEC §3). */
export type TextSetting = {
  readonly fontSize: 'small' | 'medium' | 'large';
  readonly fontFamily: 'lexend' | 'dyslexic';
};

/** A browser context of that size whose accessibility menu has the text size and font given. */
export async function contextWithText(
  browser: Browser,
  viewport: { width: number; height: number },
  { fontSize, fontFamily }: TextSetting,
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport });
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
  return context;
}
