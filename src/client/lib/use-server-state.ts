import { useEffect, useRef, useState } from 'react';
import { nextFetchDelay, type FetchState } from '#shared/live/fetch-schedule';

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
