/** A coalescing scheduler: `schedule(key)` as often as you like, `stop()` when closing. */
export interface Coalescer {
  schedule(key: string): void;
  /** Cancels what is waiting and ignores later calls (the process is closing). */
  stop(): void;
}

/**
 * Runs an action for a key at most once per window: the first call schedules it after `delayMs`,
 * later calls within the window join that run. So 200 students connecting within a second cost the
 * teacher's screen a few full states, not 200 (each of them the size of the class).
 */
export function coalescePerKey(
  delayMs: number,
  action: (key: string) => Promise<void>,
  onError: (error: unknown) => void,
): Coalescer {
  const scheduled = new Map<string, NodeJS.Timeout>();
  let stopped = false;
  return {
    schedule(key) {
      if (stopped || scheduled.has(key)) return;
      const timer = setTimeout(() => {
        scheduled.delete(key);
        action(key).catch(onError);
      }, delayMs);
      timer.unref();
      scheduled.set(key, timer);
    },
    stop() {
      stopped = true;
      for (const timer of scheduled.values()) clearTimeout(timer);
      scheduled.clear();
    },
  };
}
