import { pageLocales } from './date-format';

/** The items as one list in the words of a page in `language` ("Ada and Bo", "Ada og Bo"). */
export function listOf(items: readonly string[], language: string): string {
  return new Intl.ListFormat(pageLocales(language), { type: 'conjunction' }).format(items);
}
