import { storedStudentSession } from '#client/features/class/class-session-store';
import { ClassPracticePage, PracticePage } from './lazy-pages';

/** /practice/:skill is class practice while this device is a student in a class, else solo practice. */
export function PracticeRoute() {
  return storedStudentSession() === undefined ? <PracticePage /> : <ClassPracticePage />;
}
