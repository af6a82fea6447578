import fc from 'fast-check';
import { isStruggling } from './working-set';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_SCHEDULER_STATE,
  FAVOURED_SHARE,
  FLUENT_BOX,
  MAX_BOX,
  MISSED_RETURN_GAP,
  REVIEW_GAPS,
  REVIEW_GAPS_MS,
  NEW_FACT_PRIORITY,
  factFromKey,
  factKey,
  groupFacts,
  nextFact,
  nextFactOf,
  overdueRatio,
  recordAnswer,
  type AnswerOutcome,
  type Fact,
  type SchedulerState,
} from './fact-scheduler';
import { introductionTier } from './introduction-order';
import { MATH_OPERATIONS, type MathOperation } from './operations';
import { createRng } from './rng';

const RUNS = { numRuns: 300 };
const QUESTIONS = 200;

const operation = fc.constantFrom(...MATH_OPERATIONS);
const anyFact = fc.record({
  operation,
  operand1: fc.integer({ min: 0, max: 12 }),
  operand2: fc.integer({ min: 0, max: 12 }),
});
const seed = fc.integer();

/** A student's range: some facts, with at least `minKeys` distinct fact keys. */
function factRange(minKeys: number) {
  return fc
    .array(anyFact, { minLength: minKeys, maxLength: 40 })
    .filter((facts) => new Set(facts.map(factKey)).size >= minKeys);
}

function fact(operationName: MathOperation, operand1: number, operand2: number): Fact {
  return { operation: operationName, operand1, operand2 };
}

function timesTable(table: number): Fact[] {
  return Array.from({ length: 10 }, (_, i) => fact('multiplication', table, i + 1));
}

interface Asked {
  readonly key: string;
}

/**
 * Plays a practice of `questions` questions: the scheduler picks with one seed, and the student's
 * answers (right and fluent, or not, with the given rate) come from another.
 */
function play(
  candidates: readonly Fact[],
  runSeed: number,
  masteredRate = 0.6,
  questions = QUESTIONS,
): { asked: Asked[]; state: SchedulerState; states: SchedulerState[] } {
  const pick = createRng(runSeed);
  const student = createRng(runSeed ^ 0x5bd1e995);
  let state = EMPTY_SCHEDULER_STATE;
  const asked: Asked[] = [];
  const states: SchedulerState[] = [];
  for (let questionIndex = 0; questionIndex < questions; questionIndex += 1) {
    const next = nextFact(state, candidates, pick, { questionIndex: questionIndex });
    const mastered = student() < masteredRate;
    const slow = !mastered && student() < 0.5;
    state = recordAnswer(state, next, {
      correct: mastered || slow,
      fluent: mastered,
      questionIndex,
    });
    asked.push({ key: factKey(next) });
    states.push(state);
  }
  return { asked, state, states };
}

/** The introduction tier of a key's fact. */
function tierOfKey(key: string | undefined): number {
  const keyed = factFromKey(key ?? '');
  if (keyed === undefined) throw new Error(`not a key: ${String(key)}`);
  return introductionTier(keyed);
}

/** The indices of questions that repeat the fact of the question before. */
function backToBackRepeats(asked: readonly Asked[]): number[] {
  return asked.flatMap((question, i) => (i > 0 && asked[i - 1]?.key === question.key ? [i] : []));
}

const answer = (questionIndex: number, correct: boolean, fluent: boolean): AnswerOutcome => ({
  correct,
  fluent,
  questionIndex,
});

