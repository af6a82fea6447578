import i18next, { type InitOptions, type i18n as I18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { CATALOG_LOADERS } from './catalog-loaders';
import type { Catalog } from '#shared/i18n/catalogs';
import {
  FALLBACK_LANGUAGE,
  SUPPORTED_LANGUAGES,
  isLanguage,
  languageFromTag,
  type Language,
} from '#shared/i18n/languages';

/** The cookie the chosen language is kept in, for 30 days (43200 minutes, SPEC §7). */
export const LANGUAGE_COOKIE = 'lang';

/** Catalogs given up front (tests), by language. */
export type Catalogs = Partial<Readonly<Record<Language, Catalog>>>;

/**
 * The app's i18next instance, language detected from the query string (?lng=), the cookie, local
 * storage, the browser and the html tag, in that order, and kept in local storage and the
 * cookie. `<html lang>` follows the language. With `catalogs` it is ready at once (tests);
 * startI18n() instead loads only the catalog of the language in use.
 */
export function createI18n(options: {
  language?: Language;
  detect?: boolean;
  catalogs: Catalogs;
}): I18n {
  const instance = baseInstance(options.detect !== false);
  void instance.init({
    ...sharedOptions(options.language),
    initAsync: false,
    resources: Object.fromEntries(
      Object.entries(options.catalogs).map(([language, catalog]) => [
        language,
        { translation: catalog },
      ]),
    ),
  });
  return followDocumentLanguage(instance);
}

/**
 * The browser's instance: loads the catalog of the detected language (one download, from its
 * own chunk) before resolving, and each other language's catalog when the pupil switches to it,
 * before the switch shows.
 */
export async function startI18n(): Promise<I18n> {
  const instance = baseInstance(true);
  instance.use(
    resourcesToBackend((language: string) =>
      isLanguage(language) ? CATALOG_LOADERS[language]() : Promise.resolve({}),
    ),
  );
  await instance.init({ ...sharedOptions(undefined), initAsync: true });
  return followDocumentLanguage(instance);
}

function baseInstance(detect: boolean): I18n {
  const instance = i18next.createInstance();
  if (detect) instance.use(LanguageDetector);
  instance.use(initReactI18next);
  return instance;
}

function sharedOptions(language: Language | undefined): InitOptions {
  return {
    showSupportNotice: false,
    ...(language === undefined ? {} : { lng: language }),
    supportedLngs: [...SUPPORTED_LANGUAGES],
    // Every catalog has every key (npm run i18n:check), so a supported language needs no
    // fallback catalog; only an unsupported one falls back to English.
    fallbackLng: (code: string) => (isLanguage(code) ? [] : [FALLBACK_LANGUAGE]),
    load: 'languageOnly',
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
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
  };
}

function followDocumentLanguage(instance: I18n): I18n {
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
