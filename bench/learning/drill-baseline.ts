import { factKey, isFluent, type Fact } from '../../src/shared/maths/fact-scheduler';
import { randomInt, type Rng } from '../../src/shared/maths/rng';
import { factOfKey, fluencyQuestion, questionOf } from './facts';
import type { Picker, Practice, Strategy } from './strategy';

/** Facts being learnt at once. */
const WORKING_SET = 4;
/** Right and fluent answers in a row after which a fact leaves the working set. */
const FLUENT_TO_LEAVE = 2;
/** Every how many questions one fact that left the set is asked again, the longest unseen first. */
const REVIEW_EVERY = 4;

/**
 * Baseline: an XtraMath-like drill over the practice's fact keys, the easy tables first
 * (FactSet.keysEasyFirst). It cycles through a working set of four facts; a miss (wrong or slow) comes
 * back after two or three other questions; a fact leaves the set after two right and fluent
 * answers in a row (fluent by the app's threshold for the input), and the next new fact takes its place. Every fourth question reviews a fact
 * that left, the longest unseen first; a miss there puts it back in the set. Never the same fact
 * twice in a row. Lessons change nothing: the drill goes on where it stopped.
 */
export const DRILL_BASELINE: Strategy = {
  name: 'drill',
  start: startDrill,
};

function startDrill(rng: Rng, practice: Practice): Picker {
  const fresh = practice.facts.keysEasyFirst.map(factKey);
  const working: string[] = fresh.splice(0, WORKING_SET);
  const streaks = new Map<string, number>();
  /** Facts that left the set, the longest unseen first. */
  const left: string[] = [];
  let cycle: string[] = [];
  let asked = 0;
  let last: { key: string; fact: Fact; review: boolean } | null = null;

  function chooseKey(): { key: string; review: boolean } {
    const reviewTurn = asked % REVIEW_EVERY === REVIEW_EVERY - 1 || working.length === 0;
    const review = left.find((key) => key !== last?.key);
    if (reviewTurn && review !== undefined) return { key: review, review: true };
    if (cycle.length === 0) cycle = [...working];
    if (cycle[0] === last?.key && cycle.length > 1) cycle.push(cycle.shift() ?? '');
    const key = cycle.shift() ?? review ?? left[0] ?? '';
    return { key, review: !working.includes(key) };
  }

  function backInSet(key: string) {
    streaks.set(key, 0);
    if (!working.includes(key)) working.push(key);
    const at = Math.min(cycle.length, randomInt(rng, 2, 3));
    cycle = cycle.filter((other) => other !== key);
    cycle.splice(at, 0, key);
  }

  function leaveSet(key: string) {
    working.splice(working.indexOf(key), 1);
    cycle = cycle.filter((other) => other !== key);
    left.push(key);
    const next = fresh.shift();
    if (next !== undefined) {
      working.push(next);
      cycle.push(next);
    }
  }

  return {
    startLesson: () => undefined,
    next() {
      const { key, review } = chooseKey();
      const question = questionOf(factOfKey(key), rng);
      last = { key, fact: question.fact, review };
      asked += 1;
      return question;
    },
    record(answer) {
      if (last === null) return;
      const { key, fact, review } = last;
      const fluent =
        answer.correct && isFluent(answer.responseMs, fluencyQuestion(fact, practice.answerInput));
      if (review) {
        left.splice(left.indexOf(key), 1);
        if (fluent) left.push(key);
        else backInSet(key);
        return;
      }
      if (!fluent) {
        backInSet(key);
        return;
      }
      const streak = (streaks.get(key) ?? 0) + 1;
      streaks.set(key, streak);
      if (streak >= FLUENT_TO_LEAVE) leaveSet(key);
    },
  };
}
