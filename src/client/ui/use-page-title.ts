import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** A soft hyphen: where a long word may break on a phone's line, which a tab's title has none of. */
const SOFT_HYPHEN = /\u00ad/g;

/** Sets the document title to "page – app name", so each page is announced and tabbed apart. */
export function usePageTitle(pageTitle: string): void {
  const { t } = useTranslation();
  const appName = t('app.name');
  useEffect(() => {
    const page = pageTitle.replace(SOFT_HYPHEN, '');
    document.title = page === appName ? appName : `${page} – ${appName}`;
  }, [pageTitle, appName]);
}
