import { useEffect, useState } from 'react';

/** How long a wait lasts before the app tells of it: a quicker one shows no line at all. */
export const A_MOMENT_MS = 400;

/**
 * `value` once it has stayed the same (by identity) for `delayMs`, and `undefined` before: for a
 * line that tells of a wait, which a quick wait should not flash. A new value waits its own
 * moment, even when equal in content to one before (a new object each time something begins).
 */
export function useAfterAMoment<T>(value: T | undefined, delayMs = A_MOMENT_MS): T | undefined {
  const [lasting, setLasting] = useState<T>();
  useEffect(() => {
    if (value === undefined) return undefined;
    const timer = window.setTimeout(() => {
      setLasting(() => value);
    }, delayMs);
    return () => {
      window.clearTimeout(timer);
    };
  }, [value, delayMs]);
  return value !== undefined && lasting === value ? value : undefined;
}
