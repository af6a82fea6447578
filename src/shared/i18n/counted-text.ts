import type { Language } from './languages';

/**
 * A catalog text in plural forms (`wait_one`, `wait_other` in `section`) for `count`, as i18next
 * picks and fills it: the form the language's plural rules name, its `{{count}}` the number. For
 * tests that hold a message up against the catalog; other placeholders stay as they are.
 */
export function countedText(
  section: Readonly<Record<string, string>>,
  key: string,
  count: number,
  language: Language,
): string {
  const form = new Intl.PluralRules(language).select(count);
  const text = section[`${key}_${form}`] ?? section[`${key}_other`];
  if (text === undefined) throw new Error(`no plural forms of ${key}`);
  return text.replaceAll('{{count}}', String(count));
}
