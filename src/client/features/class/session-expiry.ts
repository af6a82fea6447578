/** How long a stored session lives without activity (SPEC §9). */
export const SESSION_EXPIRY = {
  /** Kept in the store: 24 hours for a normal session, 8 hours for a persistent one. */
  storeNormalMs: 24 * 60 * 60 * 1000,
  storePersistentMs: 8 * 60 * 60 * 1000,
  /** Restored when the app loads: within 30 minutes, or 240 for a persistent session. */
  restoreNormalMs: 30 * 60 * 1000,
  restorePersistentMs: 240 * 60 * 1000,
} as const;

interface Activity {
  readonly isActive: boolean;
  readonly isPersistent: boolean;
  readonly lastActivity: number;
}

/** True while the stored session is recent enough to stay in the store. */
export function canStayStored(session: Activity, now: number): boolean {
  const limit = session.isPersistent
    ? SESSION_EXPIRY.storePersistentMs
    : SESSION_EXPIRY.storeNormalMs;
  return session.isActive && now - session.lastActivity <= limit;
}

/**
 * True when the app may pick the stored session up again on load. A teacher's is picked up as
 * long as it stays stored (canStayStored): their token is the only key to the class and its
 * reports, which the server keeps a day, so a dashboard closed after a morning lesson still opens
 * for the afternoon's export.
 */
export function canRestore(
  session: Activity & { readonly role?: 'student' | 'teacher' },
  now: number,
): boolean {
  if (session.role === 'teacher') return canStayStored(session, now);
  const limit = session.isPersistent
    ? SESSION_EXPIRY.restorePersistentMs
    : SESSION_EXPIRY.restoreNormalMs;
  return session.isActive && now - session.lastActivity <= limit;
}
