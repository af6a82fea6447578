/** A catalog as nested objects of strings. */
type CatalogTree = { readonly [key: string]: unknown };

/**
 * What is wrong with a catalog compared with the reference: keys missing, keys extra, values
 * empty or not text, and placeholders ({{name}}) that differ from the reference's.
 */
export function catalogProblems(reference: CatalogTree, catalog: CatalogTree): string[] {
  const expected = flatten(reference);
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
