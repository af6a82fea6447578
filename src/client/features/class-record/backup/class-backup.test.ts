import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '#client/lib/api-client';
import type { CodeKeys } from '#client/lib/sealed-box';
import { withLesson, withPupilRenamed } from '../model/class-record';
import { classOf, entry, lessonOn } from '../model/test-class-records';
import { changeClass, deleteClass, loadClass, saveClass } from '../stores/classes';
import { backupLinks } from './backup-links';
import type { StoredBackup } from './backup-api';
import {
  chooseNames,
  openClassBackup,
  startClassBackup,
  stopClassBackup,
  syncClassBackup,
} from './class-backup';

/** The server's backups, as the routes keep them: sealed bytes, a version, the token's owner. */
const server = new Map<
  string,
  { sealed: Uint8Array<ArrayBuffer>; version: number; token: string }
>();
/** What the server was sent, in order: "read", "create", "write" or "delete". */
const calls: string[] = [];

const refusal = (status: number, code: 'backup_not_found' | 'backup_changed' | 'forbidden') =>
  new ApiRequestError(code, status, code);

vi.mock('./backup-api', () => ({
  fetchBackup: (keys: CodeKeys): Promise<StoredBackup> => {
    calls.push('read');
    const stored = server.get(keys.backupId);
    if (stored === undefined) return Promise.reject(refusal(404, 'backup_not_found'));
    if (stored.token !== keys.writeToken) return Promise.reject(refusal(403, 'forbidden'));
    return Promise.resolve({ sealed: stored.sealed, version: stored.version });
  },
  sendBackup: (keys: CodeKeys, sealed: Uint8Array<ArrayBuffer>, expected: number) => {
    const stored = server.get(keys.backupId);
    if ((stored?.version ?? 0) !== expected) return Promise.reject(refusal(409, 'backup_changed'));
    calls.push(expected === 0 ? 'create' : 'write');
    server.set(keys.backupId, { sealed, version: expected + 1, token: keys.writeToken });
    return Promise.resolve(expected + 1);
  },
  deleteBackup: (keys: CodeKeys) => {
    calls.push('delete');
    server.delete(keys.backupId);
    return Promise.resolve();
  },
}));

/** Two browsers of one teacher: each its own device database. */
let laptop = new IDBFactory();
let phone = new IDBFactory();
function on(device: IDBFactory): void {
  globalThis.indexedDB = device;
}

const recorded = withLesson(classOf(['Ada', 'Bo']), lessonOn(1, [entry('p-Ada', [['m6:2', 1]])]));

/** The writes the server was sent, without the reads. */
const writes = () => calls.filter((call) => call !== 'read');

beforeEach(() => {
  laptop = new IDBFactory();
  phone = new IDBFactory();
  server.clear();
  calls.length = 0;
});

