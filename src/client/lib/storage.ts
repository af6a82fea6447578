import { upgradedData, type KeptDataDefinition } from './kept-data';

/** A versioned entry in the browser's local storage. */
export interface Store<T> {
  /** The stored value, migrated to the current version; undefined when absent or unreadable. */
  read(): T | undefined;
  write(value: T): void;
  clear(): void;
  /**
   * Calls the listener after every write or clear, in this tab or (through the storage event)
   * another; returns the unsubscribe.
   */
  subscribe(listener: () => void): () => void;
}

/** How one store is kept: its key, and its version, schema and upgrades (KeptDataDefinition). */
export interface StoreDefinition<T> extends KeptDataDefinition<T> {
  readonly key: string;
}

interface Envelope {
  version: number;
  data: unknown;
}

/**
 * The one place that touches localStorage. Values are kept as `{ version, data }`, upgraded step
 * by step when read, checked against the schema, and dropped when broken, so a bad or old entry
 * never crashes the app. Storage that is full or blocked (private mode) fails quietly. Schemas
 * are valibot's: these stores are read on every first paint, and valibot costs the page about two
 * kilobytes where zod's core costs nine (docs/DECISIONS.md).
 */
export function defineStore<T>(definition: StoreDefinition<T>): Store<T> {
  const { key, version, schema, migrations } = definition;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const clear = () => {
    attempt(() => window.localStorage.removeItem(key));
    notify();
  };
  return {
    read() {
      const envelope = parseEnvelope(attempt(() => window.localStorage.getItem(key)));
      if (envelope === undefined) return undefined;
      // A newer version is another tab's, after an update: left for it, never deleted.
      if (envelope.version > version) return undefined;
      const value = upgradedData(envelope.version, envelope.data, { version, schema, migrations });
      if (value === undefined) attempt(() => window.localStorage.removeItem(key));
      return value;
    },
    write(value) {
      const envelope: Envelope = { version, data: value };
      attempt(() => window.localStorage.setItem(key, JSON.stringify(envelope)));
      notify();
    },
    clear,
    subscribe(listener) {
      listeners.add(listener);
      // Another tab's write (the teacher's projector window, say) reaches this one too.
      const fromOtherTab = (event: StorageEvent) => {
        if (event.key === key || event.key === null) listener();
      };
      window.addEventListener('storage', fromOtherTab);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', fromOtherTab);
      };
    },
  };
}

/**
 * A plain text entry, not versioned: for the language, kept as bare text under `lang` as it always
 * was. Undefined when absent or when storage is blocked; a blocked write is skipped.
 */
export const textEntry = (key: string) => ({
  read: (): string | undefined => attempt(() => window.localStorage.getItem(key)) ?? undefined,
  write: (value: string): void => {
    attempt(() => window.localStorage.setItem(key, value));
  },
});

function parseEnvelope(text: string | null | undefined): Envelope | undefined {
  if (text === null || text === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (
      typeof value === 'object' &&
      value !== null &&
      'version' in value &&
      typeof value.version === 'number'
    ) {
      return { version: value.version, data: 'data' in value ? value.data : undefined };
    }
  } catch {
    // Not JSON: treated as absent.
  }
  return undefined;
}

function attempt<R>(action: () => R): R | undefined {
  try {
    return action();
  } catch {
    return undefined;
  }
}
