import type { AnswerInput } from '../../src/shared/maths/answer-input';
import type { Rng } from '../../src/shared/maths/rng';
import { factInfo } from './facts';
import { logistic, standardNormals, type Learner, type LearnerModel } from './learner';
import { drawTypingMs, expectedTypingMs } from './typing';

/**
 * The parameters of the ACT-R model with spacing-dependent decay of Pavlik & Anderson (2005,
 * "Practice and forgetting effects on vocabulary memory: An activation-based model of the spacing
 * effect", Cognitive Science 29, 559-586). Times in seconds, as in the paper.
 */
export interface ActRParameters {
  /** Decay intercept a: the decay of a trace laid down when the fact was not active at all. */
  readonly decayIntercept: number;
  /** Decay scale c: how much a trace laid down while the fact was active decays faster. */
  readonly decayScale: number;
  /** Retrieval threshold τ: activation at which recall probability is 0.5. */
  readonly threshold: number;
  /** Activation noise s of the logistic recall probability. */
  readonly noise: number;
  /**
   * Psychological time h: time away from practice counts h times the wall clock, which is how
   * the model keeps what was learnt across nights and weekends.
   */
  readonly betweenSessionScale: number;
  /** Latency factor F, seconds: a retrieval takes F·e^(−m) plus the fixed time. */
  readonly latencyFactorS: number;
  /**
   * Fixed time, seconds, to read the question and tap one of the choices, or start typing; the
   * keys of a typed answer come on top (typing.ts).
   */
  readonly fixedTimeS: number;
  /** Standard deviation of a student's base-level offset β (one draw per student). */
  readonly studentSpread: number;
}

/**
 * a, c, τ, s and h as Pavlik & Anderson (2005) fitted them to vocabulary learning, used
 * unchanged; F and the fixed time are this bench's own, for a child tapping one of three
 * choices: a right answer at recall probability 0.9 takes about 2.7 s, inside the 3.6 s the app
 * allows "7 × 8 = ?", and one at 0.5 about 4 s, outside it.
 */
export const PAVLIK_ANDERSON_2005: ActRParameters = {
  decayIntercept: 0.177,
  decayScale: 0.217,
  threshold: -0.704,
  noise: 0.255,
  betweenSessionScale: 0.025,
  latencyFactorS: 1.5,
  fixedTimeS: 1.0,
  studentSpread: 0.25,
};

/** A pause longer than this is time away from practice, counted at betweenSessionScale. */
export const SESSION_GAP_MS = 10 * 60 * 1000;

/** The shortest age a trace is read at, seconds: the activation of an age of 0 is infinite. */
const MIN_AGE_S = 1;

/** Spread of the log of a response time around the model's latency. */
const LATENCY_SPREAD = 0.25;

/** The app shows three choices; a student who retrieves nothing picks one of them. */
const CHOICES = 3;

interface Traces {
  /** Psychological time, seconds, at which each trace was laid down. */
  readonly at: number[];
  /** Decay of each trace, d_i = c·e^(m_(i−1)) + a. */
  readonly decay: number[];
}

/**
 * Psychological seconds elapsed over `ms` of wall clock: the first SESSION_GAP_MS in full,
 * the rest of a longer pause at `scale`. Continuous and increasing, so memory only fades.
 */
export function psychologicalSeconds(ms: number, scale: number): number {
  const full = Math.min(ms, SESSION_GAP_MS);
  return (full + Math.max(0, ms - SESSION_GAP_MS) * scale) / 1000;
}

/**
 * Model (a): ACT-R declarative memory with the spacing-dependent decay of Pavlik & Anderson
 * (2005). Every answer, with the right answer shown after it, lays down a trace of the fact;
 * activation is m = β + ln Σ t_i^(−d_i) over the traces' ages t_i, and a trace's decay
 * d_i = c·e^(m at its time) + a is larger when the fact was still active: massed practice fades
 * fast, spaced practice slowly (the spacing effect). Recall probability is
 * 1 / (1 + e^((τ − m) / s)); a retrieval takes F·e^(−m) plus a fixed time (Anderson & Lebiere
 * 1998, The Atomic Components of Thought); a failed one takes F·e^(−τ) plus the fixed time and
 * ends in a guess among the three choices, or, typed, in a wrong number (no luck). A typed answer
 * adds the time of its keys (typing.ts). 7 × 8 and 8 × 7 are one memory; all facts are equally
 * hard (β is per student, not per fact).
 */
export function actRModel(parameters: ActRParameters = PAVLIK_ANDERSON_2005): LearnerModel {
  return {
    name: 'ACT-R spacing',
    create: (rng, input) => createActRLearner(parameters, rng, input),
  };
}

function createActRLearner(parameters: ActRParameters, rng: Rng, input: AnswerInput): Learner {
  const { decayIntercept, decayScale, threshold, noise, betweenSessionScale } = parameters;
  const [studentOffset] = standardNormals(rng(), rng());
  const baseLevel = studentOffset * parameters.studentSpread;
  const memories = new Map<string, Traces>();
  // Psychological time at the last answer, and that answer's wall-clock time.
  let clockS = 0;
  let clockMs: number | null = null;

  const psychologicalNow = (atMs: number) =>
    clockMs === null
      ? 0
      : clockS + psychologicalSeconds(Math.max(0, atMs - clockMs), betweenSessionScale);

  function activationAt(traces: Traces | undefined, nowS: number): number {
    if (traces === undefined || traces.at.length === 0) return -Infinity;
    let strength = 0;
    for (let i = 0; i < traces.at.length; i += 1)
      strength += Math.max(MIN_AGE_S, nowS - (traces.at[i] ?? 0)) ** -(traces.decay[i] ?? 0);
    return baseLevel + Math.log(strength);
  }

  const recallOf = (activation: number) => logistic((activation - threshold) / noise);
  const latencySOf = (activation: number) =>
    parameters.latencyFactorS * Math.exp(-activation) + parameters.fixedTimeS;

  return {
    answerInput: input,
    recallProbability(fact, atMs) {
      return recallOf(activationAt(memories.get(factInfo(fact).key), psychologicalNow(atMs)));
    },
    expectedLatencyMs(fact, atMs) {
      const { key, answerDigits } = factInfo(fact);
      const activation = activationAt(memories.get(key), psychologicalNow(atMs));
      return 1000 * latencySOf(activation) + expectedTypingMs(input, answerDigits);
    },
    answer(fact, askedAtMs) {
      const [retrieval, guess, u1, u2] = [rng(), rng(), rng(), rng()];
      const { key, answerDigits } = factInfo(fact);
      const typingMs = drawTypingMs(rng, input, answerDigits);
      const traces = memories.get(key) ?? { at: [], decay: [] };
      const activation = activationAt(traces, psychologicalNow(askedAtMs));
      const recalled = retrieval < recallOf(activation);
      const latencyS = latencySOf(recalled ? activation : threshold);
      const responseMs =
        1000 * latencyS * Math.exp(LATENCY_SPREAD * standardNormals(u1, u2)[0]) + typingMs;
      const answeredAtMs = askedAtMs + responseMs;
      clockS = psychologicalNow(answeredAtMs);
      clockMs = answeredAtMs;
      const decay =
        activation === -Infinity
          ? decayIntercept
          : decayScale * Math.exp(activation) + decayIntercept;
      memories.set(key, { at: [...traces.at, clockS], decay: [...traces.decay, decay] });
      const luckyGuess = input === 'choices' && guess < 1 / CHOICES;
      return { correct: recalled || luckyGuess, responseMs };
    },
  };
}
