/** How much a process keeps in memory of something it could read again. */
export interface KeepLimits {
  /** Entries kept; the one kept longest ago goes first. */
  readonly maxEntries: number;
  /** Kept no longer than this: what paused for long is read again. */
  readonly maxAgeMs: number;
}

interface Kept<T> {
  readonly value: T;
  readonly keptAtMs: number;
}

/** Entries kept by key, at most `maxEntries` of them, none older than `maxAgeMs`. */
export interface KeptInOrder<T> {
  /** Keeps the value in place of one kept before under the key, as the newest entry. */
  keep(key: string, value: T): void;
  /** The value kept under the key, unless it is older than the limit. */
  get(key: string): T | undefined;
  delete(key: string): void;
  /** Forgets every entry kept longer ago than the limit; returns how many. */
  dropExpired(): number;
}

/**
 * Entries in the order they were kept (a Map keeps insertion order; keeping again moves an entry
 * to the end), so the expired and the surplus are always at the front.
 */
export function keptInOrder<T>(now: () => number, limits: KeepLimits): KeptInOrder<T> {
  const entries = new Map<string, Kept<T>>();
  const dropFirst = (): void => {
    const first = entries.keys().next();
    if (first.done !== true) entries.delete(first.value);
  };
  return {
    keep(key, value) {
      entries.delete(key);
      entries.set(key, { value, keptAtMs: now() });
      while (entries.size > limits.maxEntries) dropFirst();
    },
    get(key) {
      const kept = entries.get(key);
      return kept === undefined || now() - kept.keptAtMs > limits.maxAgeMs ? undefined : kept.value;
    },
    delete(key) {
      entries.delete(key);
    },
    dropExpired() {
      let dropped = 0;
      for (const [key, kept] of entries) {
        if (now() - kept.keptAtMs <= limits.maxAgeMs) break;
        entries.delete(key);
        dropped += 1;
      }
      return dropped;
    },
  };
}
