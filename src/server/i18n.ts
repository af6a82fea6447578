import i18next from 'i18next';
import { CATALOGS, type Catalog } from '#shared/i18n/catalogs';
import {
  FALLBACK_LANGUAGE,
  SUPPORTED_LANGUAGES,
  languageFromAcceptHeader,
  type Language,
} from '#shared/i18n/languages';
import type { ErrorKey, WithoutPluralForm } from '#shared/contracts/error-codes';

const translator = i18next.createInstance();
void translator.init({
  initAsync: false,
  showSupportNotice: false,
  resources: Object.fromEntries(
    SUPPORTED_LANGUAGES.map((language) => [language, { translation: CATALOGS[language] }]),
  ),
  supportedLngs: [...SUPPORTED_LANGUAGES],
  fallbackLng: FALLBACK_LANGUAGE,
  interpolation: { escapeValue: false },
});

/** An API message in the given language, from the same catalogs the browser uses. */
export function translateError(
  language: Language,
  key: ErrorKey,
  values?: Readonly<Record<string, string | number>>,
): string {
  return translator.getFixedT(language)(key, values);
}

/** The language to answer a request in: the best match of its Accept-Language header. */
export function requestLanguage(headers: { 'accept-language'?: string | undefined }): Language {
  return languageFromAcceptHeader(headers['accept-language']);
}

/** The keys of the report texts (catalog section `report`). */
export type ReportKey =
  | `report.${WithoutPluralForm<keyof Catalog['report']>}`
  | `operations.${keyof Catalog['operations']}`;

/** A report text (CSV headers, PDF titles) in the given language. */
export function translateReport(
  language: Language,
  key: ReportKey,
  values?: Readonly<Record<string, string | number>>,
): string {
  return translator.getFixedT(language)(key, values);
}

/** A contact-form text (catalog section `contact`) in the given language. */
export function translateContact(language: Language, key: 'contact.success'): string {
  return translator.getFixedT(language)(key);
}
