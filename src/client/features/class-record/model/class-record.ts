import type { DeviceFacts } from '#shared/contracts/device-facts';
import { longFactKey, shortFactKey } from '#shared/contracts/fact-schedule';
import { factFromKey, factKey } from '#shared/maths/fact-scheduler';
import type { StudentStats } from '#shared/contracts/sessions';
import type { OperationFacts } from '#shared/maths/fact-domain';
import type { Language } from '#shared/i18n/languages';
import { nameKey, pupilNamed, pupilWithNames } from './pupil-matching';

/*
 * A class as the teacher's device keeps it for a term: its pupils and what each lesson left
 * behind. Nothing of it is kept on the server; these are plain data, never changed in place, so
 * a record can be stored, exported and compared as it is.
 */

/** A child of the class, known by the name they type when they join a lesson. */
export interface ClassPupil {
  readonly id: string;
  readonly name: string;
  /** When the pupil was first added to the class, milliseconds since 1970. */
  readonly addedAt: number;
  /**
   * Names the pupil had before the teacher renamed them, or of pupils merged into them (one of
   * each as names are compared, sorted; pupilWithNames): a child who types one of them in a later
   * lesson is asked about, not made a new pupil. Absent when none.
   */
  readonly formerNames?: readonly string[];
}

/** What one lesson left of one pupil: their figures, and the lesson's facts they had met. */
export interface LessonEntry {
  readonly pupilId: string;
  readonly stats: StudentStats;
  /** Milliseconds since 1970. */
  readonly lastSeenAt: number;
  /**
   * The box of each of the lesson's facts the pupil had met by its end, by short key as factKey
   * orders it (`m7:8`): all a term's progress needs, at a ninth of the facts' full form.
   */
  readonly boxes: Readonly<Record<string, number>>;
}

/**
 * A pupil's entry from what the lesson's record says of them (LessonRecordStudent): their
 * figures, and the boxes of their facts, each key written as factKey orders it (`m8:7` and
 * `m7:8` are one fact); a key that names no fact is left out.
 */
export function lessonEntryOf(
  pupilId: string,
  student: {
    readonly stats: StudentStats;
    readonly lastSeenAt: number;
    readonly facts: DeviceFacts;
  },
): LessonEntry {
  const boxes: Record<string, number> = {};
  for (const [key, box] of student.facts) {
    const canonical = canonicalShortKey(key);
    if (canonical !== undefined) boxes[canonical] = box;
  }
  return { pupilId, stats: student.stats, lastSeenAt: student.lastSeenAt, boxes };
}

/** A short key (`m8:7`) as factKey writes the fact (`m7:8`), or undefined when it is none. */
export function canonicalShortKey(short: string): string | undefined {
  const long = longFactKey(short);
  const fact = long === undefined ? undefined : factFromKey(long);
  return fact === undefined ? undefined : shortFactKey(factKey(fact));
}

/** One lesson of the class. */
export interface ClassLesson {
  /** The lesson's session id on the server, which recording the same lesson again replaces. */
  readonly id: string;
  readonly startedAt: number | null;
  /** When its record was taken; lessons are ordered by it. */
  readonly recordedAt: number;
  readonly operations: readonly OperationFacts[];
  readonly entries: readonly LessonEntry[];
  /**
   * Which pupil of the class each of the lesson's students is (the server's student id to the
   * pupil's id), so that recording the lesson again keeps the teacher's answers.
   */
  readonly pupilOfStudent: Readonly<Record<string, string>>;
}

/** What the class's shared goal counts. */
export type GoalMeasure = 'fluentFacts' | 'rightAnswers';

/** A goal the class works towards together: one number, shown as one bar, with no names. */
export interface ClassGoal {
  readonly measure: GoalMeasure;
  readonly target: number;
  /** When the goal was set: right answers count from lessons recorded since. */
  readonly setAt: number;
  /** The day it is meant to be reached by, milliseconds since 1970; null for no day. */
  readonly dueAt: number | null;
}

/** A class of the teacher's. */
export interface ClassRecord {
  readonly id: string;
  readonly name: string;
  /** The language of the class's pages (the parents' page among them). */
  readonly language: Language;
  readonly createdAt: number;
  readonly pupils: readonly ClassPupil[];
  /** In the order they were recorded. */
  readonly lessons: readonly ClassLesson[];
  readonly goal: ClassGoal | null;
  /**
   * Each pupil merged into another (withPupilsMerged), absorbed id to kept id: another device's
   * copy may still have the absorbed pupil, and merging the copies (merge-class-copies.ts) follows
   * it to the kept one. Absent before any merge.
   */
  readonly mergedPupils?: Readonly<Record<string, string>>;
}

/** A new class with no pupils or lessons yet. */
export function newClassRecord(
  id: string,
  name: string,
  language: Language,
  nowMs: number,
): ClassRecord {
  return {
    id,
    name: name.trim(),
    language,
    createdAt: nowMs,
    pupils: [],
    lessons: [],
    goal: null,
  };
}

/**
 * The class with the lesson recorded: a lesson recorded before (the same session, again while it
 * runs or at its end) is replaced, so the last record of a lesson is the one kept.
 */
export function withLesson(record: ClassRecord, lesson: ClassLesson): ClassRecord {
  const others = record.lessons.filter((kept) => kept.id !== lesson.id);
  const lessons = [...others, lesson].sort((a, b) => a.recordedAt - b.recordedAt);
  return { ...record, lessons };
}

/** The class with its goal set, or cleared (null). */
export function withGoal(record: ClassRecord, goal: ClassGoal | null): ClassRecord {
  return { ...record, goal };
}

/** The class with a new name. */
export function withClassName(record: ClassRecord, name: string): ClassRecord {
  return { ...record, name: name.trim() };
}

