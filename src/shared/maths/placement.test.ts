import { describe, expect, it } from 'vitest';
import { enumerateFacts } from './fact-domain';
import {
  EMPTY_SCHEDULER_STATE,
  factFromKey,
  groupFacts,
  nextFactOf,
  recordAnswer,
  type Fact,
  type SchedulerState,
} from './fact-scheduler';
import { introductionTier } from './introduction-order';
import { DEFAULT_RANGE } from './levels';
import { PLACEMENT_PROBES, placedNewKey } from './placement';
import { createRng } from './rng';

const TIMES_1_TO_10 = groupFacts(
  enumerateFacts({ operation: 'multiplication', level: 1, range: DEFAULT_RANGE }, 1000) ?? [],
);
const KEYS = [...TIMES_1_TO_10.keys()];

function factOf(key: string | undefined): Fact {
  const fact = factFromKey(key ?? '');
  if (fact === undefined) throw new Error(`not a key: ${String(key)}`);
  return fact;
}

const tierOf = (key: string | undefined) => introductionTier(factOf(key));

const keysOfTier = (tier: number) => KEYS.filter((key) => tierOf(key) === tier);

/** The tier's probes in the order they are asked, spread evenly over it. */
function probesOf(tier: number): string[] {
  const keys = keysOfTier(tier);
  return Array.from(
    { length: PLACEMENT_PROBES },
    (_, index) => keys[Math.floor((keys.length * (index + 1)) / (PLACEMENT_PROBES + 1))] ?? '',
  );
}

type Outcome = 'quick' | 'slow' | 'wrong';

/** The keys a child is asked, answering the nth question as `outcomeAt(n, key)` says. */
function practise(
  outcomeAt: (index: number, key: string) => Outcome,
  questions: number,
  from: SchedulerState = EMPTY_SCHEDULER_STATE,
): { asked: string[]; state: SchedulerState } {
  const rng = createRng(5);
  let state = from;
  const asked: string[] = [];
  for (let questionIndex = 0; questionIndex < questions; questionIndex += 1) {
    const fact = nextFactOf(state, TIMES_1_TO_10, rng, { questionIndex });
    const key = [...TIMES_1_TO_10].find(([, facts]) => facts.includes(fact))?.[0] ?? '';
    const outcome = outcomeAt(questionIndex, key);
    state = recordAnswer(state, fact, {
      correct: outcome !== 'wrong',
      fluent: outcome === 'quick',
      questionIndex,
    });
    asked.push(key);
  }
  return { asked, state };
}

/** A state in which each key was answered once, in order, as `outcomeOf` says. */
function answered(keys: readonly string[], outcomeOf: (key: string) => Outcome): SchedulerState {
  let state = EMPTY_SCHEDULER_STATE;
  keys.forEach((key, questionIndex) => {
    const outcome = outcomeOf(key);
    state = recordAnswer(state, factOf(key), {
      correct: outcome !== 'wrong',
      fluent: outcome === 'quick',
      questionIndex,
    });
  });
  return state;
}

