import { ApiRequestError } from '#client/lib/api-client';
import {
  codeBytes,
  keysOfCode,
  newRecoveryCode,
  open,
  seal,
  writtenCode,
  type CodeKeys,
} from '#client/lib/sealed-box';
import type { ClassRecord } from '../model/class-record';
import { mergeClassCopies, withNameChosen, type NameConflict } from '../model/merge-class-copies';
import { classFileText, classFromFile } from '../stores/class-file';
import { changeClass, loadClass, saveClass } from '../stores/classes';
import { deleteBackup, fetchBackup, sendBackup } from './backup-api';
import { backupLinks, type BackupLink } from './backup-links';

/*
 * A class kept on the server sealed, as the teacher's devices see it: started with a new
 * recovery code, brought together with the server's copy (merge-class-copies.ts decides), opened
 * on another device with the code, and stopped. The server only ever gets sealed bytes.
 */

/** Where a class's backup stands, for the class's screen. */
export type BackupState =
  | { readonly kind: 'none' }
  | { readonly kind: 'saved'; readonly savedAt: number }
  | { readonly kind: 'conflicts'; readonly conflicts: readonly NameConflict[] }
  /** The server could not be reached; the changes are sent on the next try. */
  | { readonly kind: 'offline' }
  /** The server has no backup under the code: unused too long, or stopped on another device. */
  | { readonly kind: 'gone' }
  | { readonly kind: 'failed'; readonly message: string };

/** The most times a write is tried again after another device wrote first. */
const RACES = 3;

/** One piece of work on a class's backup at a time in this tab, in the order asked. */
const queues = new Map<string, Promise<unknown>>();
function oneAtATime<T>(classId: string, work: () => Promise<T>): Promise<T> {
  const run = (queues.get(classId) ?? Promise.resolve()).then(work, work);
  queues.set(
    classId,
    run.catch(() => undefined),
  );
  return run;
}

/** The keys of a stored link's code (it was checked when kept, so it is one). */
async function keysOf(link: BackupLink): Promise<CodeKeys> {
  const keys = await keysOfCode(link.code);
  if (keys === undefined) throw new Error('A kept recovery code does not read');
  return keys;
}

/** The class of a sealed backup, or undefined when the key does not open it. */
async function openedClass(keys: CodeKeys, sealed: Uint8Array<ArrayBuffer>) {
  const text = await open(keys.key, sealed);
  const record = text === undefined ? undefined : classFromFile(text);
  return typeof record === 'object' ? record : undefined;
}

/** The state a failed call leaves the backup in. */
function stateOfFailure(error: unknown): BackupState {
  if (error instanceof ApiRequestError) {
    if (error.unreachable) return { kind: 'offline' };
    if (error.code === 'backup_not_found') return { kind: 'gone' };
    return { kind: 'failed', message: error.message };
  }
  throw error;
}

/**
 * Starts keeping the class on the server: a new recovery code, the class sealed with its key and
 * sent. Resolves to the code, which the teacher must write down: it is the only way to open the
 * backup. A class kept before gets a new code, and its old backup is deleted.
 */
export function startClassBackup(classId: string): Promise<string> {
  return oneAtATime(classId, async () => {
    const record = await loadClass(classId);
    if (record === undefined) throw new Error('No such class on this device');
    const previous = await backupLinks.get(classId);
    const code = newRecoveryCode();
    const keys = await keysOfCode(code);
    if (keys === undefined) throw new Error('A new recovery code does not read');
    const version = await sendBackup(keys, await seal(keys.key, classFileText(record)), 0);
    await backupLinks.put(classId, {
      classId,
      code,
      version,
      base: record,
      savedAt: Date.now(),
      conflicts: [],
    });
    if (previous !== undefined && previous.gone !== true)
      await deleteBackup(await keysOf(previous)).catch(() => undefined);
    return code;
  });
}

/** The class's recovery code, when the device keeps the class on the server. */
export async function recoveryCodeOf(classId: string): Promise<string | undefined> {
  return (await backupLinks.get(classId))?.code;
}

/** Where the class's backup stands as this device last knew it, without asking the server. */
export async function knownBackupState(classId: string): Promise<BackupState> {
  const link = await backupLinks.get(classId);
  if (link === undefined) return { kind: 'none' };
  if (link.gone === true) return { kind: 'gone' };
  if (link.conflicts.length > 0) return { kind: 'conflicts', conflicts: link.conflicts };
  return { kind: 'saved', savedAt: link.savedAt };
}

/**
 * Brings the device's class and the server's copy together: what changed on another device is
 * merged in, and what changed here is sent. While both renamed something apart, the merge is kept
 * here and nothing is sent until the teacher chooses (chooseNames).
 */
export function syncClassBackup(classId: string): Promise<BackupState> {
  return oneAtATime(classId, async () => {
    for (let race = 0; race < RACES; race += 1) {
      const link = await backupLinks.get(classId);
      if (link === undefined) return { kind: 'none' };
      if (link.gone === true) return { kind: 'gone' };
      if (link.conflicts.length > 0) return { kind: 'conflicts', conflicts: link.conflicts };
      try {
        return await syncOnce(link);
      } catch (error) {
        if (error instanceof ApiRequestError && error.code === 'backup_changed') continue;
        const state = stateOfFailure(error);
        // Gone for good (unused too long, or stopped on another device): the device stops asking,
        // so that no school's address runs into the limit on misses, and keeps the copy it last
        // agreed on, to merge from should the class be opened with a new code.
        if (state.kind === 'gone') await backupLinks.put(classId, { ...link, gone: true });
        return state;
      }
    }
    return knownBackupState(classId);
  });
}

