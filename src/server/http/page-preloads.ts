import fs from 'node:fs';
import path from 'node:path';
import { firstPageOf, type FirstPage } from '#shared/contracts/first-pages';
import { firstLanguage, languageFromAcceptHeader, type Language } from '#shared/i18n/languages';
import { localizePage } from './page-language';

/** One chunk of Vite's build manifest (dist/client/.vite/manifest.json). */
interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
  readonly css?: readonly string[];
}

type Manifest = Readonly<Record<string, ManifestChunk>>;

/** The source of each first page's code, as the build manifest names it (under src/client). */
export const FIRST_PAGE_SOURCES: Readonly<Record<FirstPage, string>> = {
  home: 'features/home/home-page.tsx',
  join: 'features/join/join-page.tsx',
  difficulty: 'features/practice/difficulty-page.tsx',
  practice: 'features/practice/practice-page.tsx',
  teacher: 'features/teacher/components/teacher-page.tsx',
};

/**
 * What a first visit shows before the page: the cookie banner and, unless the link names the
 * language, the language chooser. Both load only when shown, so a returning visitor never
 * downloads them.
 */
const COOKIE_BANNER_SOURCE = 'features/consent/cookie-consent-panel.tsx';
const LANGUAGE_CHOOSER_SOURCE = 'features/settings/language-chooser.tsx';

const LANGUAGE_COOKIE = /(?:^|;\s*)lang=([a-z]{2})(?:;|$)/;

/** What decides a page's preloads: its path, `?lng=`, the language cookie, Accept-Language. */
export interface PageRequest {
  readonly url: string;
  readonly cookie: string | undefined;
  readonly acceptLanguage: string | undefined;
}

/**
 * index.html for a page, with the code of that page and the catalog of the visitor's language (a
 * JSON file) named in its head, so the browser fetches them with the app's own code instead of
 * after it (one round trip less before the first paint on a slow network). The language is found
 * as the client finds it: `?lng=`, then the `lang` cookie, then the browser's languages. A
 * request without the `lang` cookie (which the app sets on every visit) is taken for a first
 * visit and also names the cookie banner's code, and the language chooser's when the link names
 * no language. The page's language, description and manifest link follow the visitor's language
 * (localizePage). Each variant is built once. Without a build manifest the page is index.html as
 * built, in the visitor's language.
 */
export function createPageHtml(clientDir: string): (request: PageRequest) => string {
  const indexHtml = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const manifest = readManifest(clientDir);
  const variants = new Map<string, string>();
  return (request) => {
    const language = languageOf(request);
    if (manifest === undefined) return localizePage(indexHtml, language);
    const pathname = request.url.split('?')[0] ?? '/';
    const first = firstPageOf(pathname);
    const page = first === undefined ? undefined : FIRST_PAGE_SOURCES[first];
    const sources = [
      ...catalogSources(first, language),
      ...(page === undefined ? [] : [page]),
      ...firstVisitSources(request),
    ];
    const key = sources.join('|');
    let html = variants.get(key);
    if (html === undefined) {
      html = localizePage(withPreloads(indexHtml, manifest, sources), language);
      variants.set(key, html);
    }
    return html;
  };
}

function readManifest(clientDir: string): Manifest | undefined {
  try {
    return JSON.parse(
      fs.readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Manifest;
  } catch {
    return undefined;
  }
}

function languageOf({ url, cookie, acceptLanguage }: PageRequest): Language {
  const query = new URLSearchParams(url.split('?')[1] ?? '').get('lng');
  const fromCookie = LANGUAGE_COOKIE.exec(cookie ?? '')?.[1];
  return firstLanguage([query, fromCookie]) ?? languageFromAcceptHeader(acceptLanguage);
}

/**
 * The catalog files a page shows first: the language's catalog, and for the teacher's page its
 * on-demand sections too (shared/i18n/catalogs.ts), which it would otherwise fetch only once its
 * code had come.
 */
function catalogSources(first: FirstPage | undefined, language: Language): string[] {
  const catalog = `../shared/i18n/locales/${language}.json`;
  return first === 'teacher'
    ? [catalog, `../shared/i18n/locales/${language}.on-demand.json`]
    : [catalog];
}

function firstVisitSources({ url, cookie }: PageRequest): string[] {
  if (LANGUAGE_COOKIE.test(cookie ?? '')) return [];
  const languageInLink = new URLSearchParams(url.split('?')[1] ?? '').has('lng');
  return languageInLink ? [COOKIE_BANNER_SOURCE] : [COOKIE_BANNER_SOURCE, LANGUAGE_CHOOSER_SOURCE];
}

function withPreloads(indexHtml: string, manifest: Manifest, sources: readonly string[]): string {
  const alreadyNamed = new Set<string>();
  for (const match of indexHtml.matchAll(/(?:href|src)="\/([^"]+)"/g))
    if (match[1] !== undefined) alreadyNamed.add(match[1]);
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (chunk === undefined || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) visit(source);
  const links = [
    ...[...styles]
      .filter((file) => !alreadyNamed.has(file))
      .map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
    ...[...scripts]
      .filter((file) => !alreadyNamed.has(file))
      .map((file) => `<link ${preloadKind(file)} crossorigin href="/${file}">`),
  ];
  return links.length === 0 ? indexHtml : indexHtml.replace('</head>', `${links.join('')}</head>`);
}

/** A catalog is data the client fetches; everything else is a module. */
function preloadKind(file: string): string {
  return file.endsWith('.json') ? 'rel="preload" as="fetch"' : 'rel="modulepreload"';
}
