import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudentSummary } from '#shared/contracts/sessions';
import { Dialog } from '#client/ui/dialog';
import { dateTimeFormat } from '#client/lib/date-format';
import { joinedAtMs, joinedFrom } from '../model/student-selection';

/**
 * Asks before removing a student; when others joined after them (a script's made-up names come
 * one after another), it offers to remove those too, and then says how many go. Nothing while no
 * student is given.
 */
export function RemoveStudentDialog({
  student,
  students,
  onCancel,
  onRemove,
  onRemoveSince,
}: {
  /** The student whose Remove was pressed; undefined while the dialog is closed. */
  student: StudentSummary | undefined;
  /** The students still in the session, in the order they joined. */
  students: readonly StudentSummary[];
  onCancel: () => void;
  /** Removes the one student. */
  onRemove: (student: StudentSummary) => void;
  /** Removes everyone who joined at the moment or later (epoch milliseconds). */
  onRemoveSince: (joinedSinceMs: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const hintId = useId();
  const [withLater, setWithLater] = useState(false);
  const name = student?.name ?? '';
  const taken = student === undefined ? [] : joinedFrom(students, student);
  const later = Math.max(0, taken.length - 1);
  const all = withLater && later > 0;
  const close = (then: () => void) => {
    setWithLater(false);
    then();
  };
  const time =
    student === undefined
      ? ''
      : dateTimeFormat(i18n.language, { timeStyle: 'medium' }).format(joinedAtMs(student));

  return (
    <Dialog
      open={student !== undefined}
      title={all ? t('teacher.remove.afterTitle', { name }) : t('teacher.remove.title', { name })}
      onClose={() => close(onCancel)}
      actions={
        <>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => close(onCancel)}
          >
            {all ? t('teacher.removeMany.cancel') : t('teacher.remove.cancel')}
          </button>
          <button
            type="button"
            className="button button--danger"
            onClick={() =>
              close(() => {
                if (student === undefined) return;
                if (all) onRemoveSince(joinedAtMs(student));
                else onRemove(student);
              })
            }
          >
            {all ? t('teacher.removeMany.confirm') : t('teacher.remove.confirm')}
          </button>
        </>
      }
    >
      <p aria-live="polite">
        {all ? t('teacher.removeMany.text', { count: taken.length }) : t('teacher.remove.text')}
      </p>
      {later === 0 ? null : (
        <label className="check">
          <input
            type="checkbox"
            checked={withLater}
            aria-labelledby={titleId}
            aria-describedby={hintId}
            onChange={(event) => setWithLater(event.target.checked)}
          />
          <span>
            <span id={titleId} className="check__title">
              {t('teacher.remove.after', { name })}
            </span>
            <span id={hintId} className="check__hint">
              {t('teacher.remove.afterHint', { name, time, count: later })}
            </span>
          </span>
        </label>
      )}
    </Dialog>
  );
}
