import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_SCHEDULER_STATE, factKey, recordAnswer } from '../maths/fact-scheduler';
import { MATH_OPERATIONS } from '../maths/operations';
import { decodeSchedule, encodeSchedule, factProgress } from './fact-schedule';

const answer = fc.record({
  fact: fc.record({
    operation: fc.constantFrom(...MATH_OPERATIONS),
    operand1: fc.integer({ min: 0, max: 500 }),
    operand2: fc.integer({ min: 0, max: 500 }),
  }),
  correct: fc.boolean(),
  fluent: fc.boolean(),
});

describe('the stored fact schedule', () => {
  it('reads back exactly the schedule it wrote', () => {
    fc.assert(
      fc.property(fc.array(answer, { maxLength: 60 }), (answers) => {
        let state = EMPTY_SCHEDULER_STATE;
        for (const [questionIndex, { fact, correct, fluent }] of answers.entries())
          state = recordAnswer(state, fact, { correct, fluent, questionIndex });
        expect(decodeSchedule(encodeSchedule(state))).toEqual(state);
      }),
    );
  });

  it('writes a fact in about twenty-five bytes, with its tally', () => {
    const state = recordAnswer(
      EMPTY_SCHEDULER_STATE,
      { operation: 'multiplication', operand1: 7, operand2: 8 },
      { correct: true, fluent: true, questionIndex: 14 },
    );
    expect(encodeSchedule(state)).toBe('{"f":[["m7:8",1,14,null,1,0,0,0]],"m":[],"l":"m7:8"}');
    expect(decodeSchedule(encodeSchedule(state))).toEqual(state);
    expect(factKey({ operation: 'multiplication', operand1: 8, operand2: 7 })).toBe(state.lastKey);
  });

  it('reads nothing from text that is not a schedule, and leaves out odd entries', () => {
    expect(decodeSchedule(null)).toBeUndefined();
    expect(decodeSchedule('not json')).toBeUndefined();
    expect(decodeSchedule('{"f":3,"m":[]}')).toBeUndefined();
    expect(
      decodeSchedule('{"f":[["x1:2",1,1],["a1:2",-1,0],["a1:2",9.5,0],"a"],"m":[["q",1]],"l":7}'),
    ).toEqual(EMPTY_SCHEDULER_STATE);
  });

  it('leaves out keys that are not an operation’s letter and two operands', () => {
    const keys = ['x1:2', 'A1:2', 'a1', 'a1:2:3', 'a1:2x', 'a:2', 'a1234567890:1', 'a-1:2', ''];
    const text = `{"f":[${keys.map((key) => `["${key}",1,1]`).join(',')},["d12:3",2,5]],"m":[],"l":null}`;
    expect(decodeSchedule(text)).toEqual({
      facts: { 'division:12:3': { box: 2, lastAskedIndex: 5 } },
      missed: [],
      lastKey: null,
    });
  });

  it('reads and writes every key alike past the number of keys it remembers', () => {
    for (let operand = 0; operand < 10_050; operand += 1) {
      const key = `division:${String(operand)}:1`;
      const text = `{"f":[["d${String(operand)}:1",1,2]],"m":[],"l":"d${String(operand)}:1"}`;
      const state = { facts: { [key]: { box: 1, lastAskedIndex: 2 } }, missed: [], lastKey: key };
      expect(decodeSchedule(text)).toEqual(state);
      expect(encodeSchedule(state)).toBe(text);
    }
  });
});

describe('a fact’s progress', () => {
  const tally = { answers: 3, misses: 1, reviews: 1, lapses: 0 };

  it('holds only what is known: no time or tally present as undefined', () => {
    expect(Object.entries(factProgress(2, -30, undefined, undefined))).toEqual([
      ['box', 2],
      ['lastAskedIndex', -30],
    ]);
    expect(Object.entries(factProgress(2, -30, undefined, tally))).toEqual([
      ['box', 2],
      ['lastAskedIndex', -30],
      ['tally', tally],
    ]);
    expect(Object.entries(factProgress(2, -30, 1_795_000_000_000, undefined))).toEqual([
      ['box', 2],
      ['lastAskedIndex', -30],
      ['lastAskedAtMs', 1_795_000_000_000],
    ]);
    expect(Object.entries(factProgress(2, -30, 1_795_000_000_000, tally))).toEqual([
      ['box', 2],
      ['lastAskedIndex', -30],
      ['lastAskedAtMs', 1_795_000_000_000],
      ['tally', tally],
    ]);
  });
});
