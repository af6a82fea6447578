import { TABLES_6_TO_8, WHOLE_RANGE, type FactSet } from './fact-sets';

/** How the questions are spread over time, and over which facts. */
export interface Regime {
  /** A short name for the command line, such as "lessons-30". */
  readonly id: string;
  readonly name: string;
  /** Questions in a lesson, one lesson a school day; null for one long sitting without breaks. */
  readonly questionsPerLesson: number | null;
  /** The facts practised, and over which every measure is read. */
  readonly facts: FactSet;
}

/** 30 questions a lesson over 1-10 × 1-10, one lesson a day Monday to Friday, weekends off. */
export const LESSONS_OF_30: Regime = {
  id: 'lessons-30',
  name: 'lessons of 30 a school day, 1-10',
  questionsPerLesson: 30,
  facts: WHOLE_RANGE,
};

/** A teacher's warm-up: 10 questions a school day over 1-10 × 1-10. */
export const LESSONS_OF_10: Regime = {
  id: 'lessons-10',
  name: 'lessons of 10 a school day, 1-10',
  questionsPerLesson: 10,
  facts: WHOLE_RANGE,
};

/** 10 questions a school day over the tables 6, 7 and 8 (factors 1-10: 27 keys). */
export const TABLES_6_TO_8_LESSONS_OF_10: Regime = {
  id: 'tables-6-8',
  name: 'lessons of 10 a school day, tables 6-8',
  questionsPerLesson: 10,
  facts: TABLES_6_TO_8,
};

/** Every question over 1-10 × 1-10 in one sitting, one after the other. */
export const ONE_SITTING: Regime = {
  id: 'sitting',
  name: 'one long sitting, 1-10',
  questionsPerLesson: null,
  facts: WHOLE_RANGE,
};

/** Every regime, in the order they are printed. */
export const REGIMES: readonly Regime[] = [
  LESSONS_OF_30,
  LESSONS_OF_10,
  TABLES_6_TO_8_LESSONS_OF_10,
  ONE_SITTING,
];

/**
 * Lessons whose share of right answers makes a student's "share right" (see RunResult), and the
 * questions that count as one lesson in the long sitting.
 */
export const LESSONS_FOR_SHARE_RIGHT = 20;
export const SITTING_BLOCK = 30;