describe('factKey', () => {
  it('counts 7 × 8 and 8 × 7 as one fact, and 7 + 8 and 8 + 7 as one', () => {
    expect(factKey(fact('multiplication', 8, 7))).toBe(factKey(fact('multiplication', 7, 8)));
    expect(factKey(fact('addition', 8, 7))).toBe(factKey(fact('addition', 7, 8)));
    expect(factKey(fact('multiplication', 7, 8))).toBe('multiplication:7:8');
  });

  it('keeps the order of subtraction and division, and tells operations apart', () => {
    expect(factKey(fact('subtraction', 8, 3))).not.toBe(factKey(fact('subtraction', 3, 8)));
    expect(factKey(fact('division', 8, 2))).not.toBe(factKey(fact('division', 2, 8)));
    expect(factKey(fact('addition', 3, 4))).not.toBe(factKey(fact('multiplication', 3, 4)));
  });

  it('gives swapped operands the same key exactly for the commutative operations', () => {
    fc.assert(
      fc.property(anyFact, (f) => {
        const swapped = { ...f, operand1: f.operand2, operand2: f.operand1 };
        const commutative = f.operation === 'addition' || f.operation === 'multiplication';
        const same = factKey(swapped) === factKey(f);
        expect(same).toBe(commutative || f.operand1 === f.operand2);
      }),
    );
  });
});

describe('recordAnswer', () => {
  const seven8 = fact('multiplication', 7, 8);
  const key = factKey(seven8);

  it('puts a wrong answer in box 0 and the missed queue, due after its rest', () => {
    const state = recordAnswer(EMPTY_SCHEDULER_STATE, seven8, answer(10, false, false));
    expect(state.facts[key]).toEqual({
      box: 0,
      lastAskedIndex: 10,
      tally: { answers: 1, misses: 1, reviews: 0, lapses: 0 },
    });
    expect(state.missed).toEqual([{ key, dueIndex: 10 + MISSED_RETURN_GAP }]);
    expect(state.lastKey).toBe(key);
    // Not at once, and within a lesson of 30 questions once no older fact is due.
    expect(MISSED_RETURN_GAP).toBeGreaterThanOrEqual(5);
    expect(MISSED_RETURN_GAP).toBeLessThanOrEqual(15);
  });

  it('moves a right but slow answer down one box, into the missed queue only from box 1', () => {
    let state = recordAnswer(EMPTY_SCHEDULER_STATE, seven8, answer(0, true, true));
    state = recordAnswer(state, seven8, answer(1, true, false));
    expect(state.facts[key]?.box).toBe(0);
    expect(state.missed.map((m) => m.key)).toEqual([key]);
    state = recordAnswer(state, seven8, answer(4, true, true));
    state = recordAnswer(state, seven8, answer(4 + (REVIEW_GAPS[1] ?? 0), true, true));
    expect(state.facts[key]?.box).toBe(2);
    state = recordAnswer(state, seven8, answer(40, true, false));
    expect(state.facts[key]?.box).toBe(1);
    expect(state.missed).toEqual([]);
  });

  it('puts a wrong answer back in box 0 from any box', () => {
    let state = recordAnswer(EMPTY_SCHEDULER_STATE, seven8, answer(0, true, true));
    state = recordAnswer(state, seven8, answer(20, true, true));
    expect(state.facts[key]?.box).toBe(2);
    state = recordAnswer(state, seven8, answer(60, false, true));
    expect(state.facts[key]?.box).toBe(0);
    expect(state.missed).toEqual([{ key, dueIndex: 60 + MISSED_RETURN_GAP }]);
  });

  it('keeps a missed fact queued until it is answered right and fluently, then drops it', () => {
    let state = recordAnswer(EMPTY_SCHEDULER_STATE, seven8, answer(0, false, false));
    state = recordAnswer(state, fact('multiplication', 8, 7), answer(4, true, false));
    expect(state.missed).toEqual([{ key, dueIndex: 4 + MISSED_RETURN_GAP }]);
    state = recordAnswer(state, seven8, answer(8, true, true));
    expect(state.missed).toEqual([]);
    expect(state.facts[key]?.box).toBe(1);
  });

  it('moves a right and fluent fact up one box once half its rest has passed, never past the last', () => {
    let state = EMPTY_SCHEDULER_STATE;
    const boxes: number[] = [];
    let index = 0;
    for (let i = 0; i < 7; i += 1) {
      state = recordAnswer(state, seven8, answer(index, true, true));
      boxes.push(state.facts[key]?.box ?? -1);
      index += REVIEW_GAPS[boxes.at(-1) ?? 0] ?? 0;
    }
    expect(boxes).toEqual([1, 2, 3, 4, 4, 4, 4]);
    expect(MAX_BOX).toBe(4);
  });

  it('keeps a fact in its box when it is answered again before half its rest has passed', () => {
    const once = recordAnswer(EMPTY_SCHEDULER_STATE, seven8, answer(0, true, true));
    const halfRest = (REVIEW_GAPS[1] ?? 0) / 2;
    const twice = recordAnswer(once, seven8, answer(Math.ceil(halfRest) - 1, true, true));
    expect(twice.facts[key]?.box).toBe(1);
    const spaced = recordAnswer(once, seven8, answer(Math.ceil(halfRest), true, true));
    expect(spaced.facts[key]?.box).toBe(2);
  });

  it('counts days as well as questions: a fact rested a school day is due again', () => {
    const day = 24 * 3_600_000;
    const start = Date.UTC(2026, 10, 2, 9);
    let state = recordAnswer(EMPTY_SCHEDULER_STATE, seven8, {
      ...answer(0, true, true),
      atMs: start,
    });
    state = recordAnswer(state, seven8, { ...answer(10, true, true), atMs: start + 60_000 });
    expect(state.facts[key]?.box).toBe(FLUENT_BOX);
    const sameLesson = { questionIndex: 12, atMs: start + 120_000 };
    const nextDay = { questionIndex: 12, atMs: start + day };
    expect(overdueRatio(state, key, sameLesson)).toBeLessThan(1);
    expect(overdueRatio(state, key, nextDay)).toBeGreaterThanOrEqual(1);
    expect(REVIEW_GAPS_MS[FLUENT_BOX]).toBeLessThan(day);
  });

  it('keeps every box between 0 and the last box, and each fact in the missed queue once', () => {
    fc.assert(
      fc.property(factRange(1), seed, fc.double({ min: 0, max: 1 }), (range, s, rate) => {
        for (const state of play(range, s, rate, 60).states) {
          const boxes = Object.values(state.facts).map((progress) => progress.box);
          expect(boxes.every((box) => box >= 0 && box <= MAX_BOX)).toBe(true);
          const keys = state.missed.map((m) => m.key);
          expect(new Set(keys).size).toBe(keys.length);
        }
      }),
      RUNS,
    );
  });

  it('leaves the given state unchanged and returns plain JSON', () => {
    const before = recordAnswer(EMPTY_SCHEDULER_STATE, seven8, answer(0, false, false));
    const frozen = JSON.parse(JSON.stringify(before)) as SchedulerState;
    const after = recordAnswer(Object.freeze(before), seven8, answer(4, true, true));
    expect(before).toEqual(frozen);
    expect(JSON.parse(JSON.stringify(after))).toEqual(after);
  });
});

