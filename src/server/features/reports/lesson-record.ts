import { deviceFactsOf, type DeviceFact } from '#shared/contracts/device-facts';
import type { LessonRecordStudent } from '#shared/contracts/lesson-record';
import type { FactProgress } from '#shared/maths/fact-scheduler';
import type { Student } from '#server/features/class/model/class-model';
import { statsOf } from '#server/features/class/views/session-views';

/**
 * The facts of the student's schedule that the lesson asks now (`keys`), whether met in the lesson
 * or brought from their device to the join, and every fact answered in the lesson since the join,
 * also of an operation or tables the teacher has changed since (an answer just before the edit
 * has not always reached a record yet), as a device sends them (deviceFactsOf): the box, when last
 * answered, the tally and the questions since. Facts of other operations or tables the device
 * brought stay out: the record is of the lesson's facts.
 */
export function lessonFactsOf(
  student: Pick<Student, 'factSchedule' | 'questionsAnswered' | 'joinedAtMs'>,
  keys: ReadonlySet<string>,
): DeviceFact[] {
  const facts: Record<string, FactProgress> = {};
  for (const [key, progress] of Object.entries(student.factSchedule.facts))
    if (keys.has(key) || answeredSince(progress, student.joinedAtMs)) facts[key] = progress;
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

/**
 * Whether the fact was answered since `joinedAtMs`, on the server's clock: a device's facts at the
 * join are from before it (a time ahead of the server's counts as none).
 */
function answeredSince(progress: FactProgress, joinedAtMs: number): boolean {
  return progress.lastAskedAtMs !== undefined && progress.lastAskedAtMs >= joinedAtMs;
}
