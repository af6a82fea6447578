import i18next, {
  type BackendModule,
  type InitOptions,
  type ParseKeys,
  type i18n as I18n,
} from 'i18next';
import { initReactI18next } from 'react-i18next';
import { CATALOG_LOADERS, ON_DEMAND_LOADERS } from './catalog-loaders';
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
export function startI18n(): Promise<I18n> {
  starting ??= startInstance();
  return starting;
}

async function startInstance(): Promise<I18n> {
  const instance = baseInstance(true);
  instance.use(catalogBackend);
  await instance.init({ ...sharedOptions(detectLanguage()), initAsync: true });
  instance.on('languageChanging', (language: string) => {
    languageComing = isLanguage(language) ? language : undefined;
  });
  // A language switched to while the on-demand sections were first being fetched missed them.
  instance.on('languageChanged', (language) => {
    languageComing = undefined;
    if (wantsOnDemandSections(instance) && !instance.hasResourceBundle(language, ON_DEMAND))
      void instance.loadNamespaces(ON_DEMAND);
  });
  started = followDocumentLanguage(instance);
  return started;
}

let starting: Promise<I18n> | undefined;
/** The language a switch under way goes to, until it is shown. */
let languageComing: Language | undefined;
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
 * The namespace of the catalog's on-demand sections (the teacher's and the information pages', a
 * second file per language). A key not in the main namespace is looked up there (`fallbackNS`),
 * so the code names every key as one catalog.
 */
const ON_DEMAND = 'on-demand';

function wantsOnDemandSections(instance: I18n): boolean {
  const namespaces = instance.options.ns;
  return Array.isArray(namespaces) && namespaces.includes(ON_DEMAND);
}

/**
 * Adds the catalog's on-demand sections to the running app, for the language shown and, as
 * i18next then loads every namespace it has been asked for, for every language switched to
 * after. Waits for the start if it is still under way (a visit that opens on the teacher's
 * page). Resolves once they are there; rejects once the download has failed six times in about
 * 11 s, as a page's code would fail, and the next call tries again. A no-op where the app was
 * never started (tests give whole catalogs).
 */
export async function loadOnDemandSections(): Promise<void> {
  const instance = started ?? (await starting);
  if (instance === undefined) return;
  let readFor = currentLanguage(instance);
  await instance.loadNamespaces(ON_DEMAND);
  // A switch under way when they were asked for goes to a language they were not read for:
  // read them for it too (a read already under way for it is waited for, not made twice).
  for (let round = 0; round < 3; round += 1) {
    const language = languageComing ?? currentLanguage(instance);
    if (instance.hasResourceBundle(language, ON_DEMAND)) return;
    if (language === readFor) break;
    readFor = language;
    await instance.reloadResources([language], [ON_DEMAND]);
  }
  throw new Error(`The on-demand sections of the ${readFor} catalog could not be fetched`);
}

/** What became of a language switch. */
export type SwitchOutcome = 'switched' | 'failed' | 'overtaken';

/** Counts the switches asked for, so that only the latest is made. */
let switchesAsked = 0;

/**
 * Switches the running app to `language` once every catalog file it needs is there for that
 * language (the main file, and the on-demand sections once a page has asked for them, even while
 * this switch waits). When a file could not be fetched (after i18next's tries, about 11 s), the
 * app stays in its language: switched anyway, every text of the missing file would show as its
 * bare key. Only the latest switch asked for is made: an earlier one still loading is
 * 'overtaken', neither made nor failed.
 */
export async function switchLanguage(instance: I18n, language: Language): Promise<SwitchOutcome> {
  switchesAsked += 1;
  const asked = switchesAsked;
  const whole = await loadWholeCatalog(instance, language);
  if (asked !== switchesAsked) return 'overtaken';
  if (!whole) return 'failed';
  // Everything is there, so i18next switches without waiting for a download.
  await instance.changeLanguage(language);
  return 'switched';
}

/** The namespaces the app has needed so far (the main one, and the on-demand one once asked). */
function namespacesNeeded(instance: I18n): string[] {
  const namespaces: unknown = instance.options.ns;
  return Array.isArray(namespaces)
    ? namespaces.filter((namespace): namespace is string => typeof namespace === 'string')
    : ['translation'];
}

/**
 * Loads every file of `language`'s catalog the app needs that is not there yet, those a page asks
 * for while this waits included, and resolves whether they all are. A file that failed before is
 * tried again (i18next's loadLanguages asks for a language only once, so a file it could not
 * fetch stayed missing).
 */
export async function loadWholeCatalog(instance: I18n, language: string): Promise<boolean> {
  const missing = () =>
    namespacesNeeded(instance).filter(
      (namespace) => !instance.hasResourceBundle(language, namespace),
    );
  const tried = new Set<string>();
  for (let next = missing(); next.length > 0; next = missing()) {
    // A file tried here and still missing could not be fetched.
    if (next.some((namespace) => tried.has(namespace))) return false;
    for (const namespace of next) tried.add(namespace);
    await instance.reloadResources([language], next);
  }
  return true;
}

/**
 * i18next's loader plugin: a language's catalog comes from its own JSON file, the on-demand
 * sections from a second one. A failed download is tried again (i18next waits 350 ms, then twice
 * as long each time, five times), and after that at the next call for it.
 */
const catalogBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    if (!isLanguage(language)) {
      callback(null, {});
      return;
    }
    const loaders = namespace === ON_DEMAND ? ON_DEMAND_LOADERS : CATALOG_LOADERS;
    loaders[language]().then(
      (catalog) => callback(null, catalog),
      (error: unknown) => callback(error instanceof Error ? error : String(error), true),
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
    ns: ['translation'],
    defaultNS: 'translation',
    fallbackNS: ON_DEMAND,
    // A page shown while a language's on-demand sections arrive draws again once they are loaded.
    react: { useSuspense: false, bindI18n: 'languageChanged loaded' },
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