describe('nextFact', () => {
  it('never asks the same fact twice in a row when the range has two facts or more', () => {
    fc.assert(
      fc.property(factRange(2), seed, fc.double({ min: 0, max: 1 }), (range, s, rate) => {
        const { asked } = play(range, s, rate);
        expect(backToBackRepeats(asked)).toEqual([]);
      }),
      RUNS,
    );
  });

  it('treats 7 × 8 after 8 × 7 as a repeat', () => {
    const range = [fact('multiplication', 7, 8), fact('multiplication', 8, 7)];
    const withOther = [...range, fact('multiplication', 2, 3)];
    fc.assert(
      fc.property(seed, (s) => {
        expect(backToBackRepeats(play(withOther, s, 0.5, 40).asked)).toEqual([]);
      }),
      { numRuns: 100 },
    );
    const alone = nextFact(
      recordAnswer(EMPTY_SCHEDULER_STATE, range[0] as Fact, answer(0, true, true)),
      range,
      createRng(1),
      { questionIndex: 1 },
    );
    expect(factKey(alone)).toBe('multiplication:7:8');
  });

  it('never asks a missed fact before its return is due while another fact may be asked, unless the child is struggling', () => {
    fc.assert(
      fc.property(factRange(2), seed, fc.double({ min: 0, max: 1 }), (range, s, rate) => {
        const { asked, states } = play(range, s, rate);
        const keys = [...new Set(range.map(factKey))];
        const early = asked.flatMap((question, index) => {
          const before = states[index - 1] ?? EMPTY_SCHEDULER_STATE;
          if (isStruggling(before)) return [];
          const waiting = (key: string) =>
            before.missed.some((missed) => missed.key === key && missed.dueIndex > index);
          const other = keys.some((key) => key !== before.lastKey && !waiting(key));
          return waiting(question.key) && other ? [index] : [];
        });
        expect(early).toEqual([]);
      }),
      RUNS,
    );
  });

  it('meets every fact of a range of up to 100 facts first, each once, while the child is right', () => {
    fc.assert(
      fc.property(factRange(1), seed, (range, s) => {
        const keys = [...new Set(range.map(factKey))];
        const { asked } = play(range, s, 1, keys.length);
        expect(asked.map((question) => question.key).sort()).toEqual([...keys].sort());
      }),
      RUNS,
    );
  });

  it('meets the facts of a list not in introduction order in the listed order while the child is right', () => {
    const tiersAscend = (keys: readonly string[]) =>
      keys.every((key, i) => i === 0 || tierOfKey(keys[i - 1]) <= tierOfKey(key));
    fc.assert(
      fc.property(
        factRange(2).filter((range) => !tiersAscend([...new Set(range.map(factKey))])),
        seed,
        (range, s) => {
          const keys = [...new Set(range.map(factKey))];
          const { asked } = play(range, s, 1, keys.length);
          expect(asked.map((question) => question.key)).toEqual(keys);
        },
      ),
      RUNS,
    );
  });

  it('comes back to the missed facts once every fact has been met and their rest is over', () => {
    const range = timesTable(3);
    let state = EMPTY_SCHEDULER_STATE;
    state = recordAnswer(state, fact('multiplication', 3, 4), answer(0, false, false));
    state = recordAnswer(state, fact('multiplication', 3, 9), answer(1, true, false));
    for (const [index, b] of [1, 2, 3, 5, 6, 7, 8, 10].entries())
      state = recordAnswer(state, fact('multiplication', 3, b), answer(index + 2, true, true));
    // Missed at 0 and 1, resting 10 questions; the others rest 20 from 2 to 9.
    const first = nextFact(state, range, createRng(7), { questionIndex: 30 });
    expect(factKey(first)).toBe('multiplication:3:4');
    const afterFirst = recordAnswer(state, first, answer(30, true, true));
    expect(factKey(nextFact(afterFirst, range, createRng(7), { questionIndex: 31 }))).toBe(
      'multiplication:3:9',
    );
  });

  it('gives the same sequence for the same seed, and other sequences for other seeds', () => {
    fc.assert(
      fc.property(factRange(2), seed, (range, s) => {
        expect(play(range, s).asked).toEqual(play(range, s).asked);
      }),
      { numRuns: 100 },
    );
    // The seed picks which order of 7 × 8 or 8 × 7 is shown.
    const range = [
      ...timesTable(7),
      ...Array.from({ length: 10 }, (_, i) => fact('multiplication', i + 1, 7)),
    ];
    const shown = (s: number) => {
      const rng = createRng(s);
      let state = EMPTY_SCHEDULER_STATE;
      const stems: string[] = [];
      for (let index = 0; index < 15; index += 1) {
        const next = nextFact(state, range, rng, { questionIndex: index });
        stems.push(`${String(next.operand1)}x${String(next.operand2)}`);
        state = recordAnswer(state, next, answer(index, true, true));
      }
      return stems.join(' ');
    };
    expect(new Set(fc.sample(seed, 20).map(shown)).size).toBeGreaterThan(10);
  });

  it('brings in a new fact before a seen one less than NEW_FACT_PRIORITY through its rest', () => {
    const missed = fact('multiplication', 2, 3);
    const range = [
      missed,
      ...Array.from({ length: 200 }, (_, i) => fact('addition', 1 + Math.floor(i / 20), i % 20)),
    ];
    const state = {
      ...recordAnswer(EMPTY_SCHEDULER_STATE, missed, answer(0, false, false)),
      lastKey: null,
    };
    const wait = MISSED_RETURN_GAP * NEW_FACT_PRIORITY;
    for (const s of fc.sample(seed, 20)) {
      const before = nextFact(state, range, createRng(s), { questionIndex: wait - 1 });
      expect(factKey(before)).toBe(factKey(range[1] as Fact));
      const after = nextFact(state, range, createRng(s), { questionIndex: wait });
      expect(factKey(after)).toBe(factKey(missed));
    }
  });

  it('asks the only fact of a one-fact range again, and refuses an empty range', () => {
    const only = [fact('division', 8, 2)];
    const state = recordAnswer(
      EMPTY_SCHEDULER_STATE,
      fact('division', 8, 2),
      answer(0, false, false),
    );
    expect(nextFact(state, only, createRng(1), { questionIndex: 1 })).toEqual(only[0]);
    expect(() => nextFact(state, [], createRng(1), { questionIndex: 1 })).toThrow();
  });
});

