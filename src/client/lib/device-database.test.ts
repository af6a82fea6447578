import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  DATABASE_STEPS,
  DEVICE_DATABASE,
  defineCollection,
  deleteDeviceDatabase,
  openDeviceDatabase,
} from './device-database';

beforeEach(() => {
  // A new empty IndexedDB for each test.
  globalThis.indexedDB = new IDBFactory();
});

const note = v.object({ text: v.string() });

describe('the device database', () => {
  it('keeps what a device stored when a later version of the schema opens it', async () => {
    const first = await openDeviceDatabase(DATABASE_STEPS.slice(0, 1));
    await first.put('classes', { id: 'c1', version: 1, data: { text: 'kept' } });
    first.close();
    const later = [...DATABASE_STEPS, { version: 99, stores: ['later'] }];
    const upgraded = await openDeviceDatabase(later);
    expect(upgraded.version).toBe(99);
    expect([...upgraded.objectStoreNames].sort()).toEqual(['classBackups', 'classes', 'later']);
    expect(await upgraded.get('classes', 'c1')).toEqual({
      id: 'c1',
      version: 1,
      data: { text: 'kept' },
    });
    upgraded.close();
  });

  it('stores, reads, lists and deletes records of a collection', async () => {
    const notes = defineCollection({ store: 'classes', version: 1, schema: note });
    await notes.put('a', { text: 'one' });
    await notes.put('b', { text: 'two' });
    expect(await notes.get('a')).toEqual({ text: 'one' });
    expect(await notes.list()).toEqual([{ text: 'one' }, { text: 'two' }]);
    await notes.delete('a');
    expect(await notes.get('a')).toBeUndefined();
    expect(await notes.list()).toEqual([{ text: 'two' }]);
  });

  it('upgrades an older record as it reads it, and leaves an unreadable or newer one in place', async () => {
    const database = await openDeviceDatabase();
    await database.put('classes', { id: 'old', version: 1, data: { words: 'from v1' } });
    await database.put('classes', { id: 'broken', version: 2, data: { text: 7 } });
    await database.put('classes', { id: 'newer', version: 3, data: { text: 'from v3' } });
    database.close();
    const notes = defineCollection({
      store: 'classes',
      version: 2,
      schema: note,
      migrations: { 1: (data) => ({ text: (data as { words: string }).words }) },
    });
    expect(await notes.get('old')).toEqual({ text: 'from v1' });
    expect(await notes.list()).toEqual([{ text: 'from v1' }]);
    const reopened = await openDeviceDatabase();
    expect(await reopened.count('classes')).toBe(3);
    reopened.close();
  });

  it('deletes everything at once', async () => {
    const notes = defineCollection({ store: 'classes', version: 1, schema: note });
    await notes.put('a', { text: 'one' });
    await deleteDeviceDatabase();
    const databases = await indexedDB.databases();
    expect(databases.map((database) => database.name)).not.toContain(DEVICE_DATABASE);
    expect(await notes.list()).toEqual([]);
  });

  it('changes a record in one transaction, each change on what the one before left', async () => {
    const notes = defineCollection({ store: 'classes', version: 1, schema: note });
    await notes.put('a', { text: 'one' });
    await Promise.all([
      notes.update('a', (value) => ({ text: `${value.text} two` })),
      notes.update('a', (value) => ({ text: `${value.text} three` })),
    ]);
    expect(await notes.get('a')).toEqual({ text: 'one two three' });
    expect(await notes.update('absent', (value) => value)).toBeUndefined();
  });
});
