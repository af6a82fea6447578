/** A catalog as nested objects of strings. */
type CatalogTree = { readonly [key: string]: unknown };

/** The suffix of a plural form's key (i18next's: `seconds_one`, `seconds_other`). */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * What is wrong with a catalog of `language` compared with the reference: keys missing, keys
 * extra, values empty or not text, and placeholders ({{name}}) that differ from the reference's.
 * A key the reference has in plural forms (`wait_one`, `wait_other`) must be there in exactly the
 * forms the language's plural rules name (Ukrainian's one, few, many and other), each with the
 * placeholders of the reference's `_other`.
 */
export function catalogProblems(
  reference: CatalogTree,
  catalog: CatalogTree,
  language: string,
): string[] {
  const expected = expectedKeys(flatten(reference), language);
  const actual = flatten(catalog);
  const problems: string[] = [];
  for (const [key, value] of expected) {
    const translated = actual.get(key);
    if (translated === undefined) problems.push(`missing key ${key}`);
    else if (typeof translated !== 'string' || translated.trim() === '')
      problems.push(`empty value at ${key}`);
    else if (placeholders(translated) !== placeholders(String(value))) {
      problems.push(
        `placeholders differ at ${key}: ${placeholders(translated)} instead of ${placeholders(String(value))}`,
      );
    }
  }
  for (const key of actual.keys()) if (!expected.has(key)) problems.push(`extra key ${key}`);
  return problems;
}

/**
 * The reference's keys with the text each must match placeholders with, its plural forms
 * replaced by the language's: every form matches the reference's `_other`.
 */
function expectedKeys(reference: Map<string, unknown>, language: string): Map<string, unknown> {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const expected = new Map<string, unknown>();
  for (const [key, value] of reference) {
    if (!PLURAL_SUFFIX.test(key)) expected.set(key, value);
    else {
      const base = key.replace(PLURAL_SUFFIX, '');
      const other = reference.get(`${base}_other`) ?? value;
      for (const category of categories) expected.set(`${base}_${category}`, other);
    }
  }
  return expected;
}

function flatten(tree: CatalogTree, prefix = ''): Map<string, unknown> {
  const result = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = `${prefix}${key}`;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const [inner, innerValue] of flatten(value as CatalogTree, `${path}.`))
        result.set(inner, innerValue);
    } else {
      result.set(path, value);
    }
  }
  return result;
}

function placeholders(text: string): string {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)]
    .map((match) => match[1])
    .sort()
    .join(',');
}
