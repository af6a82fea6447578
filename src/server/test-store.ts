import { afterEach, beforeEach } from 'vitest';
import { createStore } from '#server/store';
import { createTestDatabase, type TestDatabase } from '#server/db/test-databases';
import type { Store } from '#server/features/class/storage/class-store';

/**
 * A fresh test database and the store over it for each test of the describe block (or file) it is
 * called in; the getters read the current test's.
 */
export function storeForEachTest(): { store: () => Store; database: () => TestDatabase } {
  let database: TestDatabase | undefined;
  let store: Store | undefined;
  beforeEach(async () => {
    database = await createTestDatabase();
    store = createStore(database.db, database.dialect);
  });
  afterEach(async () => {
    await database?.dispose();
  });
  const current = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('only inside a test');
    return value;
  };
  return { store: () => current(store), database: () => current(database) };
}
