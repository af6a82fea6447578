import type { Db } from '#server/db/schema';
import type { StudentChange } from '../model/class-model';
import { studentChangeToRow } from './row-mapping';

/**
 * Writes the named columns of a student with no guard: a test's stand-in for another writer that
 * came between a read and a write. The app writes a student's counters only through the guarded
 * writes of the students' repository (StudentsRepo.moveIfAt and the answers').
 */
export async function overwriteStudent(db: Db, id: string, change: StudentChange): Promise<void> {
  await db.updateTable('students').set(studentChangeToRow(change)).where('id', '=', id).execute();
}
