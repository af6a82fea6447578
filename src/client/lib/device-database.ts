import { deleteDB, openDB, type IDBPDatabase } from 'idb';
import { upgradedData, type KeptDataDefinition } from './kept-data';

/** The name of the device's IndexedDB database. */
export const DEVICE_DATABASE = 'mattemester';

/** One version of the database's schema: the object stores it adds (each keyed by `id`). */
export interface DatabaseStep {
  readonly version: number;
  readonly stores: readonly string[];
}

/**
 * The database's schema, version by version. A device on an older version runs the steps after
 * it in order when the app opens the database, and keeps everything it stored; a step is never
 * changed once released, only followed by another.
 */
export const DATABASE_STEPS: readonly DatabaseStep[] = [
  { version: 1, stores: ['classes'] },
  { version: 2, stores: ['classBackups'] },
];

/** A list of records in one object store of the device's database. */
export interface Collection<T> {
  /** The record, migrated to the current version; undefined when absent or unreadable. */
  get(id: string): Promise<T | undefined>;
  /** Every readable record. */
  list(): Promise<T[]>;
  put(id: string, value: T): Promise<void>;
  /**
   * Changes the record in one transaction (no other tab writes between the read and the write);
   * resolves to the record as changed, or undefined when it is absent or unreadable, which is
   * then left as it is.
   */
  update(id: string, change: (value: T) => T): Promise<T | undefined>;
  delete(id: string): Promise<void>;
}

/** How one collection is kept: its store, its records' current version and schema, and upgrades. */
export interface CollectionDefinition<T> extends KeptDataDefinition<T> {
  readonly store: string;
}

interface StoredRecord {
  readonly id: string;
  readonly version: number;
  readonly data: unknown;
}

/** Opens the device's database at the last version of `steps`, running the steps it lacks. */
export function openDeviceDatabase(
  steps: readonly DatabaseStep[] = DATABASE_STEPS,
): Promise<IDBPDatabase> {
  const latest = steps.at(-1)?.version ?? 1;
  return openDB(DEVICE_DATABASE, latest, {
    upgrade(database, oldVersion) {
      for (const step of steps)
        if (step.version > oldVersion)
          for (const store of step.stores)
            if (!database.objectStoreNames.contains(store))
              database.createObjectStore(store, { keyPath: 'id' });
    },
  });
}

/** Deletes the device's database with everything in it (the teacher's "delete everything"). */
export async function deleteDeviceDatabase(): Promise<void> {
  await deleteDB(DEVICE_DATABASE);
}

/**
 * The one place that touches IndexedDB (through idb). Records are kept as `{ id, version,
 * data }`, upgraded step by step when read and checked against the schema. A record that is
 * unreadable (broken, or written by a newer version of the app in another tab) is left where it
 * is and not listed: a teacher's term of lessons is never deleted for a reading the app cannot
 * make.
 */
export function defineCollection<T>(
  definition: CollectionDefinition<T>,
  open: () => Promise<IDBPDatabase> = openDeviceDatabase,
): Collection<T> {
  const { store, version } = definition;
  /**
   * Each call opens the database and closes it when done, so that no open connection ever holds
   * back another tab's upgrade or the deletion of everything.
   */
  const using = async <R>(work: (database: IDBPDatabase) => Promise<R>): Promise<R> => {
    const database = await open();
    try {
      return await work(database);
    } finally {
      database.close();
    }
  };
  const readable = (stored: unknown): T | undefined => {
    if (typeof stored !== 'object' || stored === null) return undefined;
    const record = stored as Partial<StoredRecord>;
    if (typeof record.version !== 'number' || record.version > version) return undefined;
    return upgradedData(record.version, record.data, definition);
  };
  return {
    async get(id) {
      return readable(await using((database) => database.get(store, id)));
    },
    async list() {
      const all = await using((database) => database.getAll(store));
      return all.map(readable).filter((value): value is T => value !== undefined);
    },
    async put(id, value) {
      const record: StoredRecord = { id, version, data: value };
      await using((database) => database.put(store, record));
    },
    async update(id, change) {
      return using(async (database) => {
        const transaction = database.transaction(store, 'readwrite');
        const current = readable(await transaction.store.get(id));
        if (current === undefined) {
          await transaction.done;
          return undefined;
        }
        const changed = change(current);
        if (changed !== current) {
          const record: StoredRecord = { id, version, data: changed };
          await transaction.store.put(record);
        }
        await transaction.done;
        return changed;
      });
    },
    async delete(id) {
      await using((database) => database.delete(store, id));
    },
  };
}
