import daUrl from '../../shared/i18n/locales/da.json?url';
import enUrl from '../../shared/i18n/locales/en.json?url';
import nnUrl from '../../shared/i18n/locales/nn.json?url';
import noUrl from '../../shared/i18n/locales/no.json?url';
import daOnDemandUrl from '../../shared/i18n/locales/da.on-demand.json?url';
import enOnDemandUrl from '../../shared/i18n/locales/en.on-demand.json?url';
import nnOnDemandUrl from '../../shared/i18n/locales/nn.on-demand.json?url';
import noOnDemandUrl from '../../shared/i18n/locales/no.on-demand.json?url';
import svOnDemandUrl from '../../shared/i18n/locales/sv.on-demand.json?url';
import ukOnDemandUrl from '../../shared/i18n/locales/uk.on-demand.json?url';
import svUrl from '../../shared/i18n/locales/sv.json?url';
import ukUrl from '../../shared/i18n/locales/uk.json?url';
import type { Catalog } from '#shared/i18n/catalogs';
import type { Language } from '#shared/i18n/languages';

/** Some of a catalog's sections, as one of its two files holds them. */
export type CatalogPart = Partial<Catalog>;

/** Where the build puts each language's catalog: hashed JSON files, kept for a year. */
const CATALOG_URLS: Readonly<Record<Language, string>> = {
  en: enUrl,
  no: noUrl,
  nn: nnUrl,
  sv: svUrl,
  da: daUrl,
  uk: ukUrl,
};

const ON_DEMAND_URLS: Readonly<Record<Language, string>> = {
  en: enOnDemandUrl,
  no: noOnDemandUrl,
  nn: nnOnDemandUrl,
  sv: svOnDemandUrl,
  da: daOnDemandUrl,
  uk: ukOnDemandUrl,
};

/**
 * Each language's catalog as a JSON file of its own, fetched when the language is used: the
 * browser downloads one catalog, not six, and parses it as data, which costs a slow phone less
 * than running the same text as a script. The server and the tests use CATALOGS, which has all
 * of them.
 */
export const CATALOG_LOADERS = loadersOf(CATALOG_URLS);

/**
 * The sections only the teacher's pages and the information pages show, a second file per
 * language (shared/i18n/catalogs.ts), fetched with those pages.
 */
export const ON_DEMAND_LOADERS = loadersOf(ON_DEMAND_URLS);

function loadersOf(
  urls: Readonly<Record<Language, string>>,
): Readonly<Record<Language, () => Promise<CatalogPart>>> {
  return Object.fromEntries(
    Object.entries(urls).map(([language, url]) => [language, () => fetchCatalog(url)]),
  ) as Record<Language, () => Promise<CatalogPart>>;
}

async function fetchCatalog(url: string): Promise<CatalogPart> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`The catalog ${url} answered ${String(response.status)}`);
  return (await response.json()) as CatalogPart;
}
