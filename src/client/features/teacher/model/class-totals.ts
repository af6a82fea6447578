import type { StudentSummary } from '#shared/contracts/sessions';

/** What the whole class has done: pupils in the session, answers given, answers right. */
export interface ClassTotals {
  /** Pupils in the session now: the removed ones are not counted. */
  readonly pupils: number;
  /** Answers of every pupil, the removed ones too, as the insight and the reports count them. */
  readonly answers: number;
  readonly correct: number;
}

/** The class's totals over the teacher's pupil list. */
export function classTotals(
  students: readonly Pick<StudentSummary, 'stats' | 'removed'>[],
): ClassTotals {
  let pupils = 0;
  let answers = 0;
  let correct = 0;
  for (const student of students) {
    if (!student.removed) pupils += 1;
    answers += student.stats.questionsAnswered;
    correct += student.stats.correct;
  }
  return { pupils, answers, correct };
}
