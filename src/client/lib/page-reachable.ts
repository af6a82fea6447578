/**
 * Whether the app's server answers for `address` now (a HEAD request past every cache, given up
 * after `timeoutMs`). Any answer below 500 is the server's own, a 404 included; 5xx is what a
 * proxy answers for a server that is down. A reload asked for while it does not answer shows the
 * browser's own offline page in place of the app, when no service worker serves the app yet.
 */
export async function pageReachable(address: string, timeoutMs = 8_000): Promise<boolean> {
  try {
    const response = await fetch(address, {
      method: 'HEAD',
      cache: 'no-store',
      credentials: 'same-origin',
      signal: AbortSignal.timeout(timeoutMs),
    });
    return response.status < 500;
  } catch {
    return false;
  }
}