describe("a class kept sealed on the server, on the teacher's devices", () => {
  it('opens on another device with its code, and brings both devices’ lessons together', async () => {
    on(laptop);
    await saveClass(recorded);
    const code = await startClassBackup('class-1');
    expect(writes()).toEqual(['create']);

    on(phone);
    expect(await openClassBackup(code.toLowerCase())).toEqual({
      kind: 'opened',
      classId: 'class-1',
    });
    expect(await loadClass('class-1')).toEqual(recorded);
    await changeClass('class-1', (record) => withLesson(record, lessonOn(2, [])));
    expect(await syncClassBackup('class-1')).toMatchObject({ kind: 'saved' });

    on(laptop);
    await changeClass('class-1', (record) => withLesson(record, lessonOn(3, [])));
    expect(await syncClassBackup('class-1')).toMatchObject({ kind: 'saved' });
    expect((await loadClass('class-1'))?.lessons.map((lesson) => lesson.id)).toEqual([
      'lesson-1',
      'lesson-2',
      'lesson-3',
    ]);

    on(phone);
    await syncClassBackup('class-1');
    expect((await loadClass('class-1'))?.lessons).toHaveLength(3);
    expect(writes()).toEqual(['create', 'write', 'write']);
  });

  it('sends nothing while a rename made on both devices waits for the teacher, then the name chosen', async () => {
    on(laptop);
    await saveClass(recorded);
    const code = await startClassBackup('class-1');
    on(phone);
    await openClassBackup(code);
    await changeClass('class-1', (record) => withPupilRenamed(record, 'p-Bo', 'Bodil'));
    await syncClassBackup('class-1');

    on(laptop);
    await changeClass('class-1', (record) => withPupilRenamed(record, 'p-Bo', 'Bosse'));
    const state = await syncClassBackup('class-1');
    expect(state).toEqual({
      kind: 'conflicts',
      conflicts: [{ kind: 'pupilName', pupilId: 'p-Bo', ours: 'Bosse', theirs: 'Bodil' }],
    });
    expect(await syncClassBackup('class-1')).toEqual(state);
    expect(writes()).toEqual(['create', 'write']);
    if (state.kind !== 'conflicts') throw new Error('no conflicts');
    const [conflict] = state.conflicts;
    if (conflict === undefined) throw new Error('no conflict');
    expect(await chooseNames('class-1', [{ conflict, name: 'Bosse' }])).toMatchObject({
      kind: 'saved',
    });
    expect(writes()).toEqual(['create', 'write', 'write']);

    on(phone);
    await syncClassBackup('class-1');
    expect((await loadClass('class-1'))?.pupils.map((pupil) => pupil.name)).toEqual([
      'Ada',
      'Bosse',
    ]);
  });

  it('changes nothing for a wrong code or one of the wrong shape', async () => {
    on(laptop);
    await saveClass(recorded);
    const code = await startClassBackup('class-1');
    on(new IDBFactory());
    const wrong = `${code.slice(0, -1)}${code.endsWith('0') ? '1' : '0'}`;
    expect(await openClassBackup(wrong)).toEqual({ kind: 'wrongCode' });
    expect(await openClassBackup('7K3M-QX2A')).toEqual({ kind: 'notACode' });
    expect(await loadClass('class-1')).toBeUndefined();
  });

  it('says when the server no longer keeps the class, and stops for good when asked', async () => {
    on(laptop);
    await saveClass(recorded);
    await startClassBackup('class-1');
    server.clear();
    expect(await syncClassBackup('class-1')).toEqual({ kind: 'gone' });
    await startClassBackup('class-1');
    await stopClassBackup('class-1');
    expect(server.size).toBe(0);
    expect(await syncClassBackup('class-1')).toEqual({ kind: 'none' });
    expect(await loadClass('class-1')).toEqual(recorded);
  });

  it('keeps every lesson when the server serves an older copy than the device last saw', async () => {
    on(laptop);
    await saveClass(recorded);
    await startClassBackup('class-1');
    const [backupId] = [...server.keys()];
    const older = server.get(backupId ?? '');
    await changeClass('class-1', (record) => withLesson(record, lessonOn(2, [])));
    await syncClassBackup('class-1');
    if (older !== undefined && backupId !== undefined) server.set(backupId, older);
    expect(await syncClassBackup('class-1')).toMatchObject({ kind: 'saved' });
    expect((await loadClass('class-1'))?.lessons.map((lesson) => lesson.id)).toEqual([
      'lesson-1',
      'lesson-2',
    ]);
  });

  it('asks no more for a backup the server no longer has, and forgets a deleted class’s link', async () => {
    on(laptop);
    await saveClass(recorded);
    await startClassBackup('class-1');
    server.clear();
    expect(await syncClassBackup('class-1')).toEqual({ kind: 'gone' });
    calls.length = 0;
    expect(await syncClassBackup('class-1')).toEqual({ kind: 'gone' });
    expect(calls).toEqual([]);
    await startClassBackup('class-1');
    await deleteClass('class-1');
    expect(await backupLinks.get('class-1')).toBeUndefined();
    calls.length = 0;
    expect(await syncClassBackup('class-1')).toEqual({ kind: 'none' });
    expect(calls).toEqual([]);
  });
});
