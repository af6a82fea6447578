import type { StudentSummary } from '#shared/contracts/sessions';

/** What the whole class has done: students in the session, answers given, answers right. */
export interface ClassTotals {
  /** Students in the session now: the removed ones are not counted. */
  readonly studentCount: number;
  /** Answers of every student, the removed ones too, as the insight and the reports count them. */
  readonly answers: number;
  readonly correct: number;
}

/** The class's totals over the teacher's student list. */
export function classTotals(
  students: readonly Pick<StudentSummary, 'stats' | 'removed'>[],
): ClassTotals {
  let studentCount = 0;
  let answers = 0;
  let correct = 0;
  for (const student of students) {
    if (!student.removed) studentCount += 1;
    answers += student.stats.questionsAnswered;
    correct += student.stats.correct;
  }
  return { studentCount, answers, correct };
}
