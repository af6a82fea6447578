import { Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from '../lib/router';
import { appSettingsStore, type AppSettings } from '../lib/app-settings-store';
import { currentLanguage } from '../lib/i18n';
import { preloadable } from '../lib/preloadable';
import { useStore } from '../lib/use-store';
import { PageLoading } from '../ui/page-loading';

/** Shown once per device, so it is not part of every later visit's download. */
const chooser = preloadable(
  () => import('../features/settings/language-chooser'),
  (module) => module.LanguageChooser,
);

/**
 * True when the link opened stands in for the chooser: it names the language (?lng=), or it is a
 * teacher's join link or QR code (/join?code=), where a class is waiting and the browser's
 * language is the likely one (the header's switcher still changes it).
 */
export function linkSkipsChooser(pathname: string, params: URLSearchParams): boolean {
  return params.has('lng') || (pathname === '/join' && params.has('code'));
}

/** True when the chooser is shown: nothing chosen yet, and the link does not skip it. */
function showsChooser(settings: AppSettings | undefined, skippedByLink: boolean): boolean {
  return settings?.showLanguageSelector !== false && !skippedByLink;
}

/**
 * Starts the chooser's download with the catalog and the page's code when this visit shows it,
 * so the first render draws it without a loading step.
 */
export async function preloadLanguageChooser(): Promise<void> {
  const { pathname, search } = window.location;
  const skippedByLink = linkSkipsChooser(pathname, new URLSearchParams(search));
  if (!showsChooser(appSettingsStore.read(), skippedByLink)) return;
  await chooser.preload().catch(() => undefined);
}

/**
 * On a first visit the language chooser replaces everything. A link that skips it
 * (linkSkipsChooser) counts as the choice of the language the page opened in.
 */
export function FirstVisit({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const settings = useStore(appSettingsStore);
  const skippedByLink = linkSkipsChooser(pathname, params);

  useEffect(() => {
    if (settings === undefined && skippedByLink) {
      appSettingsStore.write({
        showLanguageSelector: false,
        currentLanguage: currentLanguage(i18n),
        isFirstVisit: false,
      });
    }
  }, [settings, skippedByLink, i18n]);

  if (!showsChooser(settings, skippedByLink)) return children;
  return (
    <Suspense fallback={<PageLoading />}>
      <chooser.Component />
    </Suspense>
  );
}
