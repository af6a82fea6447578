/** The languages the app speaks, in the order the language switcher lists them. */
export const SUPPORTED_LANGUAGES = ['en', 'no', 'nn', 'sv', 'da', 'uk'] as const;

/** One of the supported language codes. */
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

/** The language used when nothing better is known (SPEC §5). */
export const FALLBACK_LANGUAGE: Language = 'en';

/** The path of localizedManifestHref. */
export const LOCALIZED_MANIFEST_PATH = '/app.webmanifest';

/**
 * Where the web app manifest is served in a language: the page links it (the server in the first
 * HTML, the app on a change of language) and the server answers it. A query, not the cookie, as
 * a browser fetches the manifest without cookies.
 */
export function localizedManifestHref(language: Language): string {
  return `${LOCALIZED_MANIFEST_PATH}?lng=${language}`;
}

/** Each language's name in itself, for the switcher. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  no: 'Norsk bokmål',
  nn: 'Norsk nynorsk',
  sv: 'Svenska',
  da: 'Dansk',
  uk: 'Українська',
};

/** True for the supported codes only. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The supported language a browser tag stands for, or undefined: 'nb-NO' and 'no' are Norwegian
 * Bokmål, 'nn-NO' Nynorsk, 'sv-FI' is Swedish, 'en-GB' English, and so on.
 */
export function languageFromTag(tag: string): Language | undefined {
  const base = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  if (base === 'nb') return 'no';
  return isLanguage(base) ? base : undefined;
}

/**
 * The locales to write dates and times in on a page in `language`, first choice first, for Intl,
 * which takes the first it has: the browser's first language when it is a variant of that one
 * (en-GB's 24-hour clock, en-US's 12-hour one), else British English for English, as pupils and
 * teachers in Europe write it (Intl's plain 'en' is American, and a Norwegian browser lists en-US
 * after nb-NO), else the language itself; then Bokmål for Nynorsk, whose dates Chromium lacks
 * (it wrote them in American English). A tag Intl cannot read is passed over.
 */
export function dateLocales(language: Language, browserTags: readonly string[]): string[] {
  const [first] = browserTags;
  const chosen =
    first?.includes('-') === true && languageFromTag(first) === language && isLocale(first)
      ? first
      : language === 'en'
        ? 'en-GB'
        : language;
  return language === 'nn' || language === 'no' ? [chosen, 'nb'] : [chosen];
}

function isLocale(tag: string): boolean {
  try {
    return Intl.DateTimeFormat.supportedLocalesOf(tag).length > 0;
  } catch {
    return false;
  }
}

/**
 * The first candidate that names a supported language (as a code or a browser tag), in order of
 * precedence; undefined when none does. The client at start (`?lng=`, cookie, local storage,
 * browser) and the server naming the catalog to preload (`?lng=`, cookie, Accept-Language) decide
 * with this one rule, so the catalog the page preloads is the one the app asks for.
 */
export function firstLanguage(
  candidates: readonly (string | null | undefined)[],
): Language | undefined {
  for (const candidate of candidates) {
    const language = candidate ? languageFromTag(candidate) : undefined;
    if (language !== undefined) return language;
  }
  return undefined;
}

/**
 * The best supported language for an Accept-Language header, by its q-values; the fallback when
 * none is supported or the header is missing.
 */
export function languageFromAcceptHeader(header: string | undefined): Language {
  if (!header) return FALLBACK_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { language: languageFromTag(tag), quality: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.language !== undefined && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked[0]?.language ?? FALLBACK_LANGUAGE;
}
