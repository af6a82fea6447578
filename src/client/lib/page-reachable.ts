/**
 * Whether the app's server answers for `address` now (a HEAD request past every cache, given up
 * after `timeoutMs`). A reload asked for while it does not shows the browser's own offline page
 * in place of the app, when no service worker serves the app yet (a first visit).
 */
export async function pageReachable(address: string, timeoutMs = 8_000): Promise<boolean> {
  try {
    const response = await fetch(address, {
      method: 'HEAD',
      cache: 'no-store',
      credentials: 'same-origin',
      signal: AbortSignal.timeout(timeoutMs),
    });
    return response.ok;
  } catch {
    return false;
  }
}
