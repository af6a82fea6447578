import type { StudentSummary } from '#shared/contracts/sessions';
import { averageAccuracyPercent } from '#shared/maths/practice-stats';

/** What the whole class has done: students in the session, answers given, and accuracy. */
export interface ClassTotals {
  /** Students in the session now: the removed ones are not counted. */
  readonly studentCount: number;
  /** Answers of every student, the removed ones too, as the insight and the reports count them. */
  readonly answers: number;
  /**
   * The class's accuracy as the reports give it (averageAccuracyPercent), removed students too;
   * null before any answer.
   */
  readonly accuracy: number | null;
  /** Answers wrong or out of time, removed students' too: none, and nothing can be practised again. */
  readonly missed: number;
}

/** The class's totals over the teacher's student list. */
export function classTotals(
  students: readonly Pick<StudentSummary, 'stats' | 'removed'>[],
): ClassTotals {
  let studentCount = 0;
  let answers = 0;
  let missed = 0;
  for (const student of students) {
    if (!student.removed) studentCount += 1;
    answers += student.stats.questionsAnswered;
    missed += student.stats.incorrect;
  }
  return {
    studentCount,
    answers,
    accuracy: averageAccuracyPercent(students.map((student) => student.stats)),
    missed,
  };
}
