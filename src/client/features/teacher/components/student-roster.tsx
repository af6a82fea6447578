import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudentsToRemove } from '#shared/contracts/remove-students';
import type { StudentSummary } from '#shared/contracts/sessions';
import { ConfirmDialog } from '#client/ui/confirm-dialog';
import { selectedStudents, withTicks } from '../model/student-selection';
import { RemoveStudentDialog } from './remove-student-dialog';
import { StudentTable } from './student-table';
import './student-table.css';
import './student-roster.css';

/**
 * The students still in the session, with the ways to remove them: one by one (and, from one,
 * everyone who joined after them), or those ticked in the table, all at once. Each removal asks
 * first, saying how many go.
 */
export function StudentRoster({
  students,
  removing,
  onOpen,
  onRemove,
  onRemoveMany,
}: {
  /** The students still in the session, in the order they joined. */
  students: readonly StudentSummary[];
  /** A removal of several is under way. */
  removing: boolean;
  /** Opens the student's drill-down. */
  onOpen: (student: StudentSummary) => void;
  /** Removes one student. */
  onRemove: (studentId: string) => void;
  /** Removes several; resolves to whether it worked. */
  onRemoveMany: (which: StudentsToRemove) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [asking, setAsking] = useState<StudentSummary>();
  const [confirming, setConfirming] = useState(false);
  const selected = selectedStudents(students, ticked);

  return (
    <>
      {students.length === 0 ? null : (
        <div className="student-roster__bar">
          <button
            type="button"
            className="student-table__remove"
            disabled={selected.length === 0 || removing}
            onClick={() => setConfirming(true)}
          >
            {t('teacher.removeMany.button', { count: selected.length })}
          </button>
        </div>
      )}
      <StudentTable
        students={students}
        ticked={ticked}
        onTick={(ids, on) => setTicked((now) => withTicks(students, now, ids, on))}
        onRemove={setAsking}
        onOpen={onOpen}
      />
      <RemoveStudentDialog
        student={asking}
        students={students}
        onCancel={() => setAsking(undefined)}
        onRemove={(student) => {
          setAsking(undefined);
          onRemove(student.id);
        }}
        onRemoveSince={(joinedSinceMs) => {
          setAsking(undefined);
          void onRemoveMany({ joinedSinceMs });
        }}
      />
      <ConfirmDialog
        open={confirming}
        title={t('teacher.removeMany.title')}
        text={t('teacher.removeMany.text', { count: selected.length })}
        cancelLabel={t('teacher.removeMany.cancel')}
        confirmLabel={t('teacher.removeMany.confirm')}
        danger
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          if (selected.length === 0) return;
          void onRemoveMany({ studentIds: selected.map(({ id }) => id) }).then((ok) => {
            if (ok) setTicked(new Set());
          });
        }}
      />
    </>
  );
}
