import type { AnswerInput } from '../../src/shared/maths/answer-input';
import { isFluent, type Fact } from '../../src/shared/maths/fact-scheduler';
import { createRng } from '../../src/shared/maths/rng';
import { WEEK_MS, lessonStartMs, nextQuestionMs } from './calendar';
import { factInfo, fluencyQuestion } from './facts';
import { isFluentNow, type Learner, type LearnerAnswer, type LearnerModel } from './learner';
import { LESSONS_FOR_SHARE_RIGHT, SITTING_BLOCK, type Regime } from './regimes';
import type { Practice, Strategy } from './strategy';

/** The limits and reading points of one simulated practice. */
export interface RunLimits {
  /** Questions after which a student not yet fluent in every fact stops (counted as the cap). */
  readonly cap: number;
  /** Question counts after which the share of fluent facts is read. */
  readonly checkpoints: readonly number[];
  /** The question count after which the student stops for a week and retention is read. */
  readonly retentionAfter: number;
}

/** What one simulated student reached under one strategy. */
export interface RunResult {
  /** Questions answered when every fact was first fluent at once; null when the cap came first. */
  readonly questionsToAllFluent: number | null;
  /** Share of the regime's fact keys fluent after each checkpoint's questions, 0 to 1. */
  readonly fluentShares: readonly number[];
  /** Share of the keys fluent a week after the retentionAfter-th answer, with no practice. */
  readonly weekRetention: number;
  /** The regime's fact keys asked at least once by the end of the run. */
  readonly keysAsked: number;
  /**
   * The student's share right: the mean, over their first LESSONS_FOR_SHARE_RIGHT lessons (in
   * the long sitting, blocks of SITTING_BLOCK questions), of the share of the lesson's answers
   * that were right.
   */
  readonly shareRight: number;
  /**
   * The regime's facts the student answered wrong or too slowly (by the app's threshold) in their
   * first lesson (in the long sitting, its first SITTING_BLOCK questions): how many of the facts
   * they still have to learn they reach in their first lesson, rather than ones they know.
   */
  readonly missedInFirstLesson: number;
}

/** The bits of the student's and the strategy's rngs: separate streams from one seed. */
const STRATEGY_STREAM = 0x5bd1e995;

/**
 * One student, new to every fact, practising the regime's facts under the strategy, answering
 * in `input`, until every fact is fluent and every reading point is passed, or the cap. The
 * learner and the strategy draw from separate rngs made from the seed, so every strategy meets
 * the same learner draws on one seed. "All fluent" is checked after every answer, at the moment
 * the next question would appear; it needs every key of the regime fluent at once (isFluentNow).
 */
export function simulate(
  strategy: Strategy,
  model: LearnerModel,
  seed: number,
  practice: { readonly regime: Regime; readonly input: AnswerInput },
  limits: RunLimits,
): RunResult {
  const { regime, input } = practice;
  const { keys, keyNames } = regime.facts;
  const learner = model.create(createRng(seed), input);
  const told: Practice = {
    answerInput: input,
    facts: regime.facts,
    questionsPerLesson: regime.questionsPerLesson,
  };
  const picker = strategy.start(createRng(seed ^ STRATEGY_STREAM), told, learner);
  const block = regime.questionsPerLesson ?? SITTING_BLOCK;
  const shareRightQuestions = LESSONS_FOR_SHARE_RIGHT * block;
  const lastReading = Math.max(limits.retentionAfter, ...limits.checkpoints, shareRightQuestions);
  if (lastReading > limits.cap) throw new Error('the cap comes before the last reading');
  const fluentShare = (learner: Learner, atMs: number) =>
    keys.filter((fact) => isFluentNow(learner, fact, atMs)).length / keys.length;
  // Keys fluent when last looked at; fluency only fades between answers, so a key not in here
  // cannot be fluent until it is answered again, and the full check waits until all are.
  const fluentWhenSeen = new Set<string>();
  const asked = new Set<string>();
  const missedInFirstLesson = new Set<string>();
  const fluentShares: number[] = [];
  let questionsToAllFluent: number | null = null;
  let weekRetention = 0;
  let rightInShareLessons = 0;
  let lesson = 0;
  let nowMs = lessonStartMs(0);
  picker.startLesson(nowMs);
  for (let answered = 1; answered <= limits.cap; answered += 1) {
    const { questionsPerLesson } = regime;
    if (questionsPerLesson !== null && answered > 1 && (answered - 1) % questionsPerLesson === 0) {
      lesson += 1;
      nowMs = lessonStartMs(lesson);
      picker.startLesson(nowMs);
    }
    const question = picker.next(nowMs);
    const answer = learner.answer(question.fact, nowMs);
    const answeredAtMs = nowMs + answer.responseMs;
    picker.record(answer, answeredAtMs);
    nowMs = nextQuestionMs(answeredAtMs, answer.correct);
    if (answer.correct && answered <= shareRightQuestions) rightInShareLessons += 1;
    const { key } = factInfo(question.fact);
    // A fact outside the regime's set (Adaptive's wider range) counts for nothing.
    if (keyNames.has(key)) {
      asked.add(key);
      const inFirstLesson = answered <= block;
      if (inFirstLesson && !isMastered(answer, question.fact, input)) missedInFirstLesson.add(key);
      if (isFluentNow(learner, question.fact, nowMs)) fluentWhenSeen.add(key);
      else fluentWhenSeen.delete(key);
    }
    if (questionsToAllFluent === null && fluentWhenSeen.size === keys.length) {
      for (const fact of keys)
        if (!isFluentNow(learner, fact, nowMs)) fluentWhenSeen.delete(factInfo(fact).key);
      if (fluentWhenSeen.size === keys.length) questionsToAllFluent = answered;
    }
    if (limits.checkpoints.includes(answered)) fluentShares.push(fluentShare(learner, nowMs));
    if (answered === limits.retentionAfter) weekRetention = fluentShare(learner, nowMs + WEEK_MS);
    if (questionsToAllFluent !== null && answered >= lastReading) break;
  }
  return {
    questionsToAllFluent,
    fluentShares,
    weekRetention,
    keysAsked: asked.size,
    missedInFirstLesson: missedInFirstLesson.size,
    // Every lesson has the same number of questions, so the mean of the lessons' shares is the
    // share of all their answers.
    shareRight: rightInShareLessons / shareRightQuestions,
  };
}

/** Whether the answer was right and within the app's fluency threshold for the input. */
function isMastered(answer: LearnerAnswer, fact: Fact, input: AnswerInput): boolean {
  return answer.correct && isFluent(answer.responseMs, fluencyQuestion(fact, input));
}
