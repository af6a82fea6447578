import type { StudentStats, StudentSummary } from '#shared/contracts/sessions';

/** What a live event says about one student's row, so the teacher sees it at once. */
export type StudentChange =
  | { readonly kind: 'joined'; readonly student: StudentSummary }
  | {
      readonly kind: 'answered';
      readonly studentId: string;
      readonly stats: StudentStats;
      readonly finished: boolean;
      readonly currentOperationIndex: number;
    };

/**
 * The teacher's student list: the last list read from the server, and the live events heard since
 * that read began. Events are numbered in the order the live channel delivered them.
 */
export interface StudentList {
  /** The last list read from the server; undefined before the first. */
  readonly fetched: readonly StudentSummary[] | undefined;
  /** The number of the last event heard before the fetched list's read began. */
  readonly fetchedAfter: number;
  /** The number of the last event heard (each one marks the list stale). */
  readonly heard: number;
  /** Row changes of the events after `fetchedAfter`, oldest first. */
  readonly changes: readonly { readonly at: number; readonly change: StudentChange }[];
}

/** A list before its first read, with no events heard. */
export const EMPTY_STUDENT_LIST: StudentList = {
  fetched: undefined,
  fetchedAfter: 0,
  heard: 0,
  changes: [],
};

/** A live event was heard: the list is stale, and its change (if any) shows until a newer read. */
export function withEvent(list: StudentList, change?: StudentChange): StudentList {
  const at = list.heard + 1;
  return {
    ...list,
    heard: at,
    changes: change === undefined ? list.changes : [...list.changes, { at, change }],
  };
}

/**
 * A list read from the server, whose read began after event number `readAfter`, replaces what
 * was shown: it is the truth. A read that began before the one shown is older and is dropped; the
 * changes of events after `readAfter` stay, since the read may have missed them.
 */
export function withFetched(
  list: StudentList,
  students: readonly StudentSummary[],
  readAfter: number,
): StudentList {
  if (list.fetched !== undefined && readAfter < list.fetchedAfter) return list;
  return {
    ...list,
    fetched: students,
    fetchedAfter: readAfter,
    changes: list.changes.filter(({ at }) => at > readAfter),
  };
}

/**
 * The students to show: the fetched list with the changes heard since its read began applied in
 * order. A change never puts back a row that counts more answers than it does (the read saw a
 * later answer than the event brings), nor changes a removed student's row (a removal is final: an
 * event from before it must not show them back in class); a student who joined after the read is
 * added at the end.
 */
export function studentsShown(list: StudentList): readonly StudentSummary[] {
  let students = list.fetched ?? [];
  for (const { change } of list.changes) students = applied(students, change);
  return students;
}

function applied(
  students: readonly StudentSummary[],
  change: StudentChange,
): readonly StudentSummary[] {
  const id = change.kind === 'joined' ? change.student.id : change.studentId;
  const existing = students.find((student) => student.id === id);
  if (change.kind === 'joined' && existing === undefined) return [...students, change.student];
  if (existing === undefined || existing.removed) return students;
  const next =
    change.kind === 'joined'
      ? change.student
      : {
          ...existing,
          stats: change.stats,
          finished: change.finished,
          currentOperationIndex: change.currentOperationIndex,
        };
  if (next.stats.questionsAnswered < existing.stats.questionsAnswered) return students;
  return students.map((student) => (student.id === id ? next : student));
}
