import type { LessonRecordReply, LessonRecordStudent } from '#shared/contracts/lesson-record';
import type { OperationFacts } from '#shared/maths/fact-domain';
import {
  entryOfBoth,
  lessonEntryOf,
  REMOVED_PUPIL,
  withLesson,
  withoutPupil,
  withPupil,
  type ClassPupil,
  type ClassRecord,
  type LessonEntry,
} from './class-record';
import { matchPupils } from './pupil-matching';

/** A question for the teacher: is the lesson's student (say "Ada 2") the class's pupil (Ada)? */
export interface LessonQuestion {
  readonly studentId: string;
  /** The name the student joined the lesson with. */
  readonly name: string;
  readonly pupilId: string;
}

/** How the teacher's device records a lesson into its class. */
export interface RecordOptions {
  /** The teacher's answers so far, by student id: true when it is the pupil asked about. */
  readonly answers: ReadonlyMap<string, boolean>;
  /**
   * The last record, at End: a question still open makes a new pupil of the class, whom the
   * teacher can merge later; before it, the student waits for the answer.
   */
  readonly settle: boolean;
  /** The teacher's device's time now, which the lesson's times are moved onto. */
  readonly nowMs: number;
  readonly newPupilId: () => string;
}

/** The class with the lesson recorded, and the questions the teacher has still to answer. */
export interface RecordedLesson {
  readonly record: ClassRecord;
  readonly questions: readonly LessonQuestion[];
}

/**
 * Records what a lesson left (the server's lesson record) into the class: each student is the
 * pupil the lesson's earlier record said, or is matched by name (matchPupils) and then kept so;
 * a new name adds a pupil (but not one the teacher removed from the lesson, who leaves the class
 * again when an earlier record added them: pupilsAddedForRemoved). A student matched to
 * a pupil who has since been removed from the class stays out of it. Recording a lesson again
 * keeps what its earlier record had that this one lacks (the facts of operations the teacher
 * changed, a pupil no longer listed), and gives each pupil one entry (entryOfBoth makes two
 * students of one pupil one). The lesson's times are moved from the server's clock onto the
 * device's, so that the class's weeks follow the teacher's calendar. A lesson nobody is
 * recorded in leaves the class as it was.
 */
export function recordLesson(
  record: ClassRecord,
  reply: LessonRecordReply,
  options: RecordOptions,
): RecordedLesson {
  const earlier = record.lessons.find((lesson) => lesson.id === reply.sessionId);
  const pupilOfStudent: Record<string, string> = { ...earlier?.pupilOfStudent };
  const inClass = new Set(record.pupils.map((pupil) => pupil.id));
  const mapped = new Set(Object.values(pupilOfStudent));
  const unmatched = reply.students.filter(
    (student) => pupilOfStudent[student.studentId] === undefined,
  );
  const matches = matchPupils(
    record.pupils.filter((pupil) => !mapped.has(pupil.id)),
    unmatched.map((student) => student.name),
  );

  let next = record;
  const questions: LessonQuestion[] = [];
  const addPupil = (student: LessonRecordStudent) => {
    const id = options.newPupilId();
    next = withPupil(next, { id, name: student.name, addedAt: options.nowMs });
    pupilOfStudent[student.studentId] = id;
    inClass.add(id);
  };
  unmatched.forEach((student, index) => {
    const match = matches[index] ?? { kind: 'new' };
    if (match.kind === 'same') pupilOfStudent[student.studentId] = match.pupilId;
    // One the teacher removed from the lesson is no new pupil of the class.
    else if (student.removed) return;
    else if (match.kind === 'new') addPupil(student);
    else {
      const answer = options.answers.get(student.studentId);
      if (answer === true) pupilOfStudent[student.studentId] = match.pupilId;
      else if (answer === false || options.settle) addPupil(student);
      else
        questions.push({
          studentId: student.studentId,
          name: student.name,
          pupilId: match.pupilId,
        });
    }
  });

  const toDevice = (serverMs: number) => options.nowMs - (reply.recordedAtMs - serverMs);
  for (const pupilId of pupilsAddedForRemoved(next, reply, pupilOfStudent, toDevice)) {
    next = withoutPupil(next, pupilId);
    inClass.delete(pupilId);
    for (const [studentId, mappedTo] of Object.entries(pupilOfStudent))
      if (mappedTo === pupilId) pupilOfStudent[studentId] = REMOVED_PUPIL;
  }
  const entries = new Map<string, LessonEntry>();
  for (const student of reply.students) {
    const pupilId = pupilOfStudent[student.studentId];
    if (pupilId === undefined || !inClass.has(pupilId)) continue;
    const entry = lessonEntryOf(pupilId, {
      ...student,
      lastSeenAt: toDevice(student.lastSeenAtMs),
    });
    // Two students of one pupil (merged while the lesson runs) make one entry.
    const other = entries.get(pupilId);
    entries.set(pupilId, other === undefined ? entry : entryOfBoth(other, entry));
  }
  if (entries.size === 0 && earlier === undefined) return { record, questions };
  // What an earlier record of this lesson had stays: the facts of operations the teacher has
  // since changed, and a pupil's facts this record no longer lists.
  for (const kept of earlier?.entries ?? []) {
    const entry = entries.get(kept.pupilId);
    if (entry === undefined) {
      if (inClass.has(kept.pupilId)) entries.set(kept.pupilId, kept);
    } else entries.set(kept.pupilId, { ...entry, boxes: { ...kept.boxes, ...entry.boxes } });
  }
  // Nobody of the class is left in it (its only students removed): it is no lesson of the class.
  if (entries.size === 0) {
    const lessons = next.lessons.filter((lesson) => lesson.id !== reply.sessionId);
    return { record: { ...next, lessons }, questions };
  }
  next = withLesson(next, {
    id: reply.sessionId,
    startedAt: reply.startedAtMs === null ? null : toDevice(reply.startedAtMs),
    recordedAt: options.nowMs,
    operations: withOperations(earlier?.operations ?? [], reply.operations.map(operationFacts)),
    entries: [...entries.values()],
    pupilOfStudent,
  });
  return { record: next, questions };
}

