import type { Store } from '../../db/store';
import type { SessionNotifier } from '../../realtime/session-notifier';

/** What the class-session services work with. `now` is injectable so tests control time. */
export interface ClassDeps {
  readonly store: Store;
  readonly notifier: SessionNotifier;
  readonly now: () => number;
}
