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
import { classProgress } from '../src/client/features/class-record/model/class-progress';
import { classStore } from '../src/client/features/class-record/stores/class-store';
import { DAY_MS, LESSONS, PUPILS, TERM_START, termClass } from './term-class';

const RUNS = 20;

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
