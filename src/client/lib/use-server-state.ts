import { useEffect, useRef, useState } from 'react';

/** Where a piece of server state stands between fetches. */
export interface FetchState {
  /** A live event said the state changed since the last fetch began. */
  readonly stale: boolean;
  readonly inFlight: boolean;
  /** When the last fetch began (ms); undefined before the first. */
  readonly lastStartedAt: number | undefined;
}

/**
 * How long to wait before fetching again: undefined when nothing is stale or a fetch is under
 * way (it is followed up when it ends), else the rest of `minIntervalMs` since the last fetch
 * began. Unlike a debounce, events that keep coming cannot put a fetch off for ever.
 */
export function nextFetchDelay(
  state: FetchState,
  now: number,
  minIntervalMs: number,
): number | undefined {
  if (!state.stale || state.inFlight) return undefined;
  if (state.lastStartedAt === undefined) return 0;
  return Math.max(0, state.lastStartedAt + minIntervalMs - now);
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * Server state a screen shows while live events mark it stale: fetched at once, then again
 * whenever `version` has moved (an event came), at most once per `minIntervalMs` and one fetch at
 * a time. A failed fetch counts as stale and is tried again after the interval.
 */
export function useServerState<T>(
  fetch: () => Promise<T>,
  version: unknown,
  minIntervalMs: number,
): T | undefined {
  const [value, setValue] = useState<T>();
  const latestFetch = useRef(fetch);
  const state = useRef<Mutable<FetchState> & { timer: number | undefined; disposed: boolean }>({
    stale: true,
    inFlight: false,
    lastStartedAt: undefined,
    timer: undefined,
    disposed: false,
  });

  useEffect(() => {
    latestFetch.current = fetch;
  }, [fetch]);

  useEffect(() => {
    const current = state.current;
    current.disposed = false;
    const schedule = () => {
      if (current.disposed || current.timer !== undefined) return;
      const delay = nextFetchDelay(current, Date.now(), minIntervalMs);
      if (delay === undefined) return;
      current.timer = window.setTimeout(() => {
        current.timer = undefined;
        current.stale = false;
        current.inFlight = true;
        current.lastStartedAt = Date.now();
        latestFetch
          .current()
          .then(
            (fetched) => {
              if (!current.disposed) setValue(fetched);
            },
            () => {
              current.stale = true;
            },
          )
          .finally(() => {
            current.inFlight = false;
            schedule();
          });
      }, delay);
    };
    current.stale = true;
    schedule();
    return () => {
      current.disposed = true;
      window.clearTimeout(current.timer);
      current.timer = undefined;
    };
  }, [version, minIntervalMs]);

  return value;
}
