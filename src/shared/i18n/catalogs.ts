import da from './locales/da.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import nn from './locales/nn.json' with { type: 'json' };
import no from './locales/no.json' with { type: 'json' };
import sv from './locales/sv.json' with { type: 'json' };
import uk from './locales/uk.json' with { type: 'json' };
import daOnDemand from './locales/da.on-demand.json' with { type: 'json' };
import enOnDemand from './locales/en.on-demand.json' with { type: 'json' };
import nnOnDemand from './locales/nn.on-demand.json' with { type: 'json' };
import noOnDemand from './locales/no.on-demand.json' with { type: 'json' };
import svOnDemand from './locales/sv.on-demand.json' with { type: 'json' };
import ukOnDemand from './locales/uk.on-demand.json' with { type: 'json' };
import { SUPPORTED_LANGUAGES, type Language } from './languages';

/**
 * The shape every catalog has: the English one is the reference. A language's catalog is two
 * files: `locales/{language}.json`, what every page may show, and `locales/{language}.on-demand.json`,
 * the sections only the teacher's pages and the information pages show (teacher, classes, report,
 * legal, help, contact), which a browser fetches with those pages (client/lib/i18n.ts).
 */
export type Catalog = typeof en & typeof enOnDemand;

/** Each language's two files as they are, for what loads them apart (and its tests). */
export const CATALOG_FILES = {
  main: { en, no, nn, sv, da, uk } satisfies Record<Language, typeof en>,
  onDemand: {
    en: enOnDemand,
    no: noOnDemand,
    nn: nnOnDemand,
    sv: svOnDemand,
    da: daOnDemand,
    uk: ukOnDemand,
  } satisfies Record<Language, typeof enOnDemand>,
};

/** All translations, keyed by language, both files joined. `npm run i18n:check` keeps their keys identical. */
export const CATALOGS = Object.fromEntries(
  SUPPORTED_LANGUAGES.map((language) => [
    language,
    { ...CATALOG_FILES.main[language], ...CATALOG_FILES.onDemand[language] },
  ]),
) as Readonly<Record<Language, Catalog>>;
