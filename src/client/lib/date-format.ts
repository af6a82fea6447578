import { dateLocales, FALLBACK_LANGUAGE, languageFromTag } from '#shared/i18n/languages';

/**
 * Intl's format of dates and times for a page in `language`, in the browser's own variant of that
 * language (dateLocales): a teacher reading English on a Norwegian or British browser sees 15:45,
 * not 3:45 PM.
 */
export function dateTimeFormat(
  language: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const page = languageFromTag(language) ?? FALLBACK_LANGUAGE;
  return new Intl.DateTimeFormat(dateLocales(page, navigator.languages), options);
}
