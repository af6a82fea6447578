import type { Limits } from '#server/config';
import type { Store } from './storage/class-store';
import type { SessionNotifier } from '#server/realtime/session-notifier';

/** What the class-session services work with. `now` is injectable so tests control time. */
export interface ClassDeps {
  readonly store: Store;
  readonly notifier: SessionNotifier;
  readonly now: () => number;
  /** The caps of a session; DEFAULT_LIMITS unless configured. */
  readonly limits: Pick<Limits, 'studentsPerSession'>;
}
