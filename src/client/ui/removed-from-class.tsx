import { useTranslation } from 'react-i18next';
import { Link } from '../lib/router';

/** What a pupil the teacher removed sees instead of the class: the reason and a way home. */
export function RemovedFromClass() {
  const { t } = useTranslation();
  return (
    <div className="page page--narrow">
      <div className="card waiting-card" role="alert">
        <h1>{t('errors.removed')}</h1>
        <Link className="button button--primary button--large" to="/" replace>
          {t('results.goHome')}
        </Link>
      </div>
    </div>
  );
}
