import { ApiError } from '#server/api-error';
import { hashToken } from '#server/auth/tokens';
import { enforce } from './address-limits';
import { createLimiter, unlimited, type Limiter } from './limiter';

/**
 * Requests for problems and answers one student may make in 10 s. A child reads each verdict for
 * a second or more, so even one who skips every pause with N stays under 2 a second, a problem
 * request included; a script sending hundreds a second is refused from the 31st.
 */
export const STUDENT_REQUESTS_PER_10_S = 30;

/**
 * Codes of a request refused before the student's token was found good: such a request does not
 * count, so nobody can use up another student's allowance by sending their id with a wrong token.
 */
const NOT_THE_STUDENT = new Set(['missing_token', 'forbidden', 'student_not_found']);

/**
 * Each student's allowance of problem and answer requests, counted in this process's memory: it
 * is on the path of every answer, where a Redis round trip would cost more than it saves, and
 * with several processes a student still gets at most that many times the allowance.
 */
export function createStudentAllowance(limited: boolean): Limiter {
  if (!limited) return unlimited;
  return createLimiter({
    name: 'student-requests',
    points: STUDENT_REQUESTS_PER_10_S,
    durationSeconds: 10,
  });
}

/**
 * Rejoins one reconnection token may make in 10 s. A student's device rejoins when the page loads
 * or the connection comes back, a few times a minute at the most; a script rejoining hundreds of
 * times a second (each a database write) is refused from the 11th.
 */
export const STUDENT_REJOINS_PER_10_S = 10;

/** Each token's allowance of rejoins, counted in this process's memory as the one above. */
export function createRejoinAllowance(limited: boolean): Limiter {
  if (!limited) return unlimited;
  return createLimiter({
    name: 'student-rejoins',
    points: STUDENT_REJOINS_PER_10_S,
    durationSeconds: 10,
  });
}

/** Counts a rejoin with the token (by its hash), refused with 429 too_many_requests past it. */
export async function countRejoin(allowance: Limiter, token: string): Promise<void> {
  enforce(await allowance.consume(hashToken(token)), 'too_many_requests');
}

/**
 * Runs a student's request unless they have used up their allowance (429 too_many_answers, with
 * Retry-After), and counts it once it got past the check of their token.
 */
export async function withinStudentAllowance<T>(
  allowance: Limiter,
  studentId: string,
  run: () => Promise<T>,
): Promise<T> {
  enforce(await allowance.check(studentId), 'too_many_answers');
  try {
    const result = await run();
    await allowance.consume(studentId);
    return result;
  } catch (error) {
    if (!(error instanceof ApiError) || !NOT_THE_STUDENT.has(error.code))
      await allowance.consume(studentId);
    throw error;
  }
}
