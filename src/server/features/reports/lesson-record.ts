import { deviceFactsOf, type DeviceFact } from '#shared/contracts/device-facts';
import type { LessonRecordStudent } from '#shared/contracts/lesson-record';
import type { FactProgress } from '#shared/maths/fact-scheduler';
import type { Student } from '#server/features/class/model/class-model';
import { statsOf } from '#server/features/class/views/session-views';

/**
 * The facts of the student's schedule that the lesson asks (`keys`), whether met in the lesson
 * or brought from their device to the join, as a device sends them (deviceFactsOf): the box,
 * when last answered, the tally and the questions since. Facts of other operations or tables the
 * device brought stay out: the record is of the lesson's facts.
 */
export function lessonFactsOf(
  student: Pick<Student, 'factSchedule' | 'questionsAnswered'>,
  keys: ReadonlySet<string>,
): DeviceFact[] {
  const facts: Record<string, FactProgress> = {};
  for (const [key, progress] of Object.entries(student.factSchedule.facts))
    if (keys.has(key)) facts[key] = progress;
  return deviceFactsOf({
    scheduler: { ...student.factSchedule, facts },
    questionsAnswered: student.questionsAnswered,
  });
}

/** One student's part of the lesson record: who, their figures, and the lesson's facts. */
export function lessonRecordStudent(
  student: Student,
  keys: ReadonlySet<string>,
): LessonRecordStudent {
  return {
    studentId: student.id,
    name: student.name,
    joinedAtMs: student.joinedAtMs,
    lastSeenAtMs: student.lastSeenAtMs,
    removed: student.removedAtMs !== null,
    stats: statsOf(student),
    facts: lessonFactsOf(student, keys),
    factsFrom: student.factsFrom,
  };
}
