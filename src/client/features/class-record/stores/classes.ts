import { deleteDeviceDatabase } from '#client/lib/device-database';
import type { ClassRecord } from '../model/class-record';
import { backupLinks } from '../backup/backup-links';
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

/**
 * Changes the class as it is stored now, in one transaction of the device's database: changes
 * from this tab and the teacher's other tabs (a lesson's record, an edit on the class view) run
 * one after another, each on the record the one before it left. Resolves to the class as
 * changed, or undefined when the device no longer has it.
 */
export async function changeClass(
  id: string,
  change: (record: ClassRecord) => ClassRecord,
): Promise<ClassRecord | undefined> {
  const seen: { changed?: boolean } = {};
  const result = await classStore.update(id, (record) => {
    const next = change(record);
    seen.changed = next !== record;
    return next;
  });
  if (seen.changed === true) announceClassesChanged();
  return result;
}

/**
 * Removes the class, its pupils and lessons from the device, with what the device kept of its
 * copy on the server (its code and the copy both sides last agreed on); the server's copy stays
 * for the teacher's other devices, or goes after 180 days unused.
 */
export async function deleteClass(id: string): Promise<void> {
  await classStore.delete(id);
  await backupLinks.delete(id);
  announceClassesChanged();
}

/** Removes every class and everything else the device's database holds. */
export async function deleteAllClasses(): Promise<void> {
  await deleteDeviceDatabase();
  announceClassesChanged();
}
