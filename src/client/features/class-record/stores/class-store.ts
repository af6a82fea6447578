import * as v from 'valibot';
import { SUPPORTED_LANGUAGES } from '#shared/i18n/languages';
import { MATH_OPERATIONS } from '#shared/maths/operations';
import { defineCollection } from '#client/lib/device-database';
import type { ClassRecord } from '../model/class-record';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
/** A moment in milliseconds since 1970 (the kept names, `lastSeenAt` and the like, predate units). */
const time = v.number();

const entrySchema = v.object({
  pupilId: v.string(),
  stats: v.object({
    correct: count,
    incorrect: count,
    streak: count,
    bestStreak: count,
    questionsAnswered: count,
    totalTimeSpentMs: count,
  }),
  lastSeenAt: time,
  boxes: v.record(v.string(), count),
});

const lessonSchema = v.object({
  id: v.string(),
  startedAt: v.nullable(time),
  recordedAt: time,
  operations: v.array(
    v.object({
      type: v.picklist(MATH_OPERATIONS),
      numberRange: v.object({ min: count, max: count }),
      tables: v.optional(v.array(count)),
    }),
  ),
  entries: v.array(entrySchema),
  pupilOfStudent: v.record(v.string(), v.string()),
});

const goalSchema = v.object({
  measure: v.picklist(['fluentFacts', 'rightAnswers']),
  target: v.pipe(count, v.minValue(1)),
  setAt: time,
  dueAt: v.nullable(time),
});

/** A class as the device keeps it (version 1 of its records). */
export const classRecordSchema = v.object({
  id: v.string(),
  name: v.string(),
  language: v.picklist(SUPPORTED_LANGUAGES),
  createdAt: time,
  pupils: v.array(
    v.object({
      id: v.string(),
      name: v.string(),
      addedAt: time,
      formerNames: v.optional(v.array(v.string())),
    }),
  ),
  lessons: v.array(lessonSchema),
  goal: v.nullable(goalSchema),
  mergedPupils: v.optional(v.record(v.string(), v.string())),
});

/**
 * The teacher's classes on this device, one record each, in IndexedDB (lib/device-database.ts):
 * their pupils and what every lesson left. Nothing of them is on the server.
 */
export const classStore = defineCollection<ClassRecord>({
  store: 'classes',
  version: 1,
  schema: classRecordSchema,
});
