/**
 * What a class kept for a term costs the teacher's device: a class of 30 pupils after 40 lessons
 * (two a week for twenty weeks, multiplication 1-10 with two or three picked tables each, every
 * pupil at every lesson with the lesson's facts they have met) is written to IndexedDB (here
 * fake-indexeddb, in Node), then opened as the class view opens it: read, and every pupil's
 * progress, the class's fact counts and its weekly chart worked out (classProgress). Prints the size of the
 * class as exported (its JSON) and the median and slowest time to open it over 20 runs. Node on
 * this machine is not a phone: docs/PERFORMANCE.md says how the figure compares.
 */
import 'fake-indexeddb/auto';
import { performance } from 'node:perf_hooks';
import type { DeviceFact } from '../src/shared/contracts/device-facts';
import { shortFactKey } from '../src/shared/contracts/fact-schedule';
import { factKeysOfOperations } from '../src/shared/maths/fact-domain';
import {
  lessonEntryOf,
  newClassRecord,
  withLesson,
  type ClassRecord,
} from '../src/client/features/class-record/model/class-record';
import { classProgress } from '../src/client/features/class-record/model/class-progress';
import { classStore } from '../src/client/features/class-record/stores/class-store';

const PUPILS = 30;
const LESSONS = 40;
const RUNS = 20;
const DAY_MS = 24 * 60 * 60 * 1000;
const TERM_START = Date.UTC(2026, 7, 17, 8);

/** A deterministic stand-in for a pupil's box of a fact after a lesson: rising over the term. */
function boxAfter(pupil: number, lesson: number, fact: number): number {
  const progress = (lesson + ((pupil * 7 + fact * 3) % 11)) / 12;
  return Math.min(4, Math.floor(progress));
}

function termClass(): ClassRecord {
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

/** Reads the class and works out everything the class view shows; returns the milliseconds. */
async function openClass(id: string, nowMs: number): Promise<number> {
  const started = performance.now();
  const record = await classStore.get(id);
  if (record === undefined) throw new Error('the class was not kept');
  classProgress(record, nowMs);
  return performance.now() - started;
}

const record = termClass();
const exported = Buffer.byteLength(JSON.stringify(record));
await classStore.put(record.id, record);
const nowMs = (record.lessons.at(-1)?.recordedAt ?? TERM_START) + DAY_MS;
const times: number[] = [];
for (let run = 0; run < RUNS; run += 1) times.push(await openClass(record.id, nowMs));
times.sort((a, b) => a - b);
const facts = record.lessons.reduce(
  (sum, lesson) =>
    sum + lesson.entries.reduce((inner, entry) => inner + Object.keys(entry.boxes).length, 0),
  0,
);
console.info(`class of ${String(PUPILS)} pupils after ${String(LESSONS)} lessons`);
console.info(`facts kept: ${String(facts)} (pupil × lesson × fact)`);
console.info(`export: ${(exported / 1024).toFixed(0)} KiB`);
console.info(
  `open (read + progress of every pupil + fact counts + weekly chart), ${String(RUNS)} runs: ` +
    `median ${(times[Math.floor(RUNS / 2)] ?? 0).toFixed(1)} ms, slowest ${(times.at(-1) ?? 0).toFixed(1)} ms`,
);
