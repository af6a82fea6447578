import { describe, expect, it } from 'vitest';
import { CATALOGS } from '#shared/i18n/catalogs';
import { localizeManifest, localizePage } from './page-language';

const BUILT_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta
      name="description"
      content="${CATALOGS.en.app.description}"
    />
  <link rel="manifest" href="/manifest.webmanifest"></head>
</html>`;

const BUILT_MANIFEST = JSON.stringify({
  name: 'Mattemester',
  description: CATALOGS.en.app.description,
  lang: 'en',
  start_url: '/',
});

describe('the page in the visitor’s language', () => {
  it('sets <html lang>, the description and a manifest link naming the language', () => {
    const page = localizePage(BUILT_PAGE, 'uk');
    expect(page).toContain('<html lang="uk">');
    expect(page).toContain(`content="${CATALOGS.uk.app.description}"`);
    expect(page).not.toContain(CATALOGS.en.app.description);
    expect(page).toContain('rel="manifest" href="/app.webmanifest?lng=uk"');
  });

  it('leaves a page as it is in English, but for the manifest link', () => {
    expect(localizePage(BUILT_PAGE, 'en')).toBe(
      BUILT_PAGE.replace('/manifest.webmanifest', '/app.webmanifest?lng=en'),
    );
  });

  it('gives the manifest the description and language, keeping the rest', () => {
    const manifest = JSON.parse(localizeManifest(BUILT_MANIFEST, 'sv')) as Record<string, unknown>;
    expect(manifest).toEqual({
      name: 'Mattemester',
      description: CATALOGS.sv.app.description,
      lang: 'sv',
      start_url: '/',
    });
  });
});
