/**
 * Runs an action for a key at most once per window: the first call schedules it after `delayMs`,
 * later calls within the window join that run. So 200 pupils connecting within a second cost the
 * teacher's screen a few full states, not 200 (each of them the size of the class).
 */
export function coalescePerKey(
  delayMs: number,
  action: (key: string) => Promise<void>,
  onError: (error: unknown) => void,
): (key: string) => void {
  const scheduled = new Set<string>();
  return (key) => {
    if (scheduled.has(key)) return;
    scheduled.add(key);
    const timer = setTimeout(() => {
      scheduled.delete(key);
      action(key).catch(onError);
    }, delayMs);
    timer.unref();
  };
}