describe('review gaps', () => {
  const sevenEights: Fact = { operation: 'multiplication', operand1: 7, operand2: 8 };
  const right = (questionIndex: number): AnswerOutcome => ({
    correct: true,
    fluent: true,
    questionIndex,
  });

  it('lets a fact answered well rest for its box gap, then counts it due', () => {
    const state = recordAnswer(EMPTY_SCHEDULER_STATE, sevenEights, right(10));
    const key = factKey(sevenEights);
    const gap = REVIEW_GAPS[1] ?? 0;
    expect(overdueRatio(state, key, { questionIndex: 11 })).toBeLessThan(0.5);
    expect(overdueRatio(state, key, { questionIndex: 10 + gap })).toBe(1);
    expect(overdueRatio(state, key, { questionIndex: 10 + 2 * gap })).toBe(2);
    expect(overdueRatio(state, 'multiplication:2:3', { questionIndex: 11 })).toBe(1);
  });

  it('grows the gap box by box, as the Leitner system does', () => {
    for (let box = 1; box < REVIEW_GAPS.length; box += 1)
      expect(REVIEW_GAPS[box] ?? 0).toBeGreaterThan(REVIEW_GAPS[box - 1] ?? 0);
  });

  it('asks the fact that has waited its gap before the ones still resting', () => {
    const candidates: Fact[] = [
      sevenEights,
      { operation: 'multiplication', operand1: 6, operand2: 9 },
      { operation: 'multiplication', operand1: 2, operand2: 2 },
    ];
    let state = recordAnswer(EMPTY_SCHEDULER_STATE, candidates[0] as Fact, right(0));
    state = recordAnswer(state, candidates[1] as Fact, right(20));
    state = recordAnswer(state, candidates[2] as Fact, right(21));
    // Another fact came last, so all three may be asked; only 7 × 8 has waited its gap.
    state = { ...state, lastKey: 'multiplication:1:1' };
    const rng = createRng(3);
    const counts = new Map<string, number>();
    for (let i = 0; i < 2000; i += 1) {
      const key = factKey(nextFact(state, candidates, rng, { questionIndex: 21 }));
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.get(factKey(sevenEights))).toBe(2000);
  });

  const NOW = Date.UTC(2026, 0, 7, 9);
  const HOUR = 3_600_000;
  /** A seen fact in `box`, last answered `hoursAgo` before NOW. */
  const seenFact = (box: number, hoursAgo: number) => ({
    box,
    lastAskedIndex: 0,
    lastAskedAtMs: NOW - hoursAgo * HOUR,
  });
  const keysOf = (state: SchedulerState) => Object.keys(state.facts).map((key) => factFromKey(key));

  it('asks, of the facts whose rest is over, the one answered longest ago, not the one furthest through it, before reviews show the child rarely forgets', () => {
    const state: SchedulerState = {
      facts: {
        // 30 h of a 20 h rest, 50 h of a 44 h rest, 60 h of a 92 h rest.
        'multiplication:3:4': seenFact(2, 30),
        'multiplication:6:7': seenFact(3, 50),
        'multiplication:8:9': seenFact(4, 60),
      },
      missed: [],
      lastKey: null,
    };
    const candidates = keysOf(state).filter((candidate) => candidate !== undefined);
    const moment = { questionIndex: 1, atMs: NOW };
    expect(overdueRatio(state, 'multiplication:3:4', moment)).toBeGreaterThan(
      overdueRatio(state, 'multiplication:6:7', moment),
    );
    expect(overdueRatio(state, 'multiplication:8:9', moment)).toBeLessThan(1);
    expect(factKey(nextFact(state, candidates, createRng(1), moment))).toBe('multiplication:6:7');
  });

  it('asks a fact whose rest is over before a missed one answered since, whose rest is over too, before reviews show the child rarely forgets', () => {
    const state: SchedulerState = {
      facts: { 'multiplication:6:7': seenFact(3, 50), 'multiplication:7:8': seenFact(0, 1) },
      missed: [{ key: 'multiplication:7:8', dueIndex: 1 }],
      lastKey: null,
    };
    const candidates = [fact('multiplication', 7, 8), fact('multiplication', 6, 7)];
    const moment = { questionIndex: 20, atMs: NOW };
    expect(overdueRatio(state, 'multiplication:7:8', moment)).toBeGreaterThan(1);
    expect(factKey(nextFact(state, candidates, createRng(1), moment))).toBe('multiplication:6:7');
  });

  it('takes a due fact kept without a time as answered before one with a time', () => {
    const state: SchedulerState = {
      facts: {
        // 40 h of a 20 h rest, against 25 questions of a 20-question rest.
        'multiplication:6:7': seenFact(2, 40),
        'multiplication:7:8': { box: 1, lastAskedIndex: 0 },
      },
      missed: [],
      lastKey: null,
    };
    const candidates = [fact('multiplication', 6, 7), fact('multiplication', 7, 8)];
    const moment = { questionIndex: 25, atMs: NOW };
    expect(overdueRatio(state, 'multiplication:7:8', moment)).toBeGreaterThan(1);
    expect(overdueRatio(state, 'multiplication:6:7', moment)).toBeGreaterThan(
      overdueRatio(state, 'multiplication:7:8', moment),
    );
    expect(factKey(nextFact(state, candidates, createRng(1), moment))).toBe('multiplication:7:8');
  });

  it('asks, while new facts are left, the fact that has waited ten of its rests, not an older one due', () => {
    const state: SchedulerState = {
      facts: {
        'multiplication:2:3': { box: 1, lastAskedIndex: 0 },
        'multiplication:7:8': { box: 0, lastAskedIndex: 5 },
      },
      missed: [{ key: 'multiplication:7:8', dueIndex: 5 + MISSED_RETURN_GAP }],
      lastKey: null,
    };
    const candidates = [
      fact('multiplication', 2, 3),
      fact('multiplication', 7, 8),
      fact('multiplication', 9, 9),
    ];
    const before = { questionIndex: 5 + MISSED_RETURN_GAP * NEW_FACT_PRIORITY - 1 };
    const after = { questionIndex: 5 + MISSED_RETURN_GAP * NEW_FACT_PRIORITY };
    expect(factKey(nextFact(state, candidates, createRng(1), before))).toBe('multiplication:9:9');
    expect(factKey(nextFact(state, candidates, createRng(1), after))).toBe('multiplication:7:8');
  });

  it('asks a fact whose rest is over before any still resting, the longest ago of them first, before reviews show the child rarely forgets', () => {
    const seenFacts = fc.uniqueArray(
      fc.record({
        table: fc.integer({ min: 1, max: 10 }),
        box: fc.integer({ min: 1, max: MAX_BOX }),
        hoursAgo: fc.integer({ min: 1, max: 200 }),
        askedIndex: fc.integer({ min: 0, max: 90 }),
        timed: fc.boolean(),
      }),
      { minLength: 2, maxLength: 10, selector: (seen) => seen.table },
    );
    const moment = { questionIndex: 100, atMs: NOW };
    fc.assert(
      fc.property(seenFacts, seed, (seen, s) => {
        const state: SchedulerState = {
          facts: Object.fromEntries(
            seen.map(({ table, box, hoursAgo, askedIndex, timed }) => [
              factKey(fact('multiplication', table, 11)),
              timed
                ? { ...seenFact(box, hoursAgo), lastAskedIndex: askedIndex }
                : { box, lastAskedIndex: askedIndex },
            ]),
          ),
          missed: [],
          lastKey: null,
        };
        const candidates = seen.map(({ table }) => fact('multiplication', table, 11));
        const chosen = factKey(nextFact(state, candidates, createRng(s), moment));
        const ratioOf = (key: string) => overdueRatio(state, key, moment);
        const keys = Object.keys(state.facts);
        const due = keys.filter((key) => ratioOf(key) >= 1);
        if (due.length === 0) {
          expect(ratioOf(chosen)).toBe(Math.max(...keys.map((key) => ratioOf(key))));
          return;
        }
        // Answered earlier: without a time before with one, then by time, then by index.
        const answered = (key: string) => {
          const progress = state.facts[key];
          const atMs = progress?.lastAskedAtMs;
          return [atMs === undefined ? 0 : 1, atMs ?? 0, progress?.lastAskedIndex ?? 0];
        };
        const earliest = due.map(answered).reduce((a, b) => {
          const i = a.findIndex((value, at) => value !== b[at]);
          return i === -1 || (a[i] ?? 0) < (b[i] ?? 0) ? a : b;
        });
        expect(due).toContain(chosen);
        expect(answered(chosen)).toEqual(earliest);
      }),
      RUNS,
    );
  });
});

