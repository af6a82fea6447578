import { useTranslation } from 'react-i18next';
import { Link } from '#client/lib/router';

/**
 * What a student sees when their place in the class is over with nothing to show (removed by the
 * teacher, or the session ended before any answer): the reason and a way home.
 */
export function ClassOverCard({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <div className="page page--narrow">
      <div className="card waiting-card" role="alert">
        <h1>{message}</h1>
        <Link className="button button--primary button--large" to="/" replace>
          {t('results.goHome')}
        </Link>
      </div>
    </div>
  );
}
