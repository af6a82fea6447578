import { z } from 'zod/mini';
import { BACKUP_ID_PATTERN } from './backups';

const sessionIdOrCode = z
  .string()
  .check(
    z.describe(
      "The session's id; on GET /api/sessions/{id} and POST .../join, its 6-character code",
    ),
  );
const studentId = z.string().check(z.describe("The student's id"));

/** Paths with a session's id (or, where the route says so, its code). */
export const sessionParamsSchema = z.object({ id: sessionIdOrCode });

/** Paths of a student's own routes. */
export const studentParamsSchema = z.object({ studentId });

/** Paths naming a session and one of its students. */
export const sessionStudentParamsSchema = z.object({ id: sessionIdOrCode, studentId });

/** Paths of a class's backup: its id, 32 lowercase hex characters (400 otherwise). */
export const backupParamsSchema = z.object({
  backupId: z
    .string()
    .check(
      z.regex(BACKUP_ID_PATTERN),
      z.describe("The backup's id, drawn from the recovery code on the teacher's device"),
    ),
});
