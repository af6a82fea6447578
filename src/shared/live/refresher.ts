import { nextFetchDelayMs } from './fetch-schedule';

/** The clock and timers a refresher runs on (the browser's, or Node's), passed in. */
export interface RefreshTimers<Handle> {
  now(): number;
  setTimeout(run: () => void, ms: number): Handle;
  clearTimeout(handle: Handle): void;
}

/** Server state being kept fresh: tell it when an event made it stale, stop it when done. */
export interface Refresher {
  markStale(): void;
  /** No fetch starts after this, and nothing fetched is handed on. */
  stop(): void;
}

/**
 * Keeps server state fresh while live events mark it stale: fetches at once, then again after
 * each `markStale()`, at most once per `minIntervalMs` (since the last fetch began) and one
 * fetch at a time (nextFetchDelay). A failed fetch counts as stale and is tried again after the
 * interval. Each value fetched goes to `onFetched`.
 */
export function startRefresher<T, Handle>(
  fetch: () => Promise<T>,
  onFetched: (value: T) => void,
  minIntervalMs: number,
  timers: RefreshTimers<Handle>,
): Refresher {
  const state = {
    stale: true,
    inFlight: false,
    lastStartedAt: undefined as number | undefined,
  };
  let timer: Handle | undefined;
  let stopped = false;

  const schedule = () => {
    if (stopped || timer !== undefined) return;
    const delay = nextFetchDelayMs(state, timers.now(), minIntervalMs);
    if (delay === undefined) return;
    timer = timers.setTimeout(() => {
      timer = undefined;
      state.stale = false;
      state.inFlight = true;
      state.lastStartedAt = timers.now();
      fetch()
        .then(
          (value) => {
            if (!stopped) onFetched(value);
          },
          () => {
            state.stale = true;
          },
        )
        .finally(() => {
          state.inFlight = false;
          schedule();
        });
    }, delay);
  };

  schedule();
  return {
    markStale() {
      state.stale = true;
      schedule();
    },
    stop() {
      stopped = true;
      if (timer !== undefined) timers.clearTimeout(timer);
      timer = undefined;
    },
  };
}
