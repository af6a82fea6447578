import { useEffect } from 'react';
import { useLocation, useNavigate } from '#client/lib/router';
import { classSessionStore } from '#client/features/class/class-session-store';

/**
 * Restore on app load (SPEC §4), for a device with a stored class session: the restore itself
 * (with the API client) loads only then, so a student practising alone never downloads it.
 */
export function SessionRestore() {
  const navigate = useNavigate();
  const { pathname } = useLocation();

  useEffect(() => {
    const stored = classSessionStore.read();
    if (stored?.isActive !== true) return;
    // Offline before the app was ever cached, the restore waits for the next load.
    import('./restore-stored-session').then(
      ({ restoreStoredSession }) => restoreStoredSession(stored, pathname, navigate),
      () => undefined,
    );
    // Once, when the app loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return null;
}
