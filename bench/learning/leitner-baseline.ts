import { factKey, isFluent, type Fact } from '../../src/shared/maths/fact-scheduler';
import { shuffled, type Rng } from '../../src/shared/maths/rng';
import { factOfKey, fluencyQuestion, questionOf } from './facts';
import type { Picker, Practice, Strategy } from './strategy';

/** Questions that count as one Leitner session when no lesson starts (the long sitting). */
const SESSION_QUESTIONS = 30;

/** Every how many sessions each box is gone through: every lesson, every other, weekly. */
const BOX_EVERY: Readonly<Record<number, number>> = { 1: 1, 2: 2, 3: 5 };

/**
 * Baseline: a Leitner system with three boxes (Leitner 1972, So lernt man lernen), over the
 * practice's fact keys. Every fact starts in box 1. A session (a lesson, or SESSION_QUESTIONS of
 * the long sitting) goes through box 1, box 2 every other session and box 3 once a week (every
 * fifth), each shuffled, facts not reached waiting for the next session first; when they run
 * out it goes through box 1 again (then 2, then 3). A right and fluent answer (by the app's
 * threshold for the input) moves the fact up a box, anything else back to box 1. Never the same
 * fact twice in a row.
 */
export const LEITNER_BASELINE: Strategy = {
  name: 'Leitner 3-box',
  start: startLeitner,
};

function startLeitner(rng: Rng, practice: Practice): Picker {
  const boxes = new Map<string, number>(practice.facts.keys.map((fact) => [factKey(fact), 1]));
  let session = -1;
  let sessionQuestions = 0;
  let queue: string[] = [];
  let last: { key: string; fact: Fact } | null = null;

  const inBox = (box: number) => [...boxes].filter(([, b]) => b === box).map(([key]) => key);

  function startSession() {
    session += 1;
    sessionQuestions = 0;
    const due = [1, 2, 3].filter((box) => session % (BOX_EVERY[box] ?? 1) === 0).flatMap(inBox);
    const waiting = new Set(queue);
    queue = [
      ...queue,
      ...shuffled(
        rng,
        due.filter((key) => !waiting.has(key)),
      ),
    ];
  }

  function refill() {
    const box = [1, 2, 3].find((b) => inBox(b).length > 0) ?? 1;
    queue = shuffled(rng, inBox(box));
  }

  return {
    startLesson: startSession,
    next() {
      if (sessionQuestions >= SESSION_QUESTIONS) startSession();
      if (queue.length === 0) refill();
      if (queue[0] === last?.key && queue.length > 1) queue.push(queue.shift() ?? '');
      const key = queue.shift() ?? '';
      const question = questionOf(factOfKey(key), rng);
      last = { key, fact: question.fact };
      sessionQuestions += 1;
      return question;
    },
    record(answer) {
      if (last === null) return;
      const fluent =
        answer.correct &&
        isFluent(answer.responseMs, fluencyQuestion(last.fact, practice.answerInput));
      boxes.set(last.key, fluent ? Math.min(3, (boxes.get(last.key) ?? 1) + 1) : 1);
    },
  };
}
