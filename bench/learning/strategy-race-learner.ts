import type { AnswerInput } from '../../src/shared/maths/answer-input';
import type { Fact } from '../../src/shared/maths/fact-scheduler';
import type { Rng } from '../../src/shared/maths/rng';
import { factInfo } from './facts';
import { standardNormals, type Learner, type LearnerModel } from './learner';
import { drawTypingMs, expectedTypingMs } from './typing';

/**
 * A fact's associations as traces, one per answer: the gain each answer added to the right
 * answer's association and to wrong ones, and when.
 */
interface Associations {
  readonly atMs: number[];
  readonly rightGain: number[];
  readonly wrongGain: number[];
}

/** Association with wrong answers before any practice (neighbours such as 6 × 8 = 54). */
const PRIOR_WRONG = 0.1;
/** Gain of the association with the answer the student gave, right or wrong (Siegler & Shrager). */
const RIGHT_GAIN = 1;
const WRONG_GAIN = 0.25;
/** Gain of the right association from seeing the right answer after a wrong one. */
const FEEDBACK_GAIN = 0.5;
/** Forgetting: each gain falls with its age t as (1 + t / FADE_SCALE_MS)^(−FADE_EXPONENT). */
const FADE_SCALE_MS = 60 * 60 * 1000;
const FADE_EXPONENT = 0.15;
/** Retrieval time: fixed part plus RETRIEVAL_FACTOR_MS × difficulty / total association. */
const RETRIEVAL_FIXED_MS = 1000;
const RETRIEVAL_FACTOR_MS = 2400;
/** Spread of the log of a response time. */
const TIME_SPREAD = 0.25;
/** Spread of the log of a student's learning rate (one draw per student). */
const STUDENT_SPREAD = 0.2;

/**
 * The difficulty of a fact, the association it needs to be retrieved reliably: the problem-size
 * effect (larger products are harder, Siegler 1988; Campbell & Graham 1985), with × 1 and × 10
 * (a rule), × 2 and × 5 (doubling, counting in fives) and ties (7 × 7) easier. 1 × 7 is 0.3,
 * 2 × 5 0.28, 3 × 4 0.6, 6 × 7 1.35, 9 × 9 1.4, 7 × 8 1.7.
 */
export function factDifficulty(fact: Fact): number {
  const { operand1: a, operand2: b } = fact;
  if ([a, b].some((n) => n === 1 || n === 10)) return 0.3;
  const bySize = 0.3 + (a * b) / 40;
  const easyTable = [a, b].some((n) => n === 2 || n === 5) ? 0.5 : 1;
  return bySize * easyTable * (a === b ? 0.6 : 1);
}

/**
 * The back-up strategy's median time and its chance of the right answer: a rule for × 1 and × 10,
 * doubling for × 2, counting in fives for × 5, otherwise repeated addition of the larger number,
 * 0.9 s and a 2 % chance of a slip per step (7 × 8: 7 steps, 7.5 s, right 86 % of the time).
 */
export function backupStrategy(fact: Fact): { medianMs: number; accuracy: number } {
  const small = Math.min(fact.operand1, fact.operand2);
  const large = Math.max(fact.operand1, fact.operand2);
  if (small === 1) return { medianMs: 1400, accuracy: 0.99 };
  if (large === 10) return { medianMs: 1800, accuracy: 0.98 };
  if (small === 2) return { medianMs: 2200, accuracy: 0.97 };
  if (small === 5 || large === 5) {
    const steps = small === 5 ? large : small;
    return { medianMs: 1200 + 500 * steps, accuracy: 1 - 0.015 * steps };
  }
  return { medianMs: 1200 + 900 * small, accuracy: 1 - 0.02 * small };
}

