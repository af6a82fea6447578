import { longFactKey } from '#shared/contracts/fact-schedule';
import { factKeysOfOperations } from '#shared/maths/fact-domain';
import { statusOfBox, type FactStatus } from '#shared/maths/fact-map';
import { factFromKey, factKey } from '#shared/maths/fact-scheduler';
import type { ClassPupil, ClassRecord } from './class-record';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/*
 * What a class's record says of its pupils and facts over a term, worked out from the lessons it
 * keeps and nothing else. "As of" a time means from the lessons recorded by then.
 */

/** The class's facts: every fact its lessons (recorded by `untilMs`) asked. */
export function classFactKeys(
  record: ClassRecord,
  untilMs: number = Number.POSITIVE_INFINITY,
): Set<string> {
  const keys = new Set<string>();
  for (const lesson of record.lessons)
    if (lesson.recordedAt <= untilMs)
      for (const key of factKeysOfOperations(lesson.operations)) keys.add(key);
  return keys;
}

/**
 * The pupil's box of each fact they have met, by fact key, as the latest lesson (recorded by
 * `untilMs`) that listed the fact left it: a lesson on another device that did not bring a fact
 * leaves its last known box as it was.
 */
export function pupilBoxes(
  record: ClassRecord,
  pupilId: string,
  untilMs: number = Number.POSITIVE_INFINITY,
): Map<string, number> {
  const boxes = new Map<string, number>();
  for (const lesson of record.lessons) {
    if (lesson.recordedAt > untilMs) continue;
    for (const entry of lesson.entries) {
      if (entry.pupilId !== pupilId) continue;
      for (const [short, box] of entry.facts) {
        const key = canonicalKey(short);
        if (key !== undefined) boxes.set(key, box);
      }
    }
  }
  return boxes;
}

/** A short key (`m8:7`) as factKey writes the fact (`multiplication:7:8`), or undefined. */
function canonicalKey(short: string): string | undefined {
  const long = longFactKey(short);
  const fact = long === undefined ? undefined : factFromKey(long);
  return fact === undefined ? undefined : factKey(fact);
}

/** How many of `keys` are fluent in `boxes`. */
export function fluentCount(boxes: ReadonlyMap<string, number>, keys: ReadonlySet<string>): number {
  let fluent = 0;
  for (const key of keys) if (statusOfBox(boxes.get(key)) === 'fluent') fluent += 1;
  return fluent;
}

/** One pupil over the term. */
export interface PupilProgress {
  readonly pupil: ClassPupil;
  /** Facts fluent now, of `total`, the class's facts. */
  readonly fluent: number;
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

/** Where the pupil stands at `nowMs`: their facts fluent, the change, lessons and last seen. */
export function pupilProgress(
  record: ClassRecord,
  pupil: ClassPupil,
  nowMs: number,
): PupilProgress {
  const keys = classFactKeys(record);
  const attended = record.lessons.filter((lesson) =>
    lesson.entries.some((entry) => entry.pupilId === pupil.id),
  );
  const fluent = fluentCount(pupilBoxes(record, pupil.id), keys);
  const first = attended[0];
  const fluentAsOf = (atMs: number) => fluentCount(pupilBoxes(record, pupil.id, atMs), keys);
  const lastSeen = attended
    .flatMap((lesson) => lesson.entries.filter((entry) => entry.pupilId === pupil.id))
    .reduce<number | null>((latest, entry) => Math.max(latest ?? 0, entry.lastSeenAt), null);
  return {
    pupil,
    fluent,
    total: keys.size,
    sinceFirst: first === undefined ? null : fluent - fluentAsOf(first.recordedAt),
    lastWeek:
      first === undefined ? null : fluent - fluentAsOf(Math.max(nowMs - WEEK_MS, first.recordedAt)),
    lessonsAttended: attended.length,
    lastSeenAt: lastSeen,
  };
}

/** How many of the class's pupils have one fact fluent, learning, or not yet. */
export interface FactCounts {
  readonly key: string;
  readonly counts: Readonly<Record<FactStatus, number>>;
}

/** Each of the class's facts with how many pupils have it fluent, learning and not yet. */
export function classFactCounts(record: ClassRecord): FactCounts[] {
  const boxesOf = record.pupils.map((pupil) => pupilBoxes(record, pupil.id));
  return [...classFactKeys(record)].map((key) => {
    const counts = { notSeen: 0, learning: 0, fluent: 0 };
    for (const boxes of boxesOf) counts[statusOfBox(boxes.get(key))] += 1;
    return { key, counts };
  });
}

/** The class's share of fluent facts at the end of one week of the term. */
export interface WeekShare {
  /** The week's first moment: the first lesson's time, and every seven days after it. */
  readonly weekStart: number;
  /** Fluent facts over all facts of the pupils who had come to a lesson by then, 0 to 1. */
  readonly share: number;
}

/**
 * The class's share of fluent facts week by week, from the week of its first lesson to the
 * week of its last: at each week's end, the fluent facts of every pupil who had come to a lesson
 * by then, over those pupils times the class's facts by then.
 */
export function weeklyFluentShare(record: ClassRecord): WeekShare[] {
  const first = record.lessons[0];
  const last = record.lessons.at(-1);
  if (first === undefined || last === undefined) return [];
  const weeks: WeekShare[] = [];
  for (let start = first.recordedAt; start <= last.recordedAt; start += WEEK_MS) {
    const end = start + WEEK_MS - 1;
    const keys = classFactKeys(record, end);
    const came = record.pupils.filter((pupil) =>
      record.lessons.some(
        (lesson) =>
          lesson.recordedAt <= end && lesson.entries.some((entry) => entry.pupilId === pupil.id),
      ),
    );
    const fluent = came.reduce(
      (sum, pupil) => sum + fluentCount(pupilBoxes(record, pupil.id, end), keys),
      0,
    );
    const possible = came.length * keys.size;
    weeks.push({ weekStart: start, share: possible === 0 ? 0 : fluent / possible });
  }
  return weeks;
}