/** One round of syncClassBackup; a write that another device's beat is a 409 to try again. */
async function syncOnce(link: BackupLink): Promise<BackupState> {
  let local = await loadClass(link.classId);
  if (local === undefined) {
    // The class was deleted on this device: its link goes too, and the server is not asked.
    await backupLinks.delete(link.classId);
    return { kind: 'none' };
  }
  const keys = await keysOf(link);
  const stored = await fetchBackup(keys);
  let version = link.version;
  if (stored.version !== link.version) {
    const theirs = await openedClass(keys, stored.sealed);
    if (theirs === undefined) return { kind: 'gone' };
    // An older copy than the one this device last saw (a server restored from a backup) is no
    // base for a merge: what it lacks was not removed, so everything of both is kept.
    const base = stored.version > link.version ? link.base : undefined;
    let conflicts: readonly NameConflict[] = [];
    local = await changeClass(link.classId, (current) => {
      const merged = mergeClassCopies(base, current, theirs);
      conflicts = merged.conflicts;
      return merged.record;
    });
    if (local === undefined) return { kind: 'none' };
    version = stored.version;
    const merged = { ...link, version, base: theirs, savedAt: Date.now(), conflicts };
    await backupLinks.put(link.classId, merged);
    if (conflicts.length > 0) return { kind: 'conflicts', conflicts };
    if (sameRecord(local, theirs)) return { kind: 'saved', savedAt: merged.savedAt };
  } else if (sameRecord(local, link.base)) {
    await backupLinks.put(link.classId, { ...link, savedAt: Date.now() });
    return { kind: 'saved', savedAt: Date.now() };
  }
  const next = await sendBackup(keys, await seal(keys.key, classFileText(local)), version);
  const savedAt = Date.now();
  await backupLinks.put(link.classId, {
    ...link,
    version: next,
    base: local,
    savedAt,
    conflicts: [],
  });
  return { kind: 'saved', savedAt };
}

/**
 * Takes the teacher's choice of name for each conflict (the name chosen, in the conflicts'
 * order), then sends the class.
 */
export async function chooseNames(
  classId: string,
  chosen: readonly { readonly conflict: NameConflict; readonly name: string }[],
): Promise<BackupState> {
  await oneAtATime(classId, async () => {
    await changeClass(classId, (record) =>
      chosen.reduce((kept, { conflict, name }) => withNameChosen(kept, conflict, name), record),
    );
    const link = await backupLinks.get(classId);
    if (link !== undefined) await backupLinks.put(classId, { ...link, conflicts: [] });
  });
  return syncClassBackup(classId);
}

/**
 * Brings every class the device keeps on the server in step (the teacher's page opening, a
 * lesson's End); a failure is left for the next time, as the class view shows it.
 */
export async function syncAllClassBackups(): Promise<void> {
  const links = await backupLinks.list();
  await Promise.all(links.map((link) => syncClassBackup(link.classId).catch(() => undefined)));
}

/** Deletes the class's backup from the server and forgets its code on this device. */
export function stopClassBackup(classId: string): Promise<void> {
  return oneAtATime(classId, async () => {
    const link = await backupLinks.get(classId);
    if (link === undefined) return;
    try {
      if (link.gone !== true) await deleteBackup(await keysOf(link));
    } catch (error) {
      // Gone already (unused too long, or stopped on another device): nothing left to delete.
      if (!(error instanceof ApiRequestError && error.code === 'backup_not_found')) throw error;
    }
    await backupLinks.delete(classId);
  });
}

/** What opening a backup with a typed code gave. */
export type OpenedBackup =
  | { readonly kind: 'opened'; readonly classId: string }
  /** The text is not a recovery code's shape (a character missing or not of the alphabet). */
  | { readonly kind: 'notACode' }
  /** No backup opens with the code; nothing was changed. */
  | { readonly kind: 'wrongCode' };

/**
 * Opens a class's backup on this device with its recovery code: a class the device does not
 * have is added; one it has is merged with the server's copy. Other failures (the server out of
 * reach, too many tries) reject with their ApiRequestError.
 */
export async function openClassBackup(typed: string): Promise<OpenedBackup> {
  const bytes = codeBytes(typed);
  const keys = await keysOfCode(typed);
  if (bytes === undefined || keys === undefined) return { kind: 'notACode' };
  let stored;
  try {
    stored = await fetchBackup(keys);
  } catch (error) {
    if (
      error instanceof ApiRequestError &&
      (error.code === 'backup_not_found' || error.code === 'forbidden')
    )
      return { kind: 'wrongCode' };
    throw error;
  }
  const theirs = await openedClass(keys, stored.sealed);
  if (theirs === undefined) return { kind: 'wrongCode' };
  const classId = theirs.id;
  await oneAtATime(classId, async () => {
    // A device that kept this class before merges from the copy it last agreed on; one that
    // never did keeps everything of both.
    const known = await backupLinks.get(classId);
    const rolledBack =
      known?.code === writtenCode(bytes) && !known.gone && known.version > stored.version;
    const base = rolledBack ? undefined : known?.base;
    let conflicts: readonly NameConflict[] = [];
    const merged = await changeClass(classId, (current) => {
      const result = mergeClassCopies(base, current, theirs);
      conflicts = result.conflicts;
      return result.record;
    });
    if (merged === undefined) await saveClass(theirs);
    await backupLinks.put(classId, {
      classId,
      code: writtenCode(bytes),
      version: stored.version,
      base: theirs,
      savedAt: Date.now(),
      conflicts,
    });
  });
  return { kind: 'opened', classId };
}

function sameRecord(a: ClassRecord, b: ClassRecord): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
