import { joinedSince, type StudentsToRemove } from '#shared/contracts/remove-students';
import type { Student } from '#server/features/class/model/class-model';

/** What the rule reads of each student of the session. */
type Listed = Pick<Student, 'id' | 'joinedAtMs' | 'removedAtMs'>;

/**
 * The ids of the session's students a removal takes, in the order listed: those named (or those
 * who joined since the moment) who are not removed yet, so that a removal sent again takes no one.
 * Undefined when a named id is not a student of the session: then no one is removed.
 */
export function studentsToRemove(
  students: readonly Listed[],
  which: StudentsToRemove,
): string[] | undefined {
  if ('joinedSinceMs' in which)
    return students
      .filter(
        (student) =>
          student.removedAtMs === null && joinedSince(student.joinedAtMs, which.joinedSinceMs),
      )
      .map((student) => student.id);
  const listed = new Set(students.map((student) => student.id));
  if (!which.studentIds.every((id) => listed.has(id))) return undefined;
  const named = new Set(which.studentIds);
  return students
    .filter((student) => named.has(student.id) && student.removedAtMs === null)
    .map((student) => student.id);
}
