import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from '#client/lib/router';
import { loadWholeCatalog } from '#client/lib/i18n';
import { usePageTitle } from '#client/ui/use-page-title';
import { dateTimeFormat } from '#client/lib/date-format';
import { useClassRecord } from '../hooks/use-classes';
import { classProgress } from '../model/class-progress';
import { factLabel } from '../model/fact-label';
import { factsToPractise } from '../model/pupil-report';
import { signedChange } from './pupil-table';
import './class-record.css';

/**
 * /teacher/classes/:classId/pupils/:pupilId: one child's progress for their parents, in the
 * class's language, from this device's record: facts fluent, the change, lessons, and what to
 * practise next. It names this child only. Printed (or saved as PDF by the print dialog) without
 * the app's header, footer and buttons.
 */
export function ParentsPage() {
  const { t: tApp, i18n } = useTranslation();
  const { classId = '', pupilId = '' } = useParams();
  const loaded = useClassRecord(classId);
  const record = loaded.status === 'ready' ? loaded.value : undefined;
  const language = record?.language;
  /**
   * Once the class's catalog has been asked for: whether the page is drawn in the class's
   * language, or else in the app's, whichever that is at the time.
   */
  const [shown, setShown] = useState<{ forClassLanguage: string; inClassLanguage: boolean }>();
  useEffect(() => {
    if (language === undefined) return;
    let current = true;
    // Without the class's whole catalog (offline, never loaded, or only its first file fetched)
    // the page shows in the app's language, whose texts the page waited for.
    const show = (whole: boolean) => {
      if (current) setShown({ forClassLanguage: language, inClassLanguage: whole });
    };
    loadWholeCatalog(i18n, language).then(show, () => show(false));
    return () => {
      current = false;
    };
  }, [i18n, language]);
  const shownLanguage = shown?.inClassLanguage === true ? shown.forClassLanguage : i18n.language;
  const t = useMemo(() => i18n.getFixedT(shownLanguage), [i18n, shownLanguage]);
  const [openedAt] = useState(Date.now);
  const pupil = record?.pupils.find((candidate) => candidate.id === pupilId);
  usePageTitle(
    pupil === undefined ? tApp('classes.title') : t('classes.parents.title', { name: pupil.name }),
  );
  const progress = useMemo(() => {
    if (record === undefined || pupil === undefined) return undefined;
    return classProgress(record, openedAt).pupils.find((item) => item.pupil.id === pupil.id);
  }, [record, pupil, openedAt]);

  if (
    loaded.status === 'loading' ||
    (record !== undefined && shown?.forClassLanguage !== record.language)
  )
    return <div className="page" aria-busy="true" />;
  if (record === undefined || pupil === undefined || progress === undefined)
    return (
      <div className="page page--narrow">
        <h1>{tApp('classes.missing.title')}</h1>
        <p>
          {loaded.status === 'failed'
            ? tApp('classes.storageFailed')
            : tApp('classes.missing.pupil')}
        </p>
        <Link to="/teacher">{tApp('classes.backToTeacher')}</Link>
      </div>
    );

  const practise = factsToPractise(record, pupil.id);
  const day = dateTimeFormat(shownLanguage, { dateStyle: 'long' });
  return (
    <div className="page page--narrow parents-page" lang={shownLanguage}>
      <div className="parents-page__tools">
        <button type="button" className="button button--primary" onClick={() => window.print()}>
          {t('classes.parents.print')}
        </button>
        <Link to={`/teacher/classes/${record.id}`}>
          {t('classes.parents.back', { name: record.name })}
        </Link>
      </div>
      <article className="card parents-page__sheet">
        <h1>{t('classes.parents.title', { name: pupil.name })}</h1>
        <p className="parents-page__meta">
          {t('classes.parents.meta', { className: record.name, date: day.format(openedAt) })}
        </p>
        <p>{t('classes.parents.lead', { name: pupil.name, count: progress.lessonsAttended })}</p>
        <dl className="parents-page__figures">
          <div>
            <dt>{t('classes.parents.fluent')}</dt>
            <dd>
              {t('classes.pupils.fluentOf', { fluent: progress.fluent, total: progress.total })}
            </dd>
          </div>
          <div>
            <dt>{t('classes.parents.sinceFirst')}</dt>
            <dd>{signedChange(progress.sinceFirst)}</dd>
          </div>
          <div>
            <dt>{t('classes.parents.lastWeek')}</dt>
            <dd>{signedChange(progress.lastWeek)}</dd>
          </div>
          <div>
            <dt>{t('classes.parents.lessons')}</dt>
            <dd>{progress.lessonsAttended}</dd>
          </div>
        </dl>
        <p className="field__note">{t('classes.parents.fluentMeans')}</p>
        <h2>{t('classes.parents.practiseTitle')}</h2>
        {practise.length === 0 ? (
          <p>{t('classes.parents.allFluent')}</p>
        ) : (
          <ul className="parents-page__practise">
            {practise.map((key) => (
              <li key={key}>{factLabel(key)}</li>
            ))}
          </ul>
        )}
        <p>{t('classes.parents.atHome', { host: window.location.host })}</p>
        <p className="field__note">{t('classes.parents.privacy')}</p>
      </article>
    </div>
  );
}
