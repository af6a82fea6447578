import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudentSummary } from '#shared/contracts/sessions';
import { accuracyPercent } from '#shared/maths/practice-stats';
import { percentText } from '#shared/reports/class-report';
import './tag.css';
import './student-table.css';

/**
 * The live list of students: one row each, names shown only as text, each with a tick box to
 * choose several at once (and one in the header for all of them).
 */
export function StudentTable({
  students,
  ticked,
  onTick,
  onRemove,
  onOpen,
}: {
  students: readonly StudentSummary[];
  /** The ids of the students ticked. */
  ticked: ReadonlySet<string>;
  /** Ticks (or unticks) the students of these ids. */
  onTick: (ids: readonly string[], on: boolean) => void;
  onRemove: (student: StudentSummary) => void;
  /** Opens the student's drill-down. */
  onOpen: (student: StudentSummary) => void;
}) {
  const { t } = useTranslation();
  const tickedCount = students.filter((student) => ticked.has(student.id)).length;
  const all = useRef<HTMLInputElement>(null);
  const some = tickedCount > 0 && tickedCount < students.length;
  useEffect(() => {
    if (all.current !== null) all.current.indeterminate = some;
  });
  if (students.length === 0)
    return <p className="student-table__empty">{t('teacher.students.empty')}</p>;
  return (
    <div className="student-table__scroll">
      <table className="student-table">
        <caption className="visually-hidden">{t('teacher.students.caption')}</caption>
        <thead>
          <tr>
            <th scope="col" className="student-table__tick-cell">
              <label className="student-table__tick">
                <input
                  ref={all}
                  type="checkbox"
                  checked={tickedCount === students.length}
                  aria-label={t('teacher.students.selectAll')}
                  onChange={(event) =>
                    onTick(
                      students.map((student) => student.id),
                      event.target.checked,
                    )
                  }
                />
              </label>
            </th>
            <th scope="col" className="student-table__name-head">
              {t('teacher.students.name')}
            </th>
            <th scope="col">{t('teacher.students.answered')}</th>
            <th scope="col">{t('teacher.students.correct')}</th>
            <th scope="col">{t('teacher.students.incorrect')}</th>
            <th scope="col">{t('teacher.students.accuracy')}</th>
            <th scope="col">{t('teacher.students.streak')}</th>
            <th scope="col">{t('teacher.students.bestStreak')}</th>
            <th scope="col">{t('teacher.students.time')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('teacher.students.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {students.map((student) => (
            <tr key={student.id} className={ticked.has(student.id) ? 'student-table__ticked' : ''}>
              <td className="student-table__tick-cell">
                <label className="student-table__tick">
                  <input
                    type="checkbox"
                    checked={ticked.has(student.id)}
                    aria-label={t('teacher.students.select', { name: student.name })}
                    onChange={(event) => onTick([student.id], event.target.checked)}
                  />
                </label>
              </td>
              <th scope="row">
                <span className="student-table__who">
                  <span
                    className={student.connected ? 'presence presence--online' : 'presence'}
                    aria-hidden="true"
                  />
                  <button
                    type="button"
                    className="student-table__name"
                    onClick={() => onOpen(student)}
                  >
                    {student.name}
                  </button>
                </span>
                <span className="visually-hidden">
                  ,{' '}
                  {student.connected ? t('teacher.students.online') : t('teacher.students.offline')}
                </span>
                {student.finished ? (
                  <span className="tag tag--done">{t('teacher.students.finished')}</span>
                ) : null}
              </th>
              <td>{student.stats.questionsAnswered}</td>
              <td>{student.stats.correct}</td>
              <td>{student.stats.incorrect}</td>
              <td>
                {percentText(
                  student.stats.questionsAnswered === 0 ? null : accuracyPercent(student.stats),
                )}
              </td>
              <td>{student.stats.streak}</td>
              <td>{student.stats.bestStreak}</td>
              <td>
                {t('results.seconds', { count: Math.round(student.stats.totalTimeSpentMs / 1000) })}
              </td>
              <td>
                <button
                  type="button"
                  className="student-table__remove"
                  onClick={() => onRemove(student)}
                  aria-label={t('teacher.remove.button', { name: student.name })}
                >
                  {t('teacher.remove.short')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
