import { ApiRequestError } from '#client/lib/api-client';
import { classApi } from './class-api';

/** Why a device's place in a class session is over. */
export type SessionEnding = 'removed' | 'ended';

/**
 * How a refused request ends this device's place in a class session, by the server's error
 * code: 'removed' when the teacher removed the student; 'ended' when the session, the student or
 * their rejoin window is gone, or the stored token is not theirs (another device took over, say).
 * Undefined for every other failure (no connection, a paused session...), which keeps the place.
 */
export function sessionEndingOf(error: unknown): SessionEnding | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  switch (error.code) {
    case 'student_removed':
      return 'removed';
    case 'session_not_found':
    case 'student_not_found':
    case 'reconnection_expired':
    case 'forbidden':
      return 'ended';
    default:
      return undefined;
  }
}

/**
 * After the live channel was refused (a tablet back from a time offline, say): whether the
 * student's place is over, asked of the server through their progress. Undefined while the place
 * holds, and when the server cannot be reached or asks to wait.
 */
export function endingAfterRefusal(
  studentId: string,
  token: string,
): Promise<SessionEnding | undefined> {
  return classApi.progress(studentId, token).then(() => undefined, sessionEndingOf);
}