/** How long before a student's join their pupil may have come into the class and be theirs. */
const JOIN_SLACK_MS = 60_000;

/**
 * The pupils a record of this lesson added to the class for students the teacher has since
 * removed from it (a record comes 2 s after a join, before most removals): each pupil whose
 * students here are all removed, who is in no other lesson, and who came into the class after
 * their student joined (JOIN_SLACK_MS allows for the clocks). A pupil of the class removed from
 * the lesson stays, with their entry.
 */
function pupilsAddedForRemoved(
  record: ClassRecord,
  reply: LessonRecordReply,
  pupilOfStudent: Readonly<Record<string, string>>,
  toDevice: (serverMs: number) => number,
): string[] {
  const inOtherLessons = new Set(
    record.lessons
      .filter((lesson) => lesson.id !== reply.sessionId)
      .flatMap((lesson) => [
        ...Object.values(lesson.pupilOfStudent),
        ...lesson.entries.map((entry) => entry.pupilId),
      ]),
  );
  const pupils = new Map<string, ClassPupil>(record.pupils.map((pupil) => [pupil.id, pupil]));
  const stays = new Set<string>();
  const leaves = new Set<string>();
  for (const student of reply.students) {
    const pupil = pupils.get(pupilOfStudent[student.studentId] ?? '');
    if (pupil === undefined) continue;
    const addedByLesson =
      !inOtherLessons.has(pupil.id) &&
      pupil.addedAt >= toDevice(student.joinedAtMs) - JOIN_SLACK_MS;
    if (student.removed && addedByLesson) leaves.add(pupil.id);
    else stays.add(pupil.id);
  }
  return [...leaves].filter((id) => !stays.has(id));
}

/** The operations a lesson has asked so far: the earlier ones, and the new ones not among them. */
function withOperations(
  earlier: readonly OperationFacts[],
  now: readonly OperationFacts[],
): OperationFacts[] {
  const seen = new Set(earlier.map((operation) => JSON.stringify(operation)));
  return [...earlier, ...now.filter((operation) => !seen.has(JSON.stringify(operation)))];
}

/** The part of an operation's settings that says which facts it asks. */
function operationFacts(operation: LessonRecordReply['operations'][number]): OperationFacts {
  return {
    type: operation.type,
    numberRange: operation.numberRange,
    ...(operation.tables === undefined ? {} : { tables: operation.tables }),
  };
}
