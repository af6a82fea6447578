import { useTranslation } from 'react-i18next';
import { Link } from '#client/lib/router';
import { dateTimeFormat } from '#client/lib/date-format';
import type { PupilProgress } from '../model/class-progress';
import './pupil-table.css';

/** A change in fluent facts, signed ("+3"), or a dash before the pupil's first lesson. */
export function signedChange(change: number | null): string {
  if (change === null) return '–';
  return change > 0 ? `+${change}` : String(change);
}

/**
 * The class's pupils, one row each: facts fluent now of the class's facts (and those being
 * learnt), the change since their first lesson and over the last week, lessons attended, last
 * seen; each with the parents' page and the teacher's changes (rename, merge, remove).
 */
export function PupilTable({
  classId,
  pupils,
  onManage,
}: {
  classId: string;
  pupils: readonly PupilProgress[];
  onManage: (pupilId: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const day = dateTimeFormat(i18n.language, { dateStyle: 'medium' });
  if (pupils.length === 0) return <p>{t('classes.pupils.none')}</p>;
  return (
    <div className="pupil-table__scroll">
      <table className="pupil-table">
        <caption className="visually-hidden">{t('classes.pupils.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('classes.pupils.name')}</th>
            <th scope="col">{t('classes.pupils.fluent')}</th>
            <th scope="col">{t('classes.pupils.sinceFirst')}</th>
            <th scope="col">{t('classes.pupils.lastWeek')}</th>
            <th scope="col">{t('classes.pupils.lessons')}</th>
            <th scope="col">{t('classes.pupils.lastSeen')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('classes.pupils.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {pupils.map((progress) => (
            <tr key={progress.pupil.id}>
              <th scope="row">{progress.pupil.name}</th>
              <td>
                {t('classes.pupils.fluentOf', { fluent: progress.fluent, total: progress.total })}
                <span className="pupil-table__learning">
                  {t('classes.pupils.learning', { count: progress.learning })}
                </span>
              </td>
              <td>{signedChange(progress.sinceFirst)}</td>
              <td>{signedChange(progress.lastWeek)}</td>
              <td>{progress.lessonsAttended}</td>
              <td>{progress.lastSeenAt === null ? '–' : day.format(progress.lastSeenAt)}</td>
              <td>
                <div className="pupil-table__actions">
                  <Link
                    to={`/teacher/classes/${classId}/pupils/${progress.pupil.id}`}
                    className="button button--secondary"
                  >
                    {t('classes.pupils.parents', { name: progress.pupil.name })}
                  </Link>
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() => onManage(progress.pupil.id)}
                  >
                    {t('classes.pupils.manage', { name: progress.pupil.name })}
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
