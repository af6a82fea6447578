import i18next, {
  type BackendModule,
  type InitOptions,
  type ParseKeys,
  type i18n as I18n,
} from 'i18next';
import { initReactI18next } from 'react-i18next';
import { CATALOG_LOADERS } from './catalog-loaders';
import { detectLanguage, keepLanguage } from './language-choice';
import type { Catalog } from '#shared/i18n/catalogs';
import {
  FALLBACK_LANGUAGE,
  LOCALIZED_MANIFEST_PATH,
  SUPPORTED_LANGUAGES,
  isLanguage,
  localizedManifestHref,
  type Language,
} from '#shared/i18n/languages';

/** Catalogs given up front (tests), by language. */
export type Catalogs = Partial<Readonly<Record<Language, Catalog>>>;

/**
 * The app's i18next instance, language detected from the query string (?lng=), the cookie, local
 * storage and the browser, in that order (language-choice.ts), and kept in local storage and the
 * cookie. `<html lang>` follows the language. With `catalogs` it is ready at once (tests);
 * startI18n() instead loads only the catalog of the language in use.
 */
export function createI18n(options: {
  language?: Language;
  detect?: boolean;
  catalogs: Catalogs;
}): I18n {
  const detect = options.detect !== false;
  const instance = baseInstance(detect);
  void instance.init({
    ...sharedOptions(options.language ?? (detect ? detectLanguage() : undefined)),
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
 * own chunk) before resolving, and each other language's catalog when the student switches to it,
 * before the switch shows.
 */
export async function startI18n(): Promise<I18n> {
  const instance = baseInstance(true);
  instance.use(catalogBackend);
  await instance.init({ ...sharedOptions(detectLanguage()), initAsync: true });
  started = followDocumentLanguage(instance);
  return started;
}

let started: I18n | undefined;

/**
 * A message in the running app's language, for code outside React (the API client's own
 * errors); the key itself before startI18n() has finished.
 */
export function translateOutsideReact(
  key: ParseKeys,
  values: Record<string, string | number> = {},
): string {
  return started === undefined ? key : started.t(key, values);
}

/** i18next's loader plugin: a language's catalog comes from its own JSON file. */
const catalogBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    if (!isLanguage(language)) {
      callback(null, {});
      return;
    }
    CATALOG_LOADERS[language]().then(
      (catalog) => callback(null, catalog),
      (error: unknown) => callback(error instanceof Error ? error : String(error), false),
    );
  },
};

/** An instance with React bound; `keep` remembers every language it switches to. */
function baseInstance(keep: boolean): I18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next);
  if (keep)
    instance.on('languageChanged', (language) => {
      if (isLanguage(language)) keepLanguage(language);
    });
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
  };
}

function followDocumentLanguage(instance: I18n): I18n {
  const applyToDocument = (language: string) => {
    const shown = isLanguage(language) ? language : FALLBACK_LANGUAGE;
    document.documentElement.lang = shown;
    // The server sent these in the first language; a change in the app follows here.
    document
      .querySelector('meta[name="description"]')
      ?.setAttribute('content', instance.t('app.description'));
    document
      .querySelector(`link[rel="manifest"][href^="${LOCALIZED_MANIFEST_PATH}"]`)
      ?.setAttribute('href', localizedManifestHref(shown));
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
