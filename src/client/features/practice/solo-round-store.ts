import * as v from 'valibot';
import { MATH_OPERATIONS } from '#shared/maths/operations';
import { practiceStatsSchema } from '#client/lib/practice-stats-schema';
import { defineStore } from '#client/lib/storage';
import type { RoundProgress } from './practice-round';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
/** A level: Normal mode steps it in halves. */
const level = v.pipe(v.number(), v.minValue(0), v.maxValue(100));
const operand = v.pipe(v.number(), v.integer(), v.minValue(-10_000), v.maxValue(10_000));

const progressSchema = v.object({
  seed: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(0xffff_ffff)),
  questionNumber: v.pipe(count, v.minValue(1)),
  problem: v.object({
    id: v.pipe(v.string(), v.maxLength(100)),
    type: v.picklist(MATH_OPERATIONS),
    stem: v.pipe(v.string(), v.maxLength(100)),
    choices: v.pipe(v.array(v.pipe(v.string(), v.maxLength(20))), v.maxLength(10), v.readonly()),
    correctIndex: count,
    operand1: operand,
    operand2: operand,
    correctAnswer: operand,
    difficulty: level,
  }),
  difficulty: v.object({
    mode: v.picklist(['normal', 'adaptive']),
    difficulty: level,
    streak: count,
    fastStreak: count,
  }),
  stats: practiceStatsSchema,
  answer: v.optional(
    v.object({
      choiceIndex: v.nullable(count),
      typedAnswer: v.optional(v.pipe(v.number(), v.integer())),
      isCorrect: v.boolean(),
    }),
  ),
});

const soloRoundSchema = v.object({
  /** The history entry (router key) the round was played in. */
  visit: v.pipe(v.string(), v.maxLength(40)),
  progress: progressSchema,
});

/**
 * The solo round being played, after every answer and every next question, so that a reload (or a
 * tablet that dropped the tab from memory) puts the child back on the question they were at.
 * Essential storage: it never leaves the device, and the next round replaces it.
 */
export const soloRoundStore = defineStore({
  key: 'mattemester.soloRound',
  version: 1,
  schema: soloRoundSchema,
});

/** The progress kept for this history entry, if the round played in it was not finished. */
export function savedRoundOf(visit: string): RoundProgress | undefined {
  const saved = soloRoundStore.read();
  if (saved?.visit !== visit) return undefined;
  // JSON leaves out an answer not yet given; the round's state names it as undefined.
  return { ...saved.progress, answer: saved.progress.answer };
}
