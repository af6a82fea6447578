import { dateLocales, FALLBACK_LANGUAGE, languageFromTag } from '#shared/i18n/languages';

/**
 * The locales Intl writes a page in `language` in (its dates, numbers and lists), first choice
 * first (dateLocales): the browser's own variant of the language, British English for English,
 * and Bokmål after Nynorsk, which Chromium lacks (it wrote 2.5 and "Ada and Bo" on a Nynorsk page).
 */
export function pageLocales(language: string): string[] {
  return dateLocales(languageFromTag(language) ?? FALLBACK_LANGUAGE, navigator.languages);
}

/**
 * Intl's format of dates and times for a page in `language` (pageLocales): a teacher reading
 * English on a Norwegian or British browser sees 15:45, not 3:45 PM.
 */
export function dateTimeFormat(
  language: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(pageLocales(language), options);
}
