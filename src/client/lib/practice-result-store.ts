import * as v from 'valibot';
import { ANSWER_INPUTS } from '#shared/maths/answer-input';
import { BADGES } from '#shared/maths/badges';
import { MATH_OPERATIONS } from '#shared/maths/operations';
import { pickedTablesSchema, rangeEndSchema } from './practice-route-state';
import { practiceStatsSchema } from './practice-stats-schema';
import { defineStore } from './storage';

/** A finished solo round, as the results screen shows it. */
export const practiceResultSchema = v.object({
  operation: v.picklist(MATH_OPERATIONS),
  mode: v.picklist(['normal', 'adaptive']),
  stats: practiceStatsSchema,
  /** The range and tables the round kept to, so that Practise again keeps to them too. */
  range: v.optional(v.object({ min: rangeEndSchema, max: rangeEndSchema })),
  tables: v.optional(pickedTablesSchema),
  /** `typed` when the answers were typed, so that Practise again types them too. */
  answerInput: v.optional(v.picklist(ANSWER_INPUTS)),
  /** Badges this round earned for the first time. */
  newBadges: v.optional(v.array(v.picklist(BADGES)), []),
});

/**
 * The last finished solo round, kept so the results screen survives a reload. Practice writes
 * it, results reads it; nothing of it leaves the device.
 */
export const lastPracticeResult = defineStore({
  key: 'mattemester.lastPracticeResult',
  version: 1,
  schema: practiceResultSchema,
});
