import { describe, expect, it } from 'vitest';
import { EMPTY_SCHEDULER_STATE } from '#shared/maths/fact-scheduler';
import { classFactsBeforeJoin, mayTakeClassFacts, withClassFacts } from './class-facts';

describe('a schedule with the facts the class sent', () => {
  const lesson = {
    ...EMPTY_SCHEDULER_STATE,
    facts: { 'multiplication:2:3': { box: 0, lastAskedIndex: 4 } },
    lastKey: 'multiplication:2:3',
  };
  const fromClass = {
    ...EMPTY_SCHEDULER_STATE,
    facts: {
      'multiplication:2:3': { box: 4, lastAskedIndex: -30 },
      'multiplication:2:4': { box: 3, lastAskedIndex: -30 },
    },
  };

  it('takes the facts the lesson has not met from the class, and keeps what the lesson left', () => {
    expect(withClassFacts(lesson, fromClass)).toEqual({
      ...lesson,
      facts: {
        'multiplication:2:3': { box: 0, lastAskedIndex: 4 },
        'multiplication:2:4': { box: 3, lastAskedIndex: -30 },
      },
    });
    expect(withClassFacts(lesson, undefined)).toBe(lesson);
  });

  it('is taken only by a student whose facts came from neither their device nor the class', () => {
    expect(mayTakeClassFacts({ factsFrom: null })).toBe(true);
    expect(mayTakeClassFacts({ factsFrom: 'device' })).toBe(false);
    expect(mayTakeClassFacts({ factsFrom: 'class' })).toBe(false);
  });
});

describe("the class's facts for a student who has joined", () => {
  it('dates each fact at most just before the join, keeping the rest of it', () => {
    const tally = [3, 1, 2, 0] as const;
    expect(
      classFactsBeforeJoin(
        [
          ['m2:3', 4, 9_000, tally, 12],
          ['m2:4', 3, 10_500, tally, 2],
          ['m2:5', 1, null],
        ],
        10_000,
      ),
    ).toEqual([
      ['m2:3', 4, 9_000, tally, 12],
      ['m2:4', 3, 9_999, tally, 2],
      ['m2:5', 1, null],
    ]);
  });
});
