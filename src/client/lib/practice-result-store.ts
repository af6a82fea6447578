import { z } from 'zod/mini';
import { BADGES } from '#shared/maths/badges';
import { MATH_OPERATIONS } from '#shared/maths/operations';
import { defineStore } from './storage';

/** A finished solo round, as the results screen shows it. */
export const practiceResultSchema = z.object({
  operation: z.enum(MATH_OPERATIONS),
  mode: z.enum(['normal', 'adaptive']),
  stats: z.object({
    correct: z.int().check(z.gte(0)),
    incorrect: z.int().check(z.gte(0)),
    streak: z.int().check(z.gte(0)),
    bestStreak: z.int().check(z.gte(0)),
    questionsAnswered: z.int().check(z.gte(0)),
    timeSpentMs: z.number().check(z.gte(0)),
  }),
  /** Badges this round earned for the first time. */
  newBadges: z._default(z.array(z.enum(BADGES)), []),
});

/** A finished solo round. */
export type PracticeResult = z.infer<typeof practiceResultSchema>;

/**
 * The last finished solo round, kept so the results screen survives a reload. Practice writes
 * it, results reads it; nothing of it leaves the device.
 */
export const lastPracticeResult = defineStore({
  key: 'mattemester.lastPracticeResult',
  version: 1,
  schema: practiceResultSchema,
});
