import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FIRST_PAGE_SOURCES, createPageHtml } from './page-preloads';

const INDEX_HTML =
  '<html><head><script type="module" src="/assets/index-1.js"></script>' +
  '<link rel="modulepreload" href="/assets/shell-1.js"></head><body></body></html>';

const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', imports: ['_shell-1.js'] },
  '_shell-1.js': { file: 'assets/shell-1.js' },
  '_practice-view-1.js': { file: 'assets/practice-view-1.js', css: ['assets/practice-view-1.css'] },
  'features/practice/practice-page.tsx': {
    file: 'assets/practice-page-1.js',
    imports: ['index.html', '_shell-1.js', '_practice-view-1.js'],
  },
  'features/home/home-page.tsx': { file: 'assets/home-page-1.js', imports: ['_shell-1.js'] },
  'features/consent/cookie-consent-panel.tsx': {
    file: 'assets/cookie-consent-panel-1.js',
    imports: ['_shell-1.js'],
    css: ['assets/cookie-consent-panel-1.css'],
  },
  'features/settings/language-chooser.tsx': {
    file: 'assets/language-chooser-1.js',
    imports: ['_shell-1.js'],
  },
  '../shared/i18n/locales/en.json': { file: 'assets/en-1.json' },
  '../shared/i18n/locales/no.json': { file: 'assets/no-1.json' },
  '../shared/i18n/locales/uk.json': { file: 'assets/uk-1.json' },
  '../shared/i18n/locales/no.on-demand.json': { file: 'assets/no.on-demand-1.json' },
  'features/teacher/components/teacher-page.tsx': {
    file: 'assets/teacher-page-1.js',
    imports: ['_shell-1.js'],
  },
};

describe('createPageHtml', () => {
  let clientDir: string;

  beforeEach(() => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-html-'));
    fs.writeFileSync(path.join(clientDir, 'index.html'), INDEX_HTML);
    fs.mkdirSync(path.join(clientDir, '.vite'));
    fs.writeFileSync(path.join(clientDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  });

  afterEach(() => {
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  const headLinks = (html: string) =>
    [...html.matchAll(/href="\/(assets\/[^"]+)"/g)].map((m) => m[1]);

  it('names the practice page’s code, its styles and the catalog of ?lng= once each', () => {
    const html = createPageHtml(clientDir)({
      url: '/practice/addition?lng=no',
      cookie: 'lang=uk',
      acceptLanguage: 'en',
    });
    expect(headLinks(html)).toEqual([
      'assets/shell-1.js',
      'assets/practice-view-1.css',
      'assets/no-1.json',
      'assets/practice-page-1.js',
      'assets/practice-view-1.js',
    ]);
    expect(html).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/practice-view-1.css">',
    );
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/assets/no-1.json">');
  });

  it('names the teacher page’s code with both of its catalog files, and no student page the second', () => {
    const pageHtml = createPageHtml(clientDir);
    const request = { cookie: 'lang=no', acceptLanguage: undefined };
    expect(headLinks(pageHtml({ ...request, url: '/teacher' }))).toEqual([
      'assets/shell-1.js',
      'assets/no-1.json',
      'assets/no.on-demand-1.json',
      'assets/teacher-page-1.js',
    ]);
    for (const url of ['/', '/practice/addition', '/join'])
      expect(pageHtml({ ...request, url })).not.toContain('on-demand');
  });

  it('names each first page by a source file the client has', () => {
    for (const source of Object.values(FIRST_PAGE_SOURCES))
      expect(fs.existsSync(path.join('src/client', source)), source).toBe(true);
  });

  it('takes the language from the cookie, then from the browser, as the client does', () => {
    const pageHtml = createPageHtml(clientDir);
    const request = { url: '/', cookie: undefined, acceptLanguage: undefined };
    expect(pageHtml({ ...request, cookie: 'consent=1; lang=uk' })).toContain('/assets/uk-1.json');
    expect(pageHtml({ ...request, acceptLanguage: 'nb-NO,nb;q=0.9,en;q=0.5' })).toContain(
      '/assets/no-1.json',
    );
    expect(pageHtml({ ...request, acceptLanguage: 'fr-FR' })).toContain('/assets/en-1.json');
    expect(pageHtml({ ...request, cookie: 'lang=xx' })).toContain('/assets/home-page-1.js');
    // A link's ?lng= counts as a browser tag would, as on the client: nb is Norwegian.
    expect(pageHtml({ ...request, url: '/?lng=nb', cookie: 'lang=uk' })).toContain(
      '/assets/no-1.json',
    );
  });

  it('names the cookie banner on a first visit, the language chooser too without ?lng=, and neither for a returning visitor', () => {
    const pageHtml = createPageHtml(clientDir);
    const firstVisit = headLinks(pageHtml({ url: '/', cookie: undefined, acceptLanguage: 'sv' }));
    expect(firstVisit).toContain('assets/cookie-consent-panel-1.js');
    expect(firstVisit).toContain('assets/cookie-consent-panel-1.css');
    expect(firstVisit).toContain('assets/language-chooser-1.js');
    const fromLink = headLinks(
      pageHtml({ url: '/join?lng=no&code=K7QM3P', cookie: 'consent=1', acceptLanguage: undefined }),
    );
    expect(fromLink).toContain('assets/cookie-consent-panel-1.js');
    expect(fromLink).not.toContain('assets/language-chooser-1.js');
    const returning = headLinks(pageHtml({ url: '/', cookie: 'lang=sv', acceptLanguage: 'sv' }));
    expect(returning).not.toContain('assets/cookie-consent-panel-1.js');
    expect(returning).not.toContain('assets/language-chooser-1.js');
    expect(returning).toContain('assets/home-page-1.js');
  });

  it('names only the catalog on a page it has no code for, and falls back to index.html without a manifest', () => {
    const html = createPageHtml(clientDir)({
      url: '/privacy',
      cookie: 'lang=uk',
      acceptLanguage: undefined,
    });
    expect(headLinks(html)).toEqual(['assets/shell-1.js', 'assets/uk-1.json']);
    fs.rmSync(path.join(clientDir, '.vite'), { recursive: true });
    expect(
      createPageHtml(clientDir)({ url: '/', cookie: undefined, acceptLanguage: undefined }),
    ).toBe(INDEX_HTML);
  });
});
