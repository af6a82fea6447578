import * as v from 'valibot';
import { EMPTY_FACT_MEMORY, limitRemembered, type FactMemory } from '#shared/maths/fact-map';
import { MAX_BOX } from '#shared/maths/fact-scheduler';
import { MAX_NAME_UTF16_LENGTH } from '#shared/contracts/student-name';
import { defineStore } from './storage';

/** The most facts a device remembers; wide ranges beyond it forget the longest unasked. */
export const MAX_REMEMBERED_FACTS = 1500;

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const key = v.pipe(v.string(), v.maxLength(40));

const factMemorySchema = v.object({
  scheduler: v.object({
    facts: v.record(
      key,
      v.object({
        box: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_BOX)),
        lastAskedIndex: count,
        lastAskedAtMs: v.optional(count),
        tally: v.optional(
          v.object({ answers: count, misses: count, reviews: count, lapses: count }),
        ),
      }),
    ),
    missed: v.array(v.object({ key, dueIndex: count })),
    lastKey: v.nullable(key),
  }),
  questionsAnswered: count,
  /** The name of the student whose facts these are, once they joined a class with them. */
  owner: v.optional(v.pipe(v.string(), v.maxLength(MAX_NAME_UTF16_LENGTH))),
  /** The name the owner's last class lesson gave them ("Emil 2") and when, to ask for again. */
  ownerLessonName: v.optional(
    v.object({ name: v.pipe(v.string(), v.maxLength(MAX_NAME_UTF16_LENGTH)), keptAtMs: count }),
  ),
});

/**
 * The student's facts on this device (solo practice): which were answered fluently, which were
 * missed and come back. Essential storage, as the badges are: it never leaves the device, and
 * "Clear my facts" forgets it.
 */
export const factMemoryStore = defineStore({
  key: 'mattemester.facts',
  version: 1,
  schema: factMemorySchema,
});

/** The stored facts, or a fresh start when there are none or they are unreadable. */
export function readFactMemory(): FactMemory {
  return factMemoryStore.read() ?? EMPTY_FACT_MEMORY;
}

/**
 * Whose facts the device keeps: the name a student joined a class with while keeping them, or
 * undefined before any class (solo practice alone names no one).
 */
export function factMemoryOwner(): string | undefined {
  return factMemoryStore.read()?.owner;
}

/**
 * How long a lesson's name is asked for again without another lesson: six weeks, over any school
 * holiday but summer's, so that a class that meets weekly keeps it and a new school year's class
 * (or a group met once long ago) starts from the name the child types.
 */
export const LESSON_NAME_KEPT_MS = 42 * 24 * 60 * 60 * 1000;

/**
 * The name the owner's last class lesson gave them ("Emil 2"), until LESSON_NAME_KEPT_MS after
 * it: their next join asks for it again (joinBodySchema.lessonName), so that two children of one
 * name keep their names and their class records apart whoever joins first.
 */
export function ownerLessonName(nowMs = Date.now()): string | undefined {
  const kept = factMemoryStore.read()?.ownerLessonName;
  return kept !== undefined && nowMs - kept.keptAtMs <= LESSON_NAME_KEPT_MS ? kept.name : undefined;
}

/**
 * Keeps the facts, bounded to MAX_REMEMBERED_FACTS, with their owner: the one given, else the
 * one kept before, whose lesson name stays with them (a new owner has none yet).
 */
export function writeFactMemory(memory: FactMemory, owner?: string): void {
  const kept = factMemoryStore.read();
  const name = owner ?? kept?.owner;
  const lessonName = name === kept?.owner ? kept?.ownerLessonName : undefined;
  const scheduler = limitRemembered(memory.scheduler, MAX_REMEMBERED_FACTS);
  factMemoryStore.write({
    scheduler: { ...scheduler, facts: { ...scheduler.facts }, missed: [...scheduler.missed] },
    questionsAnswered: memory.questionsAnswered,
    ...(name === undefined ? {} : { owner: name }),
    ...(lessonName === undefined ? {} : { ownerLessonName: lessonName }),
  });
}

/** Keeps the name the owner's class lesson gave them (see ownerLessonName), with their facts. */
export function keepOwnerLessonName(lessonName: string, nowMs = Date.now()): void {
  const kept = factMemoryStore.read();
  if (kept?.owner === undefined) return;
  factMemoryStore.write({ ...kept, ownerLessonName: { name: lessonName, keptAtMs: nowMs } });
}
