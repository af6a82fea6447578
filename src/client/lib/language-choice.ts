import { FALLBACK_LANGUAGE, firstLanguage, type Language } from '#shared/i18n/languages';
import { textEntry } from './storage';

/** The cookie the chosen language is kept in, for 30 days (SPEC §7); the server reads it too. */
export const LANGUAGE_COOKIE = 'lang';
/** Local storage keeps the choice too, under `lang`. */
const storedLanguage = textEntry('lang');

const COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * The language of this visit: `?lng=`, then the cookie, then local storage, then the browser's
 * languages in their order; English when none is supported. Tags count by their language
 * ('nb-NO' is Norwegian).
 */
export function detectLanguage(): Language {
  return (
    firstLanguage([
      new URLSearchParams(window.location.search).get('lng'),
      readCookie(LANGUAGE_COOKIE),
      storedLanguage.read(),
      ...window.navigator.languages,
      window.navigator.language,
    ]) ?? FALLBACK_LANGUAGE
  );
}

/** Keeps the choice for the next visit, in the cookie and local storage (blocked storage is skipped). */
export function keepLanguage(language: Language): void {
  storedLanguage.write(language);
  document.cookie = `${LANGUAGE_COOKIE}=${language}; max-age=${String(COOKIE_MAX_AGE_SECONDS)}; path=/; samesite=lax`;
}

function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}
