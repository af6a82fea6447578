import { useCallback, useEffect, useState } from 'react';

/** Whole seconds from `now` until `until` (epoch ms), rounded up; 0 once past. */
export function secondsLeft(until: number, now: number): number {
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/** A countdown a page starts: where it stands, and how to start or forget it. */
export interface Countdown {
  /** Seconds left; 0 when none was started or it has run out. */
  readonly secondsLeft: number;
  /** Whether one was started (and not forgotten), running or run out. */
  readonly started: boolean;
  start(seconds: number): void;
  clear(): void;
}

/**
 * A countdown of whole seconds on this device's clock, updated as each second passes and no more
 * often, from the moment `start` is called.
 */
export function useCountdown(): Countdown {
  const [clock, setClock] = useState<{ until: number; now: number }>();
  const until = clock?.until;
  useEffect(() => {
    if (until === undefined) return undefined;
    let timer: number | undefined;
    const tick = () => {
      const now = Date.now();
      setClock({ until, now });
      if (now < until) timer = window.setTimeout(tick, (until - now) % 1000 || 1000);
    };
    timer = window.setTimeout(tick, (until - Date.now()) % 1000 || 1000);
    return () => window.clearTimeout(timer);
  }, [until]);
  const start = useCallback((seconds: number) => {
    const now = Date.now();
    setClock({ until: now + seconds * 1000, now });
  }, []);
  const clear = useCallback(() => setClock(undefined), []);
  return {
    secondsLeft: clock === undefined ? 0 : secondsLeft(clock.until, clock.now),
    started: clock !== undefined,
    start,
    clear,
  };
}
