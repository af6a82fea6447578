import { useEffect, useState } from 'react';
import type { ClassRecord } from '../model/class-record';
import { onClassesChanged } from '../stores/class-changes';
import { loadClass, loadClasses } from '../stores/classes';

/** What a screen has of the device's classes: loading, read, or the device's storage failed. */
export type Loaded<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'ready'; readonly value: T };

/** Reads with `load` now and after every change to the classes, keeping the latest reading. */
function useClassReading<T>(load: () => Promise<T>, key: string): Loaded<T> {
  // Kept with the key it was read for: another key's reading is never shown as this one's.
  const [loaded, setLoaded] = useState<{ key: string; loaded: Loaded<T> }>({
    key,
    loaded: { status: 'loading' },
  });
  useEffect(() => {
    let current = true;
    let reading = 0;
    const read = () => {
      reading += 1;
      const mine = reading;
      load().then(
        (value) => {
          if (current && mine === reading) setLoaded({ key, loaded: { status: 'ready', value } });
        },
        () => {
          if (current && mine === reading) setLoaded({ key, loaded: { status: 'failed' } });
        },
      );
    };
    read();
    const stop = onClassesChanged(read);
    return () => {
      current = false;
      stop();
    };
    // `load` is keyed by `key`: a new function for the same key reads the same thing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return loaded.key === key ? loaded.loaded : { status: 'loading' };
}

/** The device's classes, kept up to date. */
export function useClassList(): Loaded<ClassRecord[]> {
  return useClassReading(loadClasses, 'all');
}

/** One class of the device (undefined when it has none of that id), kept up to date. */
export function useClassRecord(id: string): Loaded<ClassRecord | undefined> {
  return useClassReading(() => loadClass(id), id);
}
