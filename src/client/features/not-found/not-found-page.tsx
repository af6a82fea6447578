import { useTranslation } from 'react-i18next';
import { Link } from '#client/lib/router';
import { usePageTitle } from '#client/ui/use-page-title';

/** Any unknown address: says so kindly and offers the way home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <div className="page page--narrow" style={{ textAlign: 'center' }}>
      <p aria-hidden="true" style={{ fontSize: '4rem', margin: 0 }}>
        ?
      </p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link className="button button--primary button--large" to="/">
        {t('notFound.goHome')}
      </Link>
    </div>
  );
}
