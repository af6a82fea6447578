import type { StoredSession } from './class-session-store';
import { sessionEndingOf } from './session-ending';

/**
 * Asks the server whether a stored session is still valid: 'valid', 'invalid' (gone, ended, or
 * this device no longer belongs to it), or 'unknown' when the server could not be asked; the
 * stored session is then kept (SPEC §4 Restore on app load).
 */
export async function validateStoredSession(
  stored: StoredSession,
): Promise<'valid' | 'invalid' | 'unknown'> {
  try {
    // The class API (with the reply contracts) loads only when a session is stored.
    const { classApi } = await import('./class-api');
    if (stored.role === 'teacher')
      await classApi.listStudents(stored.sessionId, stored.teacherToken);
    else await classApi.progress(stored.studentId, stored.reconnectionToken);
    return 'valid';
  } catch (error) {
    return sessionEndingOf(error) === undefined ? 'unknown' : 'invalid';
  }
}
