import type { StudentSummary } from '#shared/contracts/sessions';

/** A class's students, those still in the session apart from those the teacher removed. */
export interface PresentAndRemoved {
  /** Students still in the session, in the order they joined: the live table's rows. */
  readonly present: readonly StudentSummary[];
  /** Students the teacher removed, in the order they joined. */
  readonly removed: readonly StudentSummary[];
}

/**
 * The student list split into the students present and the removed ones. A removed student leaves the
 * table and the count of students, but not the answer totals, which sum the whole list so that they
 * agree with the insight and the reports.
 */
export function presentAndRemoved(students: readonly StudentSummary[]): PresentAndRemoved {
  return {
    present: students.filter((student) => !student.removed),
    removed: students.filter((student) => student.removed),
  };
}
