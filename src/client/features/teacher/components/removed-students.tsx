import { useTranslation } from 'react-i18next';
import type { StudentSummary } from '#shared/contracts/sessions';
import './student-table.css';
import './removed-students.css';

/**
 * The students the teacher removed, listed under the live table: they no longer answer, but their
 * answers still count in the totals, the insight and the reports, so the teacher sees whose they
 * are and can still open each one's drill-down. Nothing when no student was removed.
 */
export function RemovedStudents({
  students,
  onOpen,
}: {
  students: readonly StudentSummary[];
  /** Opens the student's drill-down. */
  onOpen: (student: StudentSummary) => void;
}) {
  const { t } = useTranslation();
  if (students.length === 0) return null;
  return (
    <section className="removed-students" aria-labelledby="removed-students-title">
      <h3 id="removed-students-title" className="removed-students__title">
        {t('teacher.students.removedTitle')}
      </h3>
      <p className="field__note">{t('teacher.students.removedNote')}</p>
      <ul className="removed-students__list">
        {students.map((student) => (
          <li key={student.id}>
            <button type="button" className="student-table__name" onClick={() => onOpen(student)}>
              {student.name}
            </button>{' '}
            {t('teacher.student.summary', {
              correct: student.stats.correct,
              answered: student.stats.questionsAnswered,
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
