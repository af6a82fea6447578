import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudentInsightReply } from '#shared/contracts/insight';
import type { StudentSummary } from '#shared/contracts/sessions';
import { teacherApi } from '../api/teacher-api';
import { answersGivenText } from '../model/answers-given';
import { Dialog } from '#client/ui/dialog';
import { currentLanguage } from '#client/lib/i18n';
import { pageLocales } from '#client/lib/date-format';

/** The number with one decimal, written as the language writes it: 2.5 in English, 2,5 in Norwegian. */
function oneDecimal(value: number, language: string): string {
  return new Intl.NumberFormat(pageLocales(language), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value);
}

/**
 * One student's drill-down: accuracy, median answer time and the facts they missed, so the teacher
 * sees who is accurate but slow and who is fast but guessing.
 */
export function StudentInsightDialog({
  student,
  sessionId,
  teacherToken,
  onClose,
}: {
  student: StudentSummary | undefined;
  sessionId: string;
  teacherToken: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [insight, setInsight] = useState<StudentInsightReply>();
  const studentId = student?.id;

  useEffect(() => {
    if (studentId === undefined) return;
    teacherApi.studentInsight(sessionId, teacherToken, studentId).then(setInsight, () => undefined);
  }, [sessionId, teacherToken, studentId]);

  const current = insight?.studentId === studentId ? insight : undefined;
  return (
    <Dialog
      open={student !== undefined}
      title={student?.name ?? ''}
      onClose={onClose}
      actions={
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('teacher.quickConnect.close')}
        </button>
      }
    >
      {current === undefined ? (
        <p aria-busy="true">…</p>
      ) : (
        <div className="student-insight">
          <p>
            {t('teacher.student.summary', { correct: current.correct, answered: current.answered })}
            {current.medianTimeMs === null
              ? null
              : ` · ${t('teacher.student.median', { seconds: oneDecimal(current.medianTimeMs / 1000, currentLanguage(i18n)) })}`}
          </p>
          <h3>{t('teacher.student.missedTitle')}</h3>
          {current.missed.length === 0 ? (
            <p>{t('teacher.student.noMissed')}</p>
          ) : (
            <ul>
              {current.missed.map((fact) => (
                <li key={fact.stem}>
                  <strong>
                    {fact.stem} = {fact.correctAnswer}
                  </strong>{' '}
                  {answersGivenText(fact, t)}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Dialog>
  );
}
