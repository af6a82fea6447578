import { Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '#client/lib/router';
import { appSettingsStore, type AppSettings } from '#client/lib/app-settings-store';
import { currentLanguage } from '#client/lib/i18n';
import { preloadable } from '#client/lib/preloadable';
import { useStore } from '#client/lib/use-store';
import { PageLoading } from '#client/ui/page-loading';

/** Shown once per device, so it is not part of every later visit's download. */
const chooser = preloadable(
  () => import('#client/features/settings/language-chooser'),
  (module) => module.LanguageChooser,
);

/** True when the chooser is shown: nothing chosen yet, and the link names no language. */
function showsChooser(settings: AppSettings | undefined, languageInLink: boolean): boolean {
  return settings?.showLanguageSelector !== false && !languageInLink;
}

/**
 * Starts the chooser's download with the catalog and the page's code when this visit shows it,
 * so the first render draws it without a loading step.
 */
export async function preloadLanguageChooser(): Promise<void> {
  const languageInLink = new URLSearchParams(window.location.search).has('lng');
  if (!showsChooser(appSettingsStore.read(), languageInLink)) return;
  await chooser.preload().catch(() => undefined);
}

/**
 * On a first visit the language chooser replaces everything. A link that already names the
 * language (?lng=, as a teacher's join link or QR code can) counts as the choice.
 */
export function FirstVisit({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const [params] = useSearchParams();
  const settings = useStore(appSettingsStore);
  const languageInLink = params.has('lng');

  useEffect(() => {
    if (settings === undefined && languageInLink) {
      appSettingsStore.write({
        showLanguageSelector: false,
        currentLanguage: currentLanguage(i18n),
        isFirstVisit: false,
      });
    }
  }, [settings, languageInLink, i18n]);

  if (!showsChooser(settings, languageInLink)) return children;
  return (
    <Suspense fallback={<PageLoading />}>
      <chooser.Component />
    </Suspense>
  );
}
