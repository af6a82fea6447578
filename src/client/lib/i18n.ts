import i18next, { type i18n as I18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { CATALOGS } from '#shared/i18n/catalogs';
import {
  FALLBACK_LANGUAGE,
  SUPPORTED_LANGUAGES,
  isLanguage,
  languageFromTag,
  type Language,
} from '#shared/i18n/languages';

const resources = Object.fromEntries(
  SUPPORTED_LANGUAGES.map((language) => [language, { translation: CATALOGS[language] }]),
);

/** The cookie the chosen language is kept in, for 30 days (43200 minutes, SPEC §7). */
export const LANGUAGE_COOKIE = 'lang';

/**
 * The app's i18next instance: catalogs bundled (no network), language detected from the query
 * string (?lng=), the cookie, local storage, the browser and the html tag, in that order, and
 * kept in local storage and the cookie. `<html lang>` follows the language.
 */
export function createI18n(options: { language?: Language; detect?: boolean } = {}): I18n {
  const instance = i18next.createInstance();
  if (options.detect !== false) instance.use(LanguageDetector);
  instance.use(initReactI18next);
  void instance.init({
    initAsync: false,
    showSupportNotice: false,
    resources,
    ...(options.language === undefined ? {} : { lng: options.language }),
    supportedLngs: [...SUPPORTED_LANGUAGES],
    fallbackLng: FALLBACK_LANGUAGE,
    load: 'languageOnly',
    interpolation: { escapeValue: false },
    returnNull: false,
    detection: {
      order: ['querystring', 'cookie', 'localStorage', 'navigator', 'htmlTag'],
      lookupQuerystring: 'lng',
      lookupCookie: LANGUAGE_COOKIE,
      lookupLocalStorage: 'lang',
      caches: ['localStorage', 'cookie'],
      cookieMinutes: 43200,
      cookieOptions: { path: '/', sameSite: 'lax' },
      convertDetectedLanguage: (tag: string) => languageFromTag(tag) ?? tag,
    },
  });
  const applyToDocument = (language: string) => {
    document.documentElement.lang = isLanguage(language) ? language : FALLBACK_LANGUAGE;
  };
  applyToDocument(instance.resolvedLanguage ?? FALLBACK_LANGUAGE);
  instance.on('languageChanged', applyToDocument);
  return instance;
}

/** The current language of an instance as one of the supported codes. */
export function currentLanguage(instance: I18n): Language {
  const language = instance.resolvedLanguage ?? instance.language;
  return isLanguage(language) ? language : FALLBACK_LANGUAGE;
}
