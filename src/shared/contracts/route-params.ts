import { z } from 'zod/mini';

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
