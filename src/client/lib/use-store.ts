import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { Store } from './storage';

/** The store's current value, re-rendering the component whenever it is written or cleared. */
export function useStore<T>(store: Store<T>): T | undefined {
  const cache = useRef<{ json: string; value: T | undefined }>({ json: '', value: undefined });
  const snapshot = useCallback(() => {
    const value = store.read();
    const json = value === undefined ? '' : JSON.stringify(value);
    if (json !== cache.current.json) cache.current = { json, value };
    return cache.current.value;
  }, [store]);
  const subscribe = useCallback((listener: () => void) => store.subscribe(listener), [store]);
  return useSyncExternalStore(subscribe, snapshot);
}
