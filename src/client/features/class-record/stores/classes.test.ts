import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { withPupil, withPupilRenamed } from '../model/class-record';
import { classOf } from '../model/test-class-records';
import { onClassesChanged } from './class-changes';
import { changeClass, deleteAllClasses, loadClass, loadClasses, saveClass } from './classes';

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

describe("the teacher's classes on the device", () => {
  it('runs changes one after another, each on what the one before left', async () => {
    await saveClass(classOf(['Ada']));
    await Promise.all([
      changeClass('class-1', (record) => withPupil(record, { id: 'p-Bo', name: 'Bo', addedAt: 0 })),
      changeClass('class-1', (record) => withPupilRenamed(record, 'p-Ada', 'Adah')),
    ]);
    expect((await loadClass('class-1'))?.pupils.map((pupil) => pupil.name)).toEqual(['Adah', 'Bo']);
  });

  it('tells the screens of every change, and deletes everything at once', async () => {
    let changes = 0;
    const stop = onClassesChanged(() => {
      changes += 1;
    });
    await saveClass(classOf(['Ada']));
    await saveClass({ ...classOf(['Bo']), id: 'class-2', name: '3A' });
    expect((await loadClasses()).map((record) => record.name)).toEqual(['3A', '4B']);
    await deleteAllClasses();
    expect(await loadClasses()).toEqual([]);
    expect(changes).toBe(3);
    stop();
  });

  it('changes nothing of a class the device no longer has', async () => {
    expect(await changeClass('gone', (record) => record)).toBeUndefined();
  });
});
