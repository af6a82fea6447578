import type { DeviceFact } from '#shared/contracts/device-facts';
import type { StudentStats } from '#shared/contracts/sessions';
import {
  lessonEntryOf,
  newClassRecord,
  type ClassLesson,
  type ClassRecord,
  type LessonEntry,
} from './class-record';

/** Test helpers: a class, its lessons and their entries. */

export const DAY_MS = 24 * 60 * 60 * 1000;
export const TERM_START = Date.UTC(2026, 8, 1, 9);

/** A pupil's figures before their first answer. */
export const NO_STATS: StudentStats = {
  correct: 0,
  incorrect: 0,
  streak: 0,
  bestStreak: 0,
  questionsAnswered: 0,
  totalTimeSpentMs: 0,
};

/** A class "4B" with the named pupils (ids p-<name>), no lessons. */
export function classOf(names: readonly string[]): ClassRecord {
  const record = newClassRecord('class-1', '4B', 'en', TERM_START);
  return {
    ...record,
    pupils: names.map((name) => ({ id: `p-${name}`, name, addedAt: TERM_START })),
  };
}

/** An entry with the given facts as [short key, box], as the lesson's record would give them. */
export function entry(
  pupilId: string,
  facts: readonly (readonly [string, number])[],
  lastSeenAt = 0,
): LessonEntry {
  return lessonEntryOf(pupilId, {
    stats: NO_STATS,
    lastSeenAt,
    facts: facts.map(([key, box]): DeviceFact => [key, box, null]),
  });
}

/** A lesson of the 6 times table (1-10) recorded `day` days into the term. */
export function lessonOn(
  day: number,
  entries: readonly LessonEntry[],
  id = `lesson-${day}`,
): ClassLesson {
  return {
    id,
    startedAt: TERM_START + day * DAY_MS,
    recordedAt: TERM_START + day * DAY_MS + 30 * 60 * 1000,
    operations: [{ type: 'multiplication', numberRange: { min: 1, max: 10 }, tables: [6] }],
    entries,
    pupilOfStudent: {},
  };
}