describe('fact keys', () => {
  it('turns a key back into its fact, and refuses what is not a key', () => {
    fc.assert(
      fc.property(anyFact, (fact) => {
        expect(factKey(factFromKey(factKey(fact)) as Fact)).toBe(factKey(fact));
      }),
    );
    expect(factFromKey('addition::')).toBeUndefined();
    expect(factFromKey('power:2:3')).toBeUndefined();
    expect(factFromKey('addition:1:2:3')).toBeUndefined();
  });
});

describe('favoured facts', () => {
  const candidates: Fact[] = [];
  for (let a = 1; a <= 10; a += 1)
    for (let b = 1; b <= 10; b += 1)
      candidates.push({ operation: 'multiplication', operand1: a, operand2: b });
  const groups = groupFacts(candidates);

  it('asks a favoured fact about every other question while it may be asked', () => {
    const favoured = new Set(['multiplication:7:8']);
    const rng = createRng(11);
    let hits = 0;
    for (let i = 0; i < 2000; i += 1)
      if (
        factKey(nextFactOf(EMPTY_SCHEDULER_STATE, groups, rng, { questionIndex: i }, favoured)) ===
        'multiplication:7:8'
      )
        hits += 1;
    // FAVOURED_SHARE of the draws; the rest go to the first new fact, 1 × 1.
    const expected = 2000 * FAVOURED_SHARE;
    expect(hits).toBeGreaterThan(expected * 0.9);
    expect(hits).toBeLessThan(expected * 1.1);
  });

  it('still never asks a favoured fact twice in a row', () => {
    const favoured = new Set(['multiplication:7:8']);
    const rng = createRng(12);
    let state = EMPTY_SCHEDULER_STATE;
    for (let i = 0; i < 300; i += 1) {
      const fact = nextFactOf(state, groups, rng, { questionIndex: i }, favoured);
      expect(factKey(fact)).not.toBe(state.lastKey);
      state = recordAnswer(state, fact, { correct: true, fluent: true, questionIndex: i });
    }
  });

  it('changes nothing when no favoured fact is among the candidates', () => {
    const a = nextFactOf(
      EMPTY_SCHEDULER_STATE,
      groups,
      createRng(3),
      { questionIndex: 0 },
      new Set(['addition:1:1']),
    );
    const b = nextFactOf(EMPTY_SCHEDULER_STATE, groups, createRng(3), { questionIndex: 0 });
    expect(a).toEqual(b);
  });
});
