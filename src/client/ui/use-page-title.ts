import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the document title to "page – app name", so each page is announced and tabbed apart. */
export function usePageTitle(pageTitle: string): void {
  const { t } = useTranslation();
  const appName = t('app.name');
  useEffect(() => {
    document.title = pageTitle === appName ? appName : `${pageTitle} – ${appName}`;
  }, [pageTitle, appName]);
}
