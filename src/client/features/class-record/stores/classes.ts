import { deleteDeviceDatabase } from '../../../lib/device-database';
import type { ClassRecord } from '../model/class-record';
import { announceClassesChanged } from './class-changes';
import { classStore } from './class-store';

/*
 * The teacher's classes on this device: read, changed and deleted through here, so that every
 * change is announced to the screens that show them (class-changes.ts).
 */

/** Every class on the device, by name. */
export async function loadClasses(): Promise<ClassRecord[]> {
  const all = await classStore.list();
  return all.sort((a, b) => a.name.localeCompare(b.name) || a.createdAt - b.createdAt);
}

/** One class, or undefined when the device has none of that id. */
export function loadClass(id: string): Promise<ClassRecord | undefined> {
  return classStore.get(id);
}

/** Keeps the class, replacing the one of its id. */
export async function saveClass(record: ClassRecord): Promise<void> {
  await classStore.put(record.id, record);
  announceClassesChanged();
}

let changes: Promise<unknown> = Promise.resolve();

/**
 * Changes the class as it is stored now: changes run one after another, each on the record the
 * one before it left, so that a lesson's record and the teacher's edit never overwrite each other.
 * Resolves to the class as changed, or undefined when the device no longer has it.
 */
export function changeClass(
  id: string,
  change: (record: ClassRecord) => ClassRecord,
): Promise<ClassRecord | undefined> {
  const run = changes.then(async () => {
    const record = await classStore.get(id);
    if (record === undefined) return undefined;
    const changed = change(record);
    if (changed !== record) await saveClass(changed);
    return changed;
  });
  changes = run.catch(() => undefined);
  return run;
}

/** Removes the class, its pupils and lessons from the device. */
export async function deleteClass(id: string): Promise<void> {
  await classStore.delete(id);
  announceClassesChanged();
}

/** Removes every class and everything else the device's database holds. */
export async function deleteAllClasses(): Promise<void> {
  await deleteDeviceDatabase();
  announceClassesChanged();
}
