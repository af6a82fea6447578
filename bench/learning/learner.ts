import type { AnswerInput } from '../../src/shared/maths/answer-input';
import { isFluent, type Fact } from '../../src/shared/maths/fact-scheduler';
import type { Rng } from '../../src/shared/maths/rng';
import { fluencyQuestion } from './facts';

/** What a simulated student did at one question. */
export interface LearnerAnswer {
  readonly correct: boolean;
  /** From the question appearing to the tap on a choice, or to the Enter after the typed number. */
  readonly responseMs: number;
}

/**
 * One simulated student. Time is the wall clock in ms since the epoch; the student's memory changes
 * only in `answer`, so the two readings below may be taken at any time, past the last answer too.
 */
export interface Learner {
  /** How the student answers every question: by tapping one of three choices, or by typing. */
  readonly answerInput: AnswerInput;
  /**
   * The student's answer to the fact shown at `askedAtMs`. The student then sees the right answer
   * (the app shows it after every answer) and learns from it at `askedAtMs + responseMs`. Every
   * call draws the same count of numbers from the student's rng, whatever happens and whatever
   * the input, so that two strategies run on one seed meet the same draws at the same question.
   */
  answer(fact: Fact, askedAtMs: number): LearnerAnswer;
  /** The probability that the fact, asked at `atMs`, is retrieved from memory; 0 if never seen. */
  recallProbability(fact: Fact, atMs: number): number;
  /**
   * The model's expected response time, in ms, of a retrieval of the fact at `atMs`, with the
   * expected typing time when the student types.
   */
  expectedLatencyMs(fact: Fact, atMs: number): number;
}

/** A learner model: makes a student who knows none of the facts, from the student's own rng. */
export interface LearnerModel {
  readonly name: string;
  create(rng: Rng, input: AnswerInput): Learner;
}

/** The recall probability from which a fact may count as fluent (see isFluentNow). */
export const FLUENT_RECALL_PROBABILITY = 0.9;

/**
 * Whether the fact is fluent at `atMs`, the one measure for every strategy, read from the model
 * and never from a scheduler: recall probability at least FLUENT_RECALL_PROBABILITY and the
 * model's expected latency within the app's fluency threshold for the question in the student's
 * input (isFluent, with the answer's digits when typed). Between two answers to a fact it can
 * only turn from true to false, as memory only fades.
 */
export function isFluentNow(learner: Learner, fact: Fact, atMs: number): boolean {
  return (
    learner.recallProbability(fact, atMs) >= FLUENT_RECALL_PROBABILITY &&
    isFluent(learner.expectedLatencyMs(fact, atMs), fluencyQuestion(fact, learner.answerInput))
  );
}

/** Two independent standard normal numbers from two uniform ones (Box-Muller). */
export function standardNormals(u1: number, u2: number): [number, number] {
  const radius = Math.sqrt(-2 * Math.log(1 - u1));
  return [radius * Math.cos(2 * Math.PI * u2), radius * Math.sin(2 * Math.PI * u2)];
}

/** The logistic function 1 / (1 + e^(-x)). */
export function logistic(x: number): number {
  return 1 / (1 + Math.exp(-x));
}
