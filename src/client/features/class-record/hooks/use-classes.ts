import { useEffect, useState } from 'react';
import type { ClassRecord } from '../model/class-record';
import { onClassesChanged } from '../stores/class-changes';
import { loadClass, loadClasses } from '../stores/classes';

/** What a screen has of the device's classes: loading, read, or the device's storage failed. */
export type Loaded<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'ready'; readonly value: T };

/** A class read ahead of its screen: the reading, and its result once done. */
interface ReadAhead {
  readonly reading: Promise<ClassRecord | undefined>;
  done?: Loaded<ClassRecord | undefined>;
}

/** Classes read ahead of their screen (readClassAhead), by id, until the screen takes them. */
const readAhead = new Map<string, ReadAhead>();

/**
 * Starts reading a class before its screen opens (as the teacher presses its link), so that the
 * screen shows the class in its first render, or as soon as this reading is done. Changes to the
 * classes in the meantime are read again by the screen as usual.
 */
export function readClassAhead(id: string): void {
  if (readAhead.has(id)) return;
  const ahead: ReadAhead = { reading: loadClass(id) };
  ahead.reading.then(
    (value) => {
      ahead.done = { status: 'ready', value };
    },
    () => readAhead.delete(id),
  );
  readAhead.set(id, ahead);
}

/**
 * Reads with `load` now and after every change to the classes, keeping the latest reading; with
 * a reading already started (`ahead`), takes it instead of reading now, and shows it at once
 * when it is done.
 */
function useClassReading<T>(
  load: () => Promise<T>,
  key: string,
  ahead?: { readonly reading: Promise<T>; readonly done?: Loaded<T> | undefined },
): Loaded<T> {
  const initial = ahead?.done;
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
    const read = (started: Promise<T> = load()) => {
      reading += 1;
      const mine = reading;
      started.then(
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
    if (!startsFresh) read(ahead?.reading);
    const stop = onClassesChanged(() => read());
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

/** A reading of no class: nothing to read. */
const noClass = () => Promise.resolve(undefined);

/**
 * One class of the device (undefined when it has none of that id, or no id is given, which reads
 * nothing), kept up to date; at once when it was read ahead (readClassAhead).
 */
export function useClassRecord(id: string | undefined): Loaded<ClassRecord | undefined> {
  // Taken once, on the first render: a reading ahead serves one screen.
  const [ahead] = useState(() => {
    if (id === undefined) return undefined;
    const taken = readAhead.get(id);
    readAhead.delete(id);
    return taken;
  });
  return useClassReading(id === undefined ? noClass : () => loadClass(id), id ?? '', ahead);
}
