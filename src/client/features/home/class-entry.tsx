import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '#client/lib/router';
import {
  classSessionStore,
  endStoredSession,
  type StoredSession,
} from '#client/features/class/class-session-store';
import { useStore } from '#client/lib/use-store';
import { validateStoredSession } from '#client/features/class/validate-stored-session';

/** Where "Back to class" leads: the practice of the current operation, or the teacher's page. */
function classPath(stored: StoredSession): string {
  return stored.role === 'teacher'
    ? '/teacher'
    : `/practice/${stored.currentOperation ?? 'addition'}`;
}

/**
 * The home page's ways into a class: back to the class this device is in (checked with the server
 * whenever the tab becomes visible again), or the student's and the teacher's entry cards.
 */
export function ClassEntry() {
  const { t } = useTranslation();
  const stored = useStore(classSessionStore);
  const active = stored?.isActive === true ? stored : undefined;

  useEffect(() => {
    if (active === undefined) return undefined;
    const check = () => {
      if (document.visibilityState !== 'visible') return;
      void validateStoredSession(active).then((result) => {
        if (result === 'invalid') endStoredSession();
      });
    };
    check();
    document.addEventListener('visibilitychange', check);
    return () => document.removeEventListener('visibilitychange', check);
  }, [active]);

  if (active !== undefined) {
    return (
      <section className="card class-entry__active" aria-labelledby="active-session-title">
        <h2 id="active-session-title">{t('home.activeSession.title')}</h2>
        <p>{t('home.activeSession.text', { code: active.sessionCode })}</p>
        <Link className="button button--primary button--large" to={classPath(active)}>
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
