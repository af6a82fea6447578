import { useEffect, useRef, useState } from 'react';
import { startRefresher, type RefreshTimers, type Refresher } from '#shared/live/refresher';

const browserTimers: RefreshTimers<number> = {
  now: () => Date.now(),
  setTimeout: (run, ms) => window.setTimeout(run, ms),
  clearTimeout: (handle) => window.clearTimeout(handle),
};

/**
 * Server state a screen shows while live events mark it stale: fetched at once, then again
 * whenever `version` has moved (an event came), at most once per `minIntervalMs` and one fetch at
 * a time (startRefresher). A failed fetch counts as stale and is tried again after the interval.
 */
export function useServerState<T>(
  fetch: () => Promise<T>,
  version: unknown,
  minIntervalMs: number,
): T | undefined {
  const [value, setValue] = useState<T>();
  const latestFetch = useRef(fetch);
  const refresher = useRef<Refresher>(undefined);
  const seenVersion = useRef(version);

  useEffect(() => {
    latestFetch.current = fetch;
  }, [fetch]);

  useEffect(() => {
    const started = startRefresher(
      () => latestFetch.current(),
      setValue,
      minIntervalMs,
      browserTimers,
    );
    refresher.current = started;
    return () => {
      started.stop();
      refresher.current = undefined;
    };
  }, [minIntervalMs]);

  useEffect(() => {
    if (Object.is(seenVersion.current, version)) return;
    seenVersion.current = version;
    refresher.current?.markStale();
  }, [version]);

  return value;
}
