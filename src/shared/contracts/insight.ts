import { z } from 'zod/mini';
import { MATH_OPERATIONS } from '../maths/operations';

/** One fact (e.g. 7 × 8) and how the class answered it. */
export const factSummarySchema = z.object({
  operation: z.enum(MATH_OPERATIONS),
  stem: z.string(),
  operand1: z.number(),
  operand2: z.number(),
  correctAnswer: z.number(),
  attempts: z.int(),
  wrong: z.int(),
  /** The wrong numbers chosen or typed, most chosen first: at most five (WRONG_NUMBERS_LISTED). */
  wrongAnswers: z.array(z.object({ value: z.number(), count: z.int() })),
  /**
   * Wrong answers with a number beyond those listed. Optional so that a page can still read a
   * process of the previous version during a rolling update.
   */
  otherWrongAnswers: z.optional(z.int()),
  /**
   * Wrong answers without a wrong number chosen: the time limit ran out before a choice (or the
   * right choice came after it).
   */
  timedOut: z.int(),
});
export type FactSummary = z.infer<typeof factSummarySchema>;

/** A cell of the 1-12 fact grid: row × column (multiplication) or row ÷ = column (division). */
export const gridCellSchema = z.object({
  row: z.int(),
  column: z.int(),
  attempts: z.int(),
  correct: z.int(),
});
export type GridCell = z.infer<typeof gridCellSchema>;

/** What the class gets wrong in one operation. */
export const operationInsightSchema = z.object({
  operation: z.enum(MATH_OPERATIONS),
  answered: z.int(),
  wrong: z.int(),
  /** Facts with at least one wrong answer, most missed first (at most 10). */
  mostMissed: z.array(factSummarySchema),
  /** Multiplication and division: the 1-12 grid of facts answered. */
  grid: z.nullable(z.array(gridCellSchema)),
});
export type OperationInsight = z.infer<typeof operationInsightSchema>;

/**
 * How often, at most, a teacher's screen asks for the class insight again while answers come in:
 * often enough to follow a lesson, and a steady load the server is measured with (bench:load).
 */
export const INSIGHT_REFRESH_MS = 5000;

/** GET /api/sessions/{id}/insight (teacher). */
export const classInsightReplySchema = z.object({ operations: z.array(operationInsightSchema) });
export type ClassInsightReply = z.infer<typeof classInsightReplySchema>;

/** GET /api/sessions/{id}/students/{studentId}/insight (teacher): one student's drill-down. */
export const studentInsightReplySchema = z.object({
  studentId: z.string(),
  name: z.string(),
  answered: z.int(),
  correct: z.int(),
  /** The middle response time in milliseconds; null before any answer. */
  medianTimeMs: z.nullable(z.number()),
  missed: z.array(factSummarySchema),
});
export type StudentInsightReply = z.infer<typeof studentInsightReplySchema>;
