import { afterEach, beforeEach } from 'vitest';
import { createStore } from '#server/store';
import { createTestDatabase, type TestDatabase } from '#server/db/test-databases';
import type { Store } from '#server/features/class/storage/class-store';

/**
 * A fresh test database and the store over it for each test of the describe block (or file) it is
 * called in; the getter reads the current test's.
 */
export function storeForEachTest(): { store: () => Store } {
  let database: TestDatabase | undefined;
  let store: Store | undefined;
  beforeEach(async () => {
    database = await createTestDatabase();
    store = createStore(database.db, database.dialect);
  });
  afterEach(async () => {
    await database?.dispose();
  });
  return {
    store: () => {
      if (store === undefined) throw new Error('only inside a test');
      return store;
    },
  };
}
