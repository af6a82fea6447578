import { joinedSince } from '#shared/contracts/remove-students';
import type { StudentSummary } from '#shared/contracts/sessions';

/** When the student joined, in epoch milliseconds (the list gives it as ISO 8601). */
export function joinedAtMs(student: Pick<StudentSummary, 'joinedAt'>): number {
  return Date.parse(student.joinedAt);
}

/**
 * The students of the table that are ticked, in the table's order. A ticked student who left the
 * table (removed meanwhile) is not among them, so a count never names someone no longer there.
 */
export function selectedStudents(
  students: readonly StudentSummary[],
  ticked: ReadonlySet<string>,
): StudentSummary[] {
  return students.filter((student) => ticked.has(student.id));
}

/**
 * The ticks after ticking (or unticking) these students; the others keep theirs. Ids of students
 * no longer in the table are dropped.
 */
export function withTicks(
  students: readonly StudentSummary[],
  ticked: ReadonlySet<string>,
  ids: readonly string[],
  on: boolean,
): ReadonlySet<string> {
  const changed = new Set(ids);
  return new Set(
    students
      .filter((student) => (changed.has(student.id) ? on : ticked.has(student.id)))
      .map((student) => student.id),
  );
}

/**
 * The students of the table a removal of everyone who joined since `student` takes: the student
 * and all who joined at that moment or later, by the server's rule (`joinedSince`).
 */
export function joinedFrom(
  students: readonly StudentSummary[],
  student: StudentSummary,
): StudentSummary[] {
  const sinceMs = joinedAtMs(student);
  return students.filter((other) => joinedSince(joinedAtMs(other), sinceMs));
}
