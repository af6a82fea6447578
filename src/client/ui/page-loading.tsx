import { useTranslation } from 'react-i18next';

/** Shown for the moment a page's code is on its way (on a slow network, a few seconds). */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <p className="page-loading" role="status">
      {t('layout.loading')}
    </p>
  );
}
