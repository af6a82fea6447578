import { MAX_DEVICE_FACTS, type DeviceFact } from '#shared/contracts/device-facts';
import type { LessonRecordReply } from '#shared/contracts/lesson-record';
import { REMOVED_PUPIL, type ClassRecord } from './class-record';

/** A lesson's student and the facts their class holds of them, for a device that had none. */
export interface FactsToSend {
  readonly studentId: string;
  readonly facts: readonly DeviceFact[];
}

/**
 * The facts the class holds of a pupil, as a device sends them with a join: each fact's box as
 * the latest lesson (other than `exceptLessonId`) that listed it left it, dated by the pupil's
 * last moment in that lesson; most recent first, at most MAX_DEVICE_FACTS.
 */
export function classFactsOf(
  record: ClassRecord,
  pupilId: string,
  exceptLessonId: string,
): DeviceFact[] {
  const latest = new Map<string, DeviceFact>();
  for (const lesson of record.lessons) {
    if (lesson.id === exceptLessonId) continue;
    for (const entry of lesson.entries)
      if (entry.pupilId === pupilId)
        for (const [key, box] of Object.entries(entry.boxes))
          latest.set(key, [key, box, entry.lastSeenAt]);
  }
  return [...latest.values()].sort((a, b) => (b[2] ?? 0) - (a[2] ?? 0)).slice(0, MAX_DEVICE_FACTS);
}

/**
 * The lesson's students who get their class's facts now: a student whose device brought none
 * (factsFrom null), who is the class's pupil (the lesson's record maps them, after the teacher
 * confirmed a name that was unsure), of whom the class holds facts, and who has not been sent
 * them (`sent`). A child on their own device, or one the teacher removed, gets nothing.
 */
export function classFactsToSend(
  record: ClassRecord,
  reply: LessonRecordReply,
  sent: ReadonlySet<string>,
): FactsToSend[] {
  const lesson = record.lessons.find((kept) => kept.id === reply.sessionId);
  if (lesson === undefined) return [];
  const inClass = new Set(record.pupils.map((pupil) => pupil.id));
  const out: FactsToSend[] = [];
  for (const student of reply.students) {
    if (student.factsFrom !== null || student.removed || sent.has(student.studentId)) continue;
    const pupilId = lesson.pupilOfStudent[student.studentId];
    if (pupilId === undefined || pupilId === REMOVED_PUPIL || !inClass.has(pupilId)) continue;
    const facts = classFactsOf(record, pupilId, reply.sessionId);
    if (facts.length > 0) out.push({ studentId: student.studentId, facts });
  }
  return out;
}
