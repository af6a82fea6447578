import type { Catalog } from './catalogs';
import type { Language } from './languages';

/**
 * Each language's catalog as a module of its own, loaded when the language is used: the browser
 * downloads one catalog, not five. The server and the tests use CATALOGS, which has all of them.
 */
export const CATALOG_LOADERS: Readonly<Record<Language, () => Promise<Catalog>>> = {
  en: () =>
    import('./locales/en.json', { with: { type: 'json' } }).then((module) => module.default),
  no: () =>
    import('./locales/no.json', { with: { type: 'json' } }).then((module) => module.default),
  sv: () =>
    import('./locales/sv.json', { with: { type: 'json' } }).then((module) => module.default),
  da: () =>
    import('./locales/da.json', { with: { type: 'json' } }).then((module) => module.default),
  uk: () =>
    import('./locales/uk.json', { with: { type: 'json' } }).then((module) => module.default),
};
