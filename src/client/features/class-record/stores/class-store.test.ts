import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { openDeviceDatabase } from '#client/lib/device-database';
import { withLesson, withPupilRenamed } from '../model/class-record';
import { classOf, entry, lessonOn } from '../model/test-class-records';
import { classStore } from './class-store';

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

describe('the class store', () => {
  it('keeps a class with its pupils and lessons and gives it back as it was', async () => {
    let record = withPupilRenamed(classOf(['Ada', 'Åse 2']), 'p-Ada', 'Ada K');
    record = withLesson(
      record,
      lessonOn(0, [entry('p-Ada', [['m6:7', 2]], 5), entry('p-Åse 2', [['m6:8', 0]], 6)]),
    );
    await classStore.put(record.id, record);
    expect(await classStore.get(record.id)).toEqual(record);
    expect((await classStore.get(record.id))?.pupils[0]?.formerNames).toEqual(['Ada']);
    expect(await classStore.list()).toEqual([record]);
  });

  it('leaves a class it cannot read where it is, and lists the others', async () => {
    const good = classOf(['Ada']);
    await classStore.put(good.id, good);
    const database = await openDeviceDatabase();
    await database.put('classes', {
      id: 'broken',
      version: 1,
      data: { ...good, id: 'broken', pupils: [{ id: 1 }] },
    });
    database.close();
    expect(await classStore.list()).toEqual([good]);
    const reopened = await openDeviceDatabase();
    expect(await reopened.count('classes')).toBe(2);
    reopened.close();
  });
});
