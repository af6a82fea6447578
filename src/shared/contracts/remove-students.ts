import { z } from 'zod/mini';

/** A student's id as the server makes it: a random UUID, in lowercase. */
export const STUDENT_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The most students one request removes by id: more than a session seats by default (200), and
 * small enough that the list fits in a body's 16 KB (400 ids take 15,616 bytes).
 */
export const MAX_STUDENTS_REMOVED_AT_ONCE = 400;

/**
 * Which students one removal takes: the students of these ids, or everyone who joined at or after
 * the moment (epoch milliseconds; see `joinedSince`).
 */
export type StudentsToRemove =
  { readonly studentIds: readonly string[] } | { readonly joinedSinceMs: number };

/**
 * POST /api/sessions/{id}/students/remove (teacher): either `studentIds` (1 to
 * MAX_STUDENTS_REMOVED_AT_ONCE ids, each once) or `joinedSinceMs` (a whole number, 0 or more).
 * A body with both or neither reads as undefined, which the route refuses (400
 * `remove_list_or_time`). Unknown fields are dropped.
 */
export const removeStudentsBodySchema = z.pipe(
  z.object({
    studentIds: z.optional(
      z.array(z.string().check(z.regex(STUDENT_ID_PATTERN))).check(
        z.minLength(1),
        z.maxLength(MAX_STUDENTS_REMOVED_AT_ONCE),
        z.refine((ids) => new Set(ids).size === ids.length, 'ids repeat'),
      ),
    ),
    joinedSinceMs: z.optional(z.int().check(z.gte(0))),
  }),
  z.transform(({ studentIds, joinedSinceMs }): StudentsToRemove | undefined => {
    if (studentIds !== undefined) return joinedSinceMs === undefined ? { studentIds } : undefined;
    return joinedSinceMs === undefined ? undefined : { joinedSinceMs };
  }),
);

/**
 * True when a student who joined at `joinedAtMs` is one of those who joined since `sinceMs`: at
 * that moment or later. The server removes by this rule, and the teacher's screen counts by it.
 */
export function joinedSince(joinedAtMs: number, sinceMs: number): boolean {
  return joinedAtMs >= sinceMs;
}
