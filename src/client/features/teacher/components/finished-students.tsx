import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudentSummary } from '#shared/contracts/sessions';
import './finished-students.css';

/**
 * How many students have finished their questions, and the teacher's way to give them another round
 * of their own schedule at once. Hidden before anyone joins and in continuous mode, where nobody
 * finishes.
 */
export function FinishedStudents({
  students,
  continuousMode,
  busy,
  onAnotherRound,
}: {
  students: readonly StudentSummary[];
  continuousMode: boolean;
  busy: boolean;
  /** Resolves true when the server gave them another round. */
  onAnotherRound: () => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const [given, setGiven] = useState<number>();
  const inClass = students.filter((student) => !student.removed);
  if (continuousMode || inClass.length === 0) return null;
  const finished = inClass.filter((student) => student.finished).length;

  const giveAnotherRound = () => {
    void onAnotherRound().then((ok) => setGiven(ok ? finished : undefined));
  };

  return (
    <div className="finished-students">
      <p className="finished-students__count">
        {t('teacher.finished.status', { finished, count: inClass.length })}
      </p>
      <button
        type="button"
        className="button button--secondary"
        disabled={busy || finished === 0}
        aria-describedby="finished-students-hint"
        onClick={giveAnotherRound}
      >
        {t('teacher.finished.button')}
      </button>
      <p id="finished-students-hint" className="field__note">
        {t('teacher.finished.hint')}
      </p>
      <p role="status" className="finished-students__given">
        {given === undefined ? '' : t('teacher.finished.given', { count: given })}
      </p>
    </div>
  );
}
