import i18next, {
  type BackendModule,
  type InitOptions,
  type ParseKeys,
  type i18n as I18n,
} from 'i18next';
import { initReactI18next } from 'react-i18next';
import { CATALOG_LOADERS, ON_DEMAND_LOADERS, type CatalogPart } from './catalog-loaders';
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

/**
 * Whether a page that shows the catalog's on-demand sections has opened: from then on every
 * language loads with them, so a switch of language on such a page shows it whole.
 */
let onDemandWanted = false;

/** The on-demand sections of each language, added to the running instance once each. */
const onDemandAdded = new Map<Language, Promise<void>>();

/**
 * Adds the catalog's on-demand sections (the teacher's and the information pages', a second file
 * per language) to the running app, for the language shown and every language after it.
 * Resolves once they are there; rejects if they cannot be fetched, as a page's code would. A
 * no-op for an instance given whole catalogs (tests).
 */
export function loadOnDemandSections(): Promise<void> {
  const instance = started;
  if (instance === undefined) return Promise.resolve();
  onDemandWanted = true;
  const language = currentLanguage(instance);
  const added = onDemandAdded.get(language);
  if (added !== undefined) return added;
  return remember(
    language,
    ON_DEMAND_LOADERS[language]().then((part) => {
      instance.addResourceBundle(language, 'translation', part, true, true);
    }),
  );
}

/** Keeps a language's on-demand sections' download; one that fails is tried again next time. */
function remember(language: Language, adding: Promise<unknown>): Promise<void> {
  const added = adding.then(() => undefined);
  onDemandAdded.set(language, added);
  added.catch(() => {
    if (onDemandAdded.get(language) === added) onDemandAdded.delete(language);
  });
  return added;
}

/**
 * i18next's loader plugin: a language's catalog comes from its own JSON file, with its on-demand
 * sections' file once a page has needed them.
 */
const catalogBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    if (!isLanguage(language)) {
      callback(null, {});
      return;
    }
    const parts: Promise<CatalogPart>[] = [CATALOG_LOADERS[language]()];
    if (onDemandWanted) {
      const onDemand = ON_DEMAND_LOADERS[language]();
      parts.push(onDemand);
      void remember(language, onDemand);
    }
    Promise.all(parts).then(
      (loaded) => callback(null, Object.assign({}, ...loaded) as CatalogPart),
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
    // A page shown while the on-demand sections arrive draws again once they are added.
    react: { useSuspense: false, bindI18nStore: 'added' },
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