describe('placement', () => {
  it('passes over the tiers a child answers right and quickly, reaching the 7, 8 and 9 tables early', () => {
    const probes = 3 * PLACEMENT_PROBES;
    const { asked } = practise(() => 'quick', probes + 1);
    expect(asked.slice(0, probes)).toEqual([...probesOf(1), ...probesOf(2), ...probesOf(3)]);
    // Every tier placed: the facts passed over come next, easiest first.
    expect(asked[probes]).toBe(KEYS[0]);
    expect(new Set(asked).size).toBe(probes + 1);
  });

  it('spreads a tier’s probes evenly over it, easier and harder facts of the tier', () => {
    expect(probesOf(1)).toEqual(['multiplication:1:9', 'multiplication:3:10']);
    expect(practise(() => 'quick', PLACEMENT_PROBES).asked).toEqual(probesOf(1));
  });

  it('meets a tier in its order from the first probe answered slowly or wrong', () => {
    for (const miss of ['slow', 'wrong'] as const) {
      const { asked } = practise((index) => (index === 1 ? miss : 'quick'), 6);
      expect(asked.slice(0, 2)).toEqual(probesOf(1).slice(0, 2));
      expect(asked.slice(2, 6)).toEqual(keysOfTier(1).slice(0, 4));
    }
  });

  it('meets the facts in plain introduction order after a missed first probe, later tiers unprobed', () => {
    const seen = new Set<string>();
    const { asked } = practise((_, key) => {
      const first = !seen.has(key);
      seen.add(key);
      return first ? 'slow' : 'quick';
    }, 200);
    const newFacts = asked.filter((key, index) => asked.indexOf(key) === index);
    const [probe] = probesOf(1);
    const expected = [probe, ...KEYS.filter((key) => key !== probe)];
    expect(newFacts.length).toBeGreaterThan(keysOfTier(1).length + 5);
    expect(newFacts).toEqual(expected.slice(0, newFacts.length));
  });

  it('comes to a placed tier’s facts once every later tier is placed or met', () => {
    const probes = probesOf(1);
    const later = [...keysOfTier(2), ...keysOfTier(3)];
    const state = answered([...probes, ...later], (key) => (key === later[0] ? 'wrong' : 'quick'));
    const passedOver = keysOfTier(1).filter((key) => !probes.includes(key));
    expect(placedNewKey(state, TIMES_1_TO_10)).toBe(passedOver[0]);
  });

  it('brings a placed tier’s facts back in order once one of its probes is missed later', () => {
    const probes = probesOf(1);
    const placed = answered(probes, () => 'quick');
    expect(tierOf(placedNewKey(placed, TIMES_1_TO_10))).toBe(2);
    const missedLater = recordAnswer(placed, factOf(probes[0]), {
      correct: false,
      fluent: false,
      questionIndex: 40,
    });
    expect(placedNewKey(missedLater, TIMES_1_TO_10)).toBe(KEYS[0]);
  });

  it('counts a fact kept without its tally as known only from the fluent box', () => {
    const probes = probesOf(1);
    const kept = (box: number): SchedulerState => ({
      ...EMPTY_SCHEDULER_STATE,
      facts: Object.fromEntries(probes.map((key, index) => [key, { box, lastAskedIndex: index }])),
    });
    expect(tierOf(placedNewKey(kept(2), TIMES_1_TO_10))).toBe(2);
    expect(placedNewKey(kept(1), TIMES_1_TO_10)).toBe(KEYS[0]);
  });

  it('reads an empty tally, as a device sends an old fact to a class, as no tally', () => {
    const probes = probesOf(1);
    const empty = { answers: 0, misses: 0, reviews: 0, lapses: 0 };
    const sent: SchedulerState = {
      ...EMPTY_SCHEDULER_STATE,
      facts: Object.fromEntries(
        probes.map((key, index) => [key, { box: 1, lastAskedIndex: index, tally: empty }]),
      ),
    };
    expect(placedNewKey(sent, TIMES_1_TO_10)).toBe(KEYS[0]);
  });

  it('leaves candidates not listed tier by tier, as a wide range’s sample is, in their order', () => {
    const drawn = groupFacts([
      { operation: 'addition', operand1: 40, operand2: 30 },
      { operation: 'addition', operand1: 2, operand2: 1 },
      { operation: 'addition', operand1: 70, operand2: 9 },
    ]);
    expect(placedNewKey(EMPTY_SCHEDULER_STATE, drawn)).toBeUndefined();
    const first = nextFactOf(EMPTY_SCHEDULER_STATE, drawn, createRng(1), { questionIndex: 0 });
    expect(first).toEqual({ operation: 'addition', operand1: 40, operand2: 30 });
  });

  it('gives no new fact once every fact has been answered', () => {
    expect(
      placedNewKey(
        answered(KEYS, () => 'quick'),
        TIMES_1_TO_10,
      ),
    ).toBeUndefined();
  });
});
