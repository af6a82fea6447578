import { dateLocales, FALLBACK_LANGUAGE, languageFromTag } from '#shared/i18n/languages';

/**
 * The items as one list in the words of a page in `language` ("Ada and Bo", "Ada og Bo"), in the
 * locales its dates are written in (dateLocales): British English for English, and Bokmål after
 * Nynorsk, whose list words Chromium lacks (it wrote "Ada and Bo" on a Nynorsk page).
 */
export function listOf(items: readonly string[], language: string): string {
  const page = languageFromTag(language) ?? FALLBACK_LANGUAGE;
  return new Intl.ListFormat(dateLocales(page, navigator.languages), {
    type: 'conjunction',
  }).format(items);
}
