import { afterEach, describe, expect, it } from 'vitest';
import { createI18n, currentLanguage } from './i18n';
import { LANGUAGE_COOKIE } from './language-choice';
import { CATALOGS } from '#shared/i18n/catalogs';

function setNavigatorLanguages(languages: string[]) {
  Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });
  Object.defineProperty(window.navigator, 'language', { value: languages[0], configurable: true });
}

/** A fresh page: nothing kept, and the html tag as index.html has it. */
function clearKeptLanguage() {
  document.documentElement.lang = 'en';
  window.localStorage.clear();
  document.cookie = `${LANGUAGE_COOKIE}=; max-age=0; path=/`;
}

afterEach(() => {
  clearKeptLanguage();
  window.history.replaceState(null, '', '/');
  setNavigatorLanguages(['en-US']);
});

describe('language detection', () => {
  it('takes the query string first, then the cookie, then local storage, then the browser', () => {
    const detect = (sources: {
      query?: string;
      cookie?: string;
      stored?: string;
      browser: string;
    }) => {
      clearKeptLanguage();
      setNavigatorLanguages([sources.browser]);
      if (sources.stored !== undefined) window.localStorage.setItem('lang', sources.stored);
      if (sources.cookie !== undefined)
        document.cookie = `${LANGUAGE_COOKIE}=${sources.cookie}; path=/`;
      window.history.replaceState(
        null,
        '',
        sources.query === undefined ? '/' : `/?lng=${sources.query}`,
      );
      return currentLanguage(createI18n({ catalogs: CATALOGS }));
    };
    expect(detect({ query: 'no', cookie: 'uk', stored: 'sv', browser: 'da-DK' })).toBe('no');
    expect(detect({ cookie: 'uk', stored: 'sv', browser: 'da-DK' })).toBe('uk');
    expect(detect({ stored: 'sv', browser: 'da-DK' })).toBe('sv');
    expect(detect({ browser: 'da-DK' })).toBe('da');
  });

  it('understands Norwegian Bokmål from the browser and falls back to English for other languages', () => {
    clearKeptLanguage();
    setNavigatorLanguages(['nb-NO']);
    expect(currentLanguage(createI18n({ catalogs: CATALOGS }))).toBe('no');
    clearKeptLanguage();
    setNavigatorLanguages(['de-DE', 'fr-FR']);
    expect(currentLanguage(createI18n({ catalogs: CATALOGS }))).toBe('en');
  });

  it('keeps the choice in local storage and a cookie, and sets <html lang>', async () => {
    const i18n = createI18n({ catalogs: CATALOGS });
    await i18n.changeLanguage('sv');
    expect(window.localStorage.getItem('lang')).toBe('sv');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=sv`);
    expect(document.documentElement.lang).toBe('sv');
  });

  it('gives the page description and the manifest link the chosen language', async () => {
    document.head.innerHTML =
      '<meta name="description" content="Free"><link rel="manifest" href="/app.webmanifest?lng=en">';
    const i18n = createI18n({ catalogs: CATALOGS });
    await i18n.changeLanguage('da');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      CATALOGS.da.app.description,
    );
    expect(document.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe(
      '/app.webmanifest?lng=da',
    );
  });

  it('refuses an unsupported language in the address and uses the next source', () => {
    clearKeptLanguage();
    setNavigatorLanguages(['sv-SE']);
    window.history.replaceState(null, '', '/?lng=de');
    expect(currentLanguage(createI18n({ catalogs: CATALOGS }))).toBe('sv');
  });
});
