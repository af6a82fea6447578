import da from './locales/da.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import nn from './locales/nn.json' with { type: 'json' };
import no from './locales/no.json' with { type: 'json' };
import sv from './locales/sv.json' with { type: 'json' };
import uk from './locales/uk.json' with { type: 'json' };
import type { Language } from './languages';

/** The shape every catalog has: the English one is the reference. */
export type Catalog = typeof en;

/** All translations, keyed by language. `npm run i18n:check` keeps their keys identical. */
export const CATALOGS: Readonly<Record<Language, Catalog>> = { en, no, nn, sv, da, uk };
