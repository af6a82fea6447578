import { useTranslation } from 'react-i18next';
import type { StudentSummary } from '#shared/contracts/sessions';

/**
 * The pupils the teacher removed, listed under the live table: they no longer answer, but their
 * answers still count in the totals, the insight and the reports, so the teacher sees whose they
 * are and can still open each one's drill-down. Nothing when no pupil was removed.
 */
export function RemovedPupils({
  students,
  onOpen,
}: {
  students: readonly StudentSummary[];
  /** Opens the pupil's drill-down. */
  onOpen: (student: StudentSummary) => void;
}) {
  const { t } = useTranslation();
  if (students.length === 0) return null;
  return (
    <section className="removed-pupils" aria-labelledby="removed-pupils-title">
      <h3 id="removed-pupils-title" className="removed-pupils__title">
        {t('teacher.students.removedTitle')}
      </h3>
      <p className="field__note">{t('teacher.students.removedNote')}</p>
      <ul className="removed-pupils__list">
        {students.map((student) => (
          <li key={student.id}>
            <button type="button" className="student-table__name" onClick={() => onOpen(student)}>
              {student.name}
            </button>{' '}
            {t('teacher.pupil.summary', {
              correct: student.stats.correct,
              answered: student.stats.questionsAnswered,
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
