import { CATALOGS } from '#shared/i18n/catalogs';
import { localizedManifestHref, type Language } from '#shared/i18n/languages';

/** The built manifest's path, as the PWA plugin links it in index.html. */
const BUILT_MANIFEST_HREF = '/manifest.webmanifest';

function escapeAttribute(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/**
 * index.html in the visitor's language before any script runs: `<html lang>` (screen readers
 * and search engines read it first), the meta description, and a manifest link that names the
 * language, so an app installed to the home screen is described in it.
 */
export function localizePage(indexHtml: string, language: Language): string {
  const description = escapeAttribute(CATALOGS[language].app.description);
  return indexHtml
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace(
      /(<meta\s+name="description"\s+content=")[^"]*"/,
      (_match, start: string) => `${start}${description}"`,
    )
    .replace(
      `rel="manifest" href="${BUILT_MANIFEST_HREF}"`,
      `rel="manifest" href="${localizedManifestHref(language)}"`,
    );
}

/** The built web app manifest with its description and language in the given language. */
export function localizeManifest(builtManifest: string, language: Language): string {
  const manifest = JSON.parse(builtManifest) as Record<string, unknown>;
  return JSON.stringify({
    ...manifest,
    description: CATALOGS[language].app.description,
    lang: language,
  });
}
