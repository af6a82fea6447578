/**
 * The class of a term the class benchmarks open: 30 pupils after 40 lessons (two a week for
 * twenty weeks, multiplication 1-10 with two or three picked tables each, every pupil at every
 * lesson with the lesson's facts they have met), built the same way every run.
 */
import type { DeviceFact } from '../src/shared/contracts/device-facts';
import { shortFactKey } from '../src/shared/contracts/fact-schedule';
import { factKeysOfOperations } from '../src/shared/maths/fact-domain';
import {
  lessonEntryOf,
  newClassRecord,
  withLesson,
  type ClassRecord,
} from '../src/client/features/class-record/model/class-record';

export const PUPILS = 30;
export const LESSONS = 40;
export const DAY_MS = 24 * 60 * 60 * 1000;
export const TERM_START = Date.UTC(2026, 7, 17, 8);

/** A deterministic stand-in for a pupil's box of a fact after a lesson: rising over the term. */
function boxAfter(pupil: number, lesson: number, fact: number): number {
  const progress = (lesson + ((pupil * 7 + fact * 3) % 11)) / 12;
  return Math.min(4, Math.floor(progress));
}

export function termClass(): ClassRecord {
  let record = newClassRecord('bench-class', '4B', 'en', TERM_START);
  record = {
    ...record,
    pupils: Array.from({ length: PUPILS }, (_, index) => ({
      id: `pupil-${String(index)}`,
      name: `Pupil ${String(index + 1)}`,
      addedAt: TERM_START,
    })),
  };
  for (let lesson = 0; lesson < LESSONS; lesson += 1) {
    const day = Math.floor(lesson / 2) * 7 + (lesson % 2) * 3;
    const at = TERM_START + day * DAY_MS;
    const tables = [2 + (lesson % 9), 2 + ((lesson + 4) % 9), 2 + ((lesson + 7) % 9)];
    const operations = [
      {
        type: 'multiplication' as const,
        numberRange: { min: 1, max: 10 },
        tables: [...new Set(tables)],
      },
    ];
    const keys = [...factKeysOfOperations(operations)];
    const entries = record.pupils.map((pupil, index) =>
      lessonEntryOf(pupil.id, {
        stats: {
          correct: 22,
          incorrect: 8,
          streak: 3,
          bestStreak: 9,
          questionsAnswered: 30,
          totalTimeSpentMs: 90_000,
        },
        lastSeenAt: at + 40 * 60 * 1000,
        facts: keys.map((key, fact): DeviceFact => [
          shortFactKey(key),
          boxAfter(index, lesson, fact),
          at + fact * 1000,
          [6, 2, 1, 0],
          fact,
        ]),
      }),
    );
    record = withLesson(record, {
      id: `lesson-${String(lesson)}`,
      startedAt: at,
      recordedAt: at + 45 * 60 * 1000,
      operations,
      entries,
      // Each lesson's students are new ids on the server, as in a real term.
      pupilOfStudent: Object.fromEntries(
        record.pupils.map((pupil, index) => [
          `00000000-0000-4000-8000-${String(lesson * 100 + index).padStart(12, '0')}`,
          pupil.id,
        ]),
      ),
    });
  }
  return record;
}
