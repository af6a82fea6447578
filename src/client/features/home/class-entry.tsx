import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { classSessionStore } from '../../lib/class-session-store';
import { useStore } from '../../lib/use-store';

/**
 * The home page's ways into a class: back to the class this device is in, or the pupil's and
 * the teacher's entry cards.
 */
export function ClassEntry() {
  const { t } = useTranslation();
  const stored = useStore(classSessionStore);
  if (stored?.isActive === true) {
    return (
      <section className="card class-entry__active" aria-labelledby="active-session-title">
        <h2 id="active-session-title">{t('home.activeSession.title')}</h2>
        <p>{t('home.activeSession.text', { code: stored.sessionCode })}</p>
        <Link
          className="button button--primary button--large"
          to={stored.role === 'teacher' ? '/teacher' : '/join'}
        >
          {t('home.activeSession.back')}
        </Link>
      </section>
    );
  }
  return (
    <section aria-labelledby="home-class" className="class-entry">
      <h2 id="home-class" className="home__section-title">
        {t('home.classTitle')}
      </h2>
      <div className="class-entry__cards">
        <Link to="/join" className="entry-card entry-card--student">
          <span className="entry-card__title">{t('home.student.title')}</span>
          <span className="entry-card__text">{t('home.student.text')}</span>
        </Link>
        <Link to="/teacher" className="entry-card entry-card--teacher">
          <span className="entry-card__title">{t('home.teacher.title')}</span>
          <span className="entry-card__text">{t('home.teacher.text')}</span>
        </Link>
      </div>
    </section>
  );
}