/**
 * Model (b): strategy choice after Siegler & Shrager (1984, "Strategy choice in addition and
 * subtraction: How do children know what to do?") and Siegler (1988, "Strategy choice
 * procedures and the development of multiplication skill", Journal of Experimental Psychology:
 * General 117), with the race between retrieval and a back-up strategy of Logan (1988, "Toward
 * an instance theory of automatization", Psychological Review 95).
 * - Each fact has an association with its right answer (r) and with wrong ones (w). Retrieval
 *   comes up with an answer with probability 1 − e^(−(r + w) / difficulty), the right one with
 *   probability r / (r + w): recall probability is the product.
 * - Retrieval and the back-up strategy race; the student says what finishes first. A retrieval
 *   takes 1 s + 2.4 s × difficulty / (r + w); the back-up strategy is slow for large facts but
 *   mostly right.
 * - The answer given is strengthened (right: r +1; wrong: w +0.25), whichever strategy gave it, so a
 *   right answer by repeated addition is slow (not fluent) but teaches the fact; after a wrong
 *   answer the app shows the right one (r +0.5). Each gain fades with its own age, a power law
 *   of wall-clock time (Wixted & Ebbesen 1991, "On the form of forgetting", Psychological
 *   Science 2), so old learning fades slowly and practice adds up; the gaps between practices
 *   do not matter (no spacing effect: that is model (a)'s).
 * - A student's gains are scaled by one draw per student.
 * - Typed, nothing changes but the time: the back-up strategy computes an answer either way (it
 *   never guesses among the choices), and the keys of the answer come on top (typing.ts).
 * The parameters are this bench's own; the sources give the shape, not the numbers.
 */
export const STRATEGY_RACE_MODEL: LearnerModel = {
  name: 'strategy race',
  create: createStrategyRaceLearner,
};

function createStrategyRaceLearner(rng: Rng, input: AnswerInput): Learner {
  const [studentOffset] = standardNormals(rng(), rng());
  const learningRate = Math.exp(STUDENT_SPREAD * studentOffset);
  const memories = new Map<string, Associations>();

  function associationsAt(fact: Fact, atMs: number): { right: number; wrong: number } {
    const memory = memories.get(factInfo(fact).key);
    let right = 0;
    let wrong = PRIOR_WRONG;
    if (memory === undefined) return { right, wrong };
    for (let i = 0; i < memory.atMs.length; i += 1) {
      const age = Math.max(0, atMs - (memory.atMs[i] ?? atMs));
      const fade = (1 + age / FADE_SCALE_MS) ** -FADE_EXPONENT;
      right += (memory.rightGain[i] ?? 0) * fade;
      wrong += (memory.wrongGain[i] ?? 0) * fade;
    }
    return { right, wrong };
  }

  function retrieval(fact: Fact, atMs: number) {
    const { right, wrong } = associationsAt(fact, atMs);
    const total = right + wrong;
    const difficulty = factDifficulty(fact);
    return {
      right,
      wrong,
      comesUp: 1 - Math.exp(-total / difficulty),
      isRight: right / total,
      medianMs: RETRIEVAL_FIXED_MS + (RETRIEVAL_FACTOR_MS * difficulty) / total,
    };
  }

  return {
    answerInput: input,
    recallProbability(fact, atMs) {
      const { comesUp, isRight } = retrieval(fact, atMs);
      return comesUp * isRight;
    },
    expectedLatencyMs: (fact, atMs) =>
      retrieval(fact, atMs).medianMs + expectedTypingMs(input, factInfo(fact).answerDigits),
    answer(fact, askedAtMs) {
      const [comesUp, whichAnswer, backupSlip, u1, u2] = [rng(), rng(), rng(), rng(), rng()];
      const [retrievalNoise, backupNoise] = standardNormals(u1, u2);
      const typingMs = drawTypingMs(rng, input, factInfo(fact).answerDigits);
      const memory = retrieval(fact, askedAtMs);
      const backup = backupStrategy(fact);
      const retrievalMs = memory.medianMs * Math.exp(TIME_SPREAD * retrievalNoise);
      const backupMs = backup.medianMs * Math.exp(TIME_SPREAD * backupNoise);
      const retrieved = comesUp < memory.comesUp && retrievalMs <= backupMs;
      const correct = retrieved ? whichAnswer < memory.isRight : backupSlip < backup.accuracy;
      const responseMs = (retrieved ? retrievalMs : backupMs) + typingMs;
      const key = factInfo(fact).key;
      const traces = memories.get(key) ?? { atMs: [], rightGain: [], wrongGain: [] };
      memories.set(key, {
        atMs: [...traces.atMs, askedAtMs + responseMs],
        rightGain: [...traces.rightGain, learningRate * (correct ? RIGHT_GAIN : FEEDBACK_GAIN)],
        wrongGain: [...traces.wrongGain, correct ? 0 : learningRate * WRONG_GAIN],
      });
      return { correct, responseMs };
    },
  };
}
