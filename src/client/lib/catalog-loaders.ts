import daUrl from '../../shared/i18n/locales/da.json?url';
import enUrl from '../../shared/i18n/locales/en.json?url';
import nnUrl from '../../shared/i18n/locales/nn.json?url';
import noUrl from '../../shared/i18n/locales/no.json?url';
import svUrl from '../../shared/i18n/locales/sv.json?url';
import ukUrl from '../../shared/i18n/locales/uk.json?url';
import type { Catalog } from '#shared/i18n/catalogs';
import type { Language } from '#shared/i18n/languages';

/** Where the build puts each language's catalog: a hashed JSON file, kept for a year. */
const CATALOG_URLS: Readonly<Record<Language, string>> = {
  en: enUrl,
  no: noUrl,
  nn: nnUrl,
  sv: svUrl,
  da: daUrl,
  uk: ukUrl,
};

/**
 * Each language's catalog as a JSON file of its own, fetched when the language is used: the
 * browser downloads one catalog, not six, and parses it as data, which costs a slow phone less
 * than running the same text as a script. The server and the tests use CATALOGS, which has all
 * of them.
 */
export const CATALOG_LOADERS: Readonly<Record<Language, () => Promise<Catalog>>> =
  Object.fromEntries(
    Object.entries(CATALOG_URLS).map(([language, url]) => [language, () => fetchCatalog(url)]),
  ) as Record<Language, () => Promise<Catalog>>;

async function fetchCatalog(url: string): Promise<Catalog> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`The catalog ${url} answered ${String(response.status)}`);
  return (await response.json()) as Catalog;
}
