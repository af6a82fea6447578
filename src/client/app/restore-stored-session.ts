import { sessionEndingOf } from '#client/features/class/session-ending';
import {
  endStoredSession,
  touchStoredSession,
  type StoredSession,
} from '#client/features/class/class-session-store';
import { canRestore } from '#client/features/class/session-expiry';
import { belongsOnPractice } from '#client/features/class/class-phase';
import { validateStoredSession } from '#client/features/class/validate-stored-session';
import { pageOf, type PageName } from '#shared/contracts/page-paths';

/** Pages from which a restored student is taken back to their class. */
function isClassEntryPage(page: PageName | undefined): boolean {
  return page === 'home' || page === 'join' || page === 'practice';
}

/**
 * Restore on app load (SPEC §4): a stored session that is too old is archived; a student rejoins
 * with the saved token and goes to the practice of the current operation (or /join to wait); a
 * teacher's session is checked; a session the server no longer knows is archived. When the
 * server cannot be reached, the stored session is kept.
 */
export function restoreStoredSession(
  stored: StoredSession,
  pathname: string,
  navigate: (to: string, options: { replace: boolean }) => void,
): void {
  if (!canRestore(stored, Date.now())) {
    endStoredSession();
    return;
  }
  if (stored.role === 'teacher') {
    void validateStoredSession(stored).then((result) => {
      if (result === 'invalid') endStoredSession();
    });
    return;
  }
  // The class API (with the reply contracts) loads only when a session is stored.
  import('#client/features/class/class-api')
    .then(({ classApi }) =>
      classApi.rejoin(stored.sessionCode, stored.studentName, stored.reconnectionToken),
    )
    .then((joined) => {
      const operation =
        joined.operations[joined.progress.currentOperation]?.type ?? joined.settings.skill;
      touchStoredSession({
        studentId: joined.studentId,
        isPersistent: true,
        currentOperation: operation,
        operations: joined.operations,
      });
      const page = pageOf(pathname);
      if (!isClassEntryPage(page)) return;
      if (belongsOnPractice(joined.sessionState.phase)) {
        if (page !== 'practice') navigate(`/practice/${operation}`, { replace: true });
      } else if (page !== 'join') {
        navigate('/join', { replace: true });
      }
    })
    .catch((error: unknown) => {
      if (sessionEndingOf(error) !== undefined) endStoredSession();
    });
}
