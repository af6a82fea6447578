import type { AnswerInput } from '../../src/shared/maths/answer-input';
import type { Fact } from '../../src/shared/maths/fact-scheduler';
import type { Rng } from '../../src/shared/maths/rng';
import type { FactSet } from './fact-sets';
import type { Learner } from './learner';

/** A question as the student sees it: the fact, and its text, whose length sets the threshold. */
export interface Question {
  readonly fact: Fact;
  readonly stem: string;
}

/** What the strategy hears of an answer: the verdict and the time the student took. */
export interface HeardAnswer {
  readonly correct: boolean;
  readonly responseMs: number;
}

/**
 * One student's practice under one way of choosing questions. Every call carries the simulated
 * wall clock (ms since the epoch), whether or not the strategy reads it.
 */
export interface Picker {
  /** A lesson (or the one long sitting) starts at `nowMs`. */
  startLesson(nowMs: number): void;
  /** The question shown at `nowMs`. */
  next(nowMs: number): Question;
  /** The student's answer to the last question, given at `nowMs`. */
  record(answer: HeardAnswer, nowMs: number): void;
}

/** What a strategy is told of the practice before it starts, as a teacher or student sets it. */
export interface Practice {
  /** Whether the student taps one of three choices or types the number. */
  readonly answerInput: AnswerInput;
  /** The facts practised; a strategy asks no other. */
  readonly facts: FactSet;
  /** Questions in a lesson, one lesson a school day; null for one long sitting. */
  readonly questionsPerLesson: number | null;
}

/**
 * A way of choosing questions, started afresh for each student with its own rng. The student is
 * passed for the recall bound alone (recall-bound.ts); the app and the baselines never read it.
 */
export interface Strategy {
  readonly name: string;
  start(rng: Rng, practice: Practice, student: Learner): Picker;
}
