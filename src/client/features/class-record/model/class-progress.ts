import { shortFactKey } from '#shared/contracts/fact-schedule';
import { factKeysOfOperations, type OperationFacts } from '#shared/maths/fact-domain';
import { statusOfBox, type FactStatus } from '#shared/maths/fact-map';
import type { ClassLesson, ClassPupil, ClassRecord } from './class-record';
import { compareFactKeys } from './fact-label';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** The start of the calendar week (Monday, 00:00 on the device's clock) that holds the moment. */
export function weekStartOf(atMs: number): number {
  const day = new Date(atMs);
  day.setHours(0, 0, 0, 0);
  day.setDate(day.getDate() - ((day.getDay() + 6) % 7));
  return day.getTime();
}

/** The start of the calendar week after the one that starts at `weekStart`. */
export function nextWeekStart(weekStart: number): number {
  const day = new Date(weekStart);
  day.setDate(day.getDate() + 7);
  return day.getTime();
}

/*
 * What a class's record says of its pupils and facts over a term, worked out from the lessons it
 * keeps and nothing else. Facts are named by their short keys, as the entries keep them. "As of"
 * a time means from the lessons recorded by then.
 */

/** The short keys of the facts a lesson's operations ask, worked out once per operations. */
const keysByOperations = new Map<string, readonly string[]>();
function lessonFactKeys(operations: readonly OperationFacts[]): readonly string[] {
  const id = JSON.stringify(operations);
  let keys = keysByOperations.get(id);
  if (keys === undefined) {
    keys = [...factKeysOfOperations(operations)].map(shortFactKey);
    keysByOperations.set(id, keys);
  }
  return keys;
}

/**
 * Adds the facts the lesson asked to `keys`: those of its operations as recorded, and every fact a
 * pupil has a box of from it, which holds the facts of operations the teacher changed before any
 * record listed them (a lesson's facts are never others: the server records no other).
 */
function addLessonFactKeys(keys: Set<string>, lesson: ClassLesson): void {
  for (const key of lessonFactKeys(lesson.operations)) keys.add(key);
  for (const entry of lesson.entries) for (const key of Object.keys(entry.boxes)) keys.add(key);
}

/** The class's facts: every fact its lessons (recorded by `untilMs`) asked. */
export function classFactKeys(
  record: ClassRecord,
  untilMs: number = Number.POSITIVE_INFINITY,
): Set<string> {
  const keys = new Set<string>();
  for (const lesson of record.lessons)
    if (lesson.recordedAt <= untilMs) addLessonFactKeys(keys, lesson);
  return keys;
}

/**
 * The pupil's box of each fact they have met, as the latest lesson (recorded by `untilMs`) that
 * listed the fact left it: a lesson on another device that did not bring a fact leaves its last
 * known box as it was.
 */
export function pupilBoxes(
  record: ClassRecord,
  pupilId: string,
  untilMs: number = Number.POSITIVE_INFINITY,
): Map<string, number> {
  const boxes = new Map<string, number>();
  for (const lesson of record.lessons) {
    if (lesson.recordedAt > untilMs) continue;
    for (const entry of lesson.entries)
      if (entry.pupilId === pupilId)
        for (const [key, box] of Object.entries(entry.boxes)) boxes.set(key, box);
  }
  return boxes;
}

const isFluent = (box: number | undefined) => (statusOfBox(box) === 'fluent' ? 1 : 0);

/** How many of `keys` are fluent in `boxes`. */
export function fluentCount(boxes: ReadonlyMap<string, number>, keys: ReadonlySet<string>): number {
  let fluent = 0;
  for (const key of keys) fluent += isFluent(boxes.get(key));
  return fluent;
}

/** One pupil over the term. */
export interface PupilProgress {
  readonly pupil: ClassPupil;
  /** Facts fluent now, of `total`, the class's facts. */
  readonly fluent: number;
  /**
   * Facts of the class's the pupil has met and is still learning: a child's first lessons make
   * few facts fluent (that takes a right answer on a later day), so this shows them at work.
   */
  readonly learning: number;
  readonly total: number;
  /** Fluent facts gained since the end of their first lesson; null before any lesson. */
  readonly sinceFirst: number | null;
  /**
   * Fluent facts gained over the last seven days (since their first lesson, when that was
   * later); null before any lesson.
   */
  readonly lastWeek: number | null;
  readonly lessonsAttended: number;
  /** Milliseconds since 1970; null before any lesson. */
  readonly lastSeenAt: number | null;
}

/** How many of the class's pupils have one fact fluent, learning, or not yet. */
export interface FactCounts {
  readonly key: string;
  readonly counts: Readonly<Record<FactStatus, number>>;
}

/** The class's share of fluent facts at the end of one week of the term. */
export interface WeekShare {
  /** The week's first moment: Monday, 00:00 on the device's clock. */
  readonly weekStart: number;
  /** Fluent facts over all facts of the pupils who had come to a lesson by then, 0 to 1. */
  readonly share: number;
}

/** Everything the class view shows of a class at one moment. */
export interface ClassProgress {
  /** Each pupil, in the class's order: facts fluent now, the change, lessons and last seen. */
  readonly pupils: readonly PupilProgress[];
  /**
   * Each of the class's facts (as compareFactKeys orders them) with how many pupils have it
   * fluent, learning and not yet.
   */
  readonly facts: readonly FactCounts[];
  /**
   * The class's share of fluent facts calendar week by week (Monday to Sunday), from the week of
   * its first lesson to that of its last: at each week's end, the fluent facts of every pupil who had come to a lesson by
   * then, over those pupils times the class's facts by then.
   */
  readonly weeks: readonly WeekShare[];
}

/** What one pupil's replay keeps: their boxes, and their fluent count after each lesson. */
interface PupilReplay {
  readonly boxes: Map<string, number>;
  /** Fluent facts among the class's facts now. */
  fluent: number;
  readonly afterLessons: {
    readonly lessonId: string;
    readonly at: number;
    readonly fluent: number;
  }[];
  lastSeenAt: number | null;
}

/**
 * The class at `nowMs`, in one pass over its lessons in the order they were recorded (a class of
 * 30 pupils after 40 lessons opens on a phone; docs/PERFORMANCE.md): each pupil's boxes move as
 * each lesson left them, with their fluent count after every lesson they came to, and the weeks'
 * shares are taken as the replay passes each week's end. The same figures as working each out on
 * its own from pupilBoxes and fluentCount (a property test holds the two together).
 */
export function classProgress(record: ClassRecord, nowMs: number): ClassProgress {
  const keysNow = classFactKeys(record);
  const replays = new Map<string, PupilReplay>(
    record.pupils.map((pupil) => [
      pupil.id,
      { boxes: new Map(), fluent: 0, afterLessons: [], lastSeenAt: null },
    ]),
  );
  const keysSoFar = new Set<string>();
  const weeks: WeekShare[] = [];
  const firstLesson = record.lessons[0];
  let weekStart =
    firstLesson === undefined ? Number.POSITIVE_INFINITY : weekStartOf(firstLesson.recordedAt);
  /** Takes the share of every week that ends before `atMs`, from the replay as it stands. */
  const closeWeeksBefore = (atMs: number) => {
    for (; nextWeekStart(weekStart) <= atMs; weekStart = nextWeekStart(weekStart)) {
      let fluent = 0;
      let came = 0;
      for (const replay of replays.values()) {
        if (replay.afterLessons.length === 0) continue;
        came += 1;
        fluent += fluentCount(replay.boxes, keysSoFar);
      }
      const possible = came * keysSoFar.size;
      weeks.push({ weekStart, share: possible === 0 ? 0 : fluent / possible });
    }
  };
  for (const lesson of record.lessons) {
    closeWeeksBefore(lesson.recordedAt);
    addLessonFactKeys(keysSoFar, lesson);
    replayLesson(lesson, replays, keysNow);
  }
  // The week of the last lesson ends too.
  if (firstLesson !== undefined) closeWeeksBefore(nextWeekStart(weekStart));
  return {
    pupils: record.pupils.map((pupil) => progressOf(pupil, replays.get(pupil.id), keysNow, nowMs)),
    facts: [...keysNow].sort(compareFactKeys).map((key) => {
      const counts = { notSeen: 0, learning: 0, fluent: 0 };
      for (const replay of replays.values()) counts[statusOfBox(replay.boxes.get(key))] += 1;
      return { key, counts };
    }),
    weeks,
  };
}

/** Moves every pupil of the lesson on as it left them. */
function replayLesson(
  lesson: ClassLesson,
  replays: ReadonlyMap<string, PupilReplay>,
  keysNow: ReadonlySet<string>,
): void {
  for (const entry of lesson.entries) {
    const replay = replays.get(entry.pupilId);
    if (replay === undefined) continue;
    for (const [key, box] of Object.entries(entry.boxes)) {
      if (keysNow.has(key)) replay.fluent += isFluent(box) - isFluent(replay.boxes.get(key));
      replay.boxes.set(key, box);
    }
    replay.lastSeenAt = Math.max(replay.lastSeenAt ?? 0, entry.lastSeenAt);
    const latest = replay.afterLessons.at(-1);
    // Two entries of one pupil in one lesson (merged pupils) count as one lesson.
    if (latest?.lessonId === lesson.id) replay.afterLessons.pop();
    replay.afterLessons.push({ lessonId: lesson.id, at: lesson.recordedAt, fluent: replay.fluent });
  }
}

/** A pupil's figures from their replay. */
function progressOf(
  pupil: ClassPupil,
  replay: PupilReplay | undefined,
  keys: ReadonlySet<string>,
  nowMs: number,
): PupilProgress {
  let learning = 0;
  if (replay !== undefined)
    for (const key of keys) if (statusOfBox(replay.boxes.get(key)) === 'learning') learning += 1;
  const lessons = replay?.afterLessons ?? [];
  const first = lessons[0];
  const fluent = replay?.fluent ?? 0;
  const asOf = (atMs: number) => lessons.findLast((lesson) => lesson.at <= atMs)?.fluent ?? 0;
  return {
    pupil,
    fluent,
    learning,
    total: keys.size,
    sinceFirst: first === undefined ? null : fluent - asOf(first.at),
    lastWeek: first === undefined ? null : fluent - asOf(Math.max(nowMs - WEEK_MS, first.at)),
    lessonsAttended: lessons.length,
    lastSeenAt: replay?.lastSeenAt ?? null,
  };
}
