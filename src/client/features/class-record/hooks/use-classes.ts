import { useEffect, useState } from 'react';
import type { ClassRecord } from '../model/class-record';
import { onClassesChanged } from '../stores/class-changes';
import { loadClass, loadClasses } from '../stores/classes';

/** What a screen has of the device's classes: loading, read, or the device's storage failed. */
export type Loaded<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'ready'; readonly value: T };

/** Classes read ahead of their screen (readClassAhead), by id, until the screen takes them. */
const readAhead = new Map<string, Loaded<ClassRecord | undefined>>();

/**
 * Starts reading a class before its screen opens (as the teacher clicks its link), so that the
 * screen, once its code has loaded, shows the class in its first render. Changes to the classes
 * in the meantime are read again by the screen as usual.
 */
export function readClassAhead(id: string): void {
  if (readAhead.has(id)) return;
  readAhead.set(id, { status: 'loading' });
  loadClass(id).then(
    (value) => {
      // Only for a screen still to come: one that opened meanwhile read the class itself.
      if (readAhead.has(id)) readAhead.set(id, { status: 'ready', value });
    },
    () => readAhead.delete(id),
  );
}

/**
 * A class read ahead and done, taken from the read-ahead (undefined when there is none, or it is
 * not done yet: the screen then reads it itself, and the read-ahead is dropped).
 */
function takeReadAhead(id: string): Loaded<ClassRecord | undefined> | undefined {
  const loaded = readAhead.get(id);
  readAhead.delete(id);
  return loaded?.status === 'ready' ? loaded : undefined;
}

/**
 * Reads with `load` now and after every change to the classes, keeping the latest reading; with
 * `initial` (a reading already done), shows it at once and reads only after changes.
 */
function useClassReading<T>(load: () => Promise<T>, key: string, initial?: Loaded<T>): Loaded<T> {
  // Kept with the key it was read for: another key's reading is never shown as this one's.
  const [loaded, setLoaded] = useState<{ key: string; loaded: Loaded<T>; fresh: boolean }>(() => ({
    key,
    loaded: initial ?? { status: 'loading' },
    fresh: initial !== undefined,
  }));
  const startsFresh = loaded.key === key && loaded.fresh;
  useEffect(() => {
    let current = true;
    let reading = 0;
    const read = () => {
      reading += 1;
      const mine = reading;
      load().then(
        (value) => {
          if (current && mine === reading)
            setLoaded({ key, loaded: { status: 'ready', value }, fresh: false });
        },
        () => {
          if (current && mine === reading)
            setLoaded({ key, loaded: { status: 'failed' }, fresh: false });
        },
      );
    };
    if (!startsFresh) read();
    const stop = onClassesChanged(read);
    return () => {
      current = false;
      stop();
    };
    // `load` is keyed by `key`: a new function for the same key reads the same thing; whether
    // the first reading was there counts only when the key changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return loaded.key === key ? loaded.loaded : { status: 'loading' };
}

/** The device's classes, kept up to date. */
export function useClassList(): Loaded<ClassRecord[]> {
  return useClassReading(loadClasses, 'all');
}

/**
 * One class of the device (undefined when it has none of that id), kept up to date; at once
 * when it was read ahead (readClassAhead).
 */
export function useClassRecord(id: string): Loaded<ClassRecord | undefined> {
  const [initial] = useState(() => takeReadAhead(id));
  return useClassReading(() => loadClass(id), id, initial);
}