/** The class with a pupil added. */
export function withPupil(record: ClassRecord, pupil: ClassPupil): ClassRecord {
  return { ...record, pupils: [...record.pupils, pupil] };
}

/**
 * The class with the pupil's name changed, the name before kept among their former names;
 * unchanged when another pupil has that name.
 */
export function withPupilRenamed(record: ClassRecord, pupilId: string, name: string): ClassRecord {
  const others = record.pupils.filter((pupil) => pupil.id !== pupilId);
  if (pupilNamed(others, name) !== undefined) return record;
  return {
    ...record,
    pupils: record.pupils.map((pupil) =>
      pupil.id === pupilId ? pupilWithNames(pupil, name.trim(), []) : pupil,
    ),
  };
}

/**
 * The class with one of the pupil's former names forgotten (as names are compared): a child who
 * joins a later lesson under it is matched as under any other name (matchPupils). Merging with a
 * copy that still has it keeps it forgotten (merge-class-copies.ts).
 */
export function withFormerNameForgotten(
  record: ClassRecord,
  pupilId: string,
  name: string,
): ClassRecord {
  const forgotten = nameKey(name);
  return {
    ...record,
    pupils: record.pupils.map((pupil) => {
      if (pupil.id !== pupilId) return pupil;
      const { formerNames, ...rest } = pupil;
      const kept = (formerNames ?? []).filter((former) => nameKey(former) !== forgotten);
      return kept.length === 0 ? rest : { ...rest, formerNames: kept };
    }),
  };
}

/**
 * One pupil's entry from two of one lesson (two of the lesson's students the teacher made one
 * pupil: a second device, a second name). Each answer was given to one student only, so the
 * figures add up: the streak is the one seen last (the higher when seen at once), the best streak
 * the higher. A fact both met keeps the higher box: a device mostly scheduled it from the class's
 * earlier lessons, not from the other device, so the lower box is mostly the other device's
 * progress missing. The order of the two does not matter.
 */
export function entryOfBoth(a: LessonEntry, b: LessonEntry): LessonEntry {
  const bLater =
    b.lastSeenAt > a.lastSeenAt ||
    (b.lastSeenAt === a.lastSeenAt && b.stats.streak > a.stats.streak);
  const [earlier, later] = bLater ? [a, b] : [b, a];
  const boxes: Record<string, number> = { ...earlier.boxes };
  for (const [key, box] of Object.entries(later.boxes)) boxes[key] = Math.max(box, boxes[key] ?? 0);
  return {
    pupilId: later.pupilId,
    lastSeenAt: later.lastSeenAt,
    stats: {
      correct: a.stats.correct + b.stats.correct,
      incorrect: a.stats.incorrect + b.stats.incorrect,
      streak: later.stats.streak,
      bestStreak: Math.max(a.stats.bestStreak, b.stats.bestStreak),
      questionsAnswered: a.stats.questionsAnswered + b.stats.questionsAnswered,
      totalTimeSpentMs: a.stats.totalTimeSpentMs + b.stats.totalTimeSpentMs,
    },
    boxes,
  };
}

/**
 * The class with `absorbed` merged into `kept`: the absorbed pupil's lessons count as the kept
 * pupil's, their names are the kept pupil's former names, and the absorbed pupil is gone. Where
 * both have an entry in one lesson (two devices in the same lesson), the two are made one
 * (entryOfBoth).
 */
export function withPupilsMerged(record: ClassRecord, kept: string, absorbed: string): ClassRecord {
  if (kept === absorbed) return record;
  const gone = record.pupils.find((pupil) => pupil.id === absorbed);
  const goneNames = gone === undefined ? [] : [gone.name, ...(gone.formerNames ?? [])];
  const lessons = record.lessons.map((lesson) => {
    const moved = lesson.entries.map((entry) =>
      entry.pupilId === absorbed ? { ...entry, pupilId: kept } : entry,
    );
    const pupilOfStudent = Object.fromEntries(
      Object.entries(lesson.pupilOfStudent).map(([student, pupil]) => [
        student,
        pupil === absorbed ? kept : pupil,
      ]),
    );
    const ofKept = moved.filter((entry) => entry.pupilId === kept);
    if (ofKept.length < 2) return { ...lesson, entries: moved, pupilOfStudent };
    const both = ofKept.reduce(entryOfBoth);
    const at = moved.indexOf(ofKept[0] as LessonEntry);
    const entries = moved.filter((entry) => entry.pupilId !== kept);
    entries.splice(at, 0, both);
    return { ...lesson, entries, pupilOfStudent };
  });
  return {
    ...record,
    lessons,
    pupils: record.pupils.flatMap((pupil) => {
      if (pupil.id === absorbed) return [];
      return pupil.id === kept ? [pupilWithNames(pupil, pupil.name, goneNames)] : [pupil];
    }),
    mergedPupils: { ...record.mergedPupils, [absorbed]: kept },
  };
}

/** What a lesson's student is mapped to once the teacher has removed their pupil. */
export const REMOVED_PUPIL = '';

/** The class without the pupil: their name and every entry of theirs are gone. */
export function withoutPupil(record: ClassRecord, pupilId: string): ClassRecord {
  return {
    ...record,
    pupils: record.pupils.filter((pupil) => pupil.id !== pupilId),
    lessons: record.lessons.map((lesson) => ({
      ...lesson,
      entries: lesson.entries.filter((entry) => entry.pupilId !== pupilId),
      // The lesson's student stays known as no pupil, so recording it again leaves them out.
      pupilOfStudent: Object.fromEntries(
        Object.entries(lesson.pupilOfStudent).map(([student, pupil]) => [
          student,
          pupil === pupilId ? REMOVED_PUPIL : pupil,
        ]),
      ),
    })),
  };
}
