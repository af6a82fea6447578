import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../lib/router';
import { appSettingsStore } from '../lib/app-settings-store';
import { currentLanguage } from '../lib/i18n';
import { useStore } from '../lib/use-store';
import { PageLoading } from '../ui/page-loading';

/** Shown once per device, so it is not part of every later visit's download. */
const LanguageChooser = lazy(() =>
  import('../features/settings/language-chooser').then((module) => ({
    default: module.LanguageChooser,
  })),
);

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

  if (settings?.showLanguageSelector === false || languageInLink) return children;
  return (
    <Suspense fallback={<PageLoading />}>
      <LanguageChooser />
    </Suspense>
  );
}
