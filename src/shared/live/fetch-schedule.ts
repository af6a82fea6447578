/**
 * When to fetch server state again that live events mark stale: the one rule of the teacher's
 * dashboard (insight, student list) and of the load benchmark that plays its part. Pure: the
 * caller passes the time.
 */

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
export function nextFetchDelayMs(
  state: FetchState,
  now: number,
  minIntervalMs: number,
): number | undefined {
  if (!state.stale || state.inFlight) return undefined;
  if (state.lastStartedAt === undefined) return 0;
  return Math.max(0, state.lastStartedAt + minIntervalMs - now);
}
