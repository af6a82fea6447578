import type { Student, StudentMove } from '#server/features/class/model/class-model';
import type { Repos } from '#server/features/class/storage/class-store';

/** How often a student is read again when answers keep coming between the read and the move. */
const MOVE_ATTEMPTS = 5;

/**
 * Moves each student of the session whom `decide` gives a move (undefined: leave them), in the
 * order they joined, through the guarded write (StudentsRepo.moveIfAt). When an answer came
 * between the read and the write, the student is read again and `decide` decides anew from what
 * they are now, so the answer stays counted and the move fits it. `afterMove` runs once per
 * student moved, in the same transaction. Returns the ids moved.
 */
export async function moveStudents(
  repos: Repos,
  sessionId: string,
  decide: (student: Student) => StudentMove | undefined,
  afterMove: (student: Student) => Promise<void> = () => Promise.resolve(),
): Promise<string[]> {
  const moved: string[] = [];
  for (const read of await repos.students.listBySession(sessionId)) {
    let student: Student | undefined = read;
    for (let attempt = 1; student !== undefined; attempt += 1) {
      const move = decide(student);
      if (move === undefined) break;
      if (await repos.students.moveIfAt(student, move)) {
        await afterMove(student);
        moved.push(student.id);
        break;
      }
      if (attempt === MOVE_ATTEMPTS)
        throw new Error(`A student was read ${String(attempt)} times and never moved`);
      student = await repos.students.findById(student.id);
    }
  }
  return moved;
}
