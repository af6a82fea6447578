import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_SCHEDULER_STATE,
  MISSED_RETURN_GAP,
  NEW_FACT_PRIORITY,
  factKey,
  recordAnswer,
} from './fact-scheduler';
import { factOf } from './generate-problem';
import { createRng } from './rng';
import { enumerateFacts } from './fact-domain';
import { MATH_OPERATIONS } from './operations';
import {
  MAX_LISTED_FACTS,
  SAMPLED_FACTS,
  candidateFacts,
  scheduledProblem,
} from './scheduled-problem';

/** Questions after which a missed fact comes before the new facts of a range. */
const MISSED_WAIT = MISSED_RETURN_GAP * NEW_FACT_PRIORITY;

describe('scheduled problems', () => {
  it('asks a missed fact again before new ones once it has waited, also in a range too wide to list', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom(1, 20), (seed, level) => {
        const spec = { operation: 'addition', level, range: { min: 1, max: 100 } } as const;
        const rng = createRng(seed);
        let state = EMPTY_SCHEDULER_STATE;
        const first = scheduledProblem(state, spec, rng, { questionIndex: 0 });
        const missedKey = factKey(factOf(first));
        state = recordAnswer(state, factOf(first), {
          correct: false,
          fluent: false,
          questionIndex: 0,
        });
        const returns: number[] = [];
        for (let index = 1; index <= MISSED_WAIT; index += 1) {
          const problem = scheduledProblem(state, spec, rng, { questionIndex: index });
          if (factKey(factOf(problem)) === missedKey) returns.push(index);
          state = recordAnswer(state, factOf(problem), {
            correct: true,
            fluent: true,
            questionIndex: index,
          });
        }
        expect(returns).toEqual([MISSED_WAIT]);
      }),
      { numRuns: 20 },
    );
  });

  it('never asks the same fact twice in a row, for any operation and range', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.constantFrom(...MATH_OPERATIONS),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1, max: 30 }),
        (seed, operation, level, max) => {
          const spec = { operation, level, range: { min: 1, max } };
          const listed = enumerateFacts(spec, MAX_LISTED_FACTS);
          fc.pre(listed === undefined || new Set(listed.map(factKey)).size > 1);
          const rng = createRng(seed);
          let state = EMPTY_SCHEDULER_STATE;
          for (let index = 0; index < 30; index += 1) {
            const fact = factOf(scheduledProblem(state, spec, rng, { questionIndex: index }));
            expect(factKey(fact)).not.toBe(state.lastKey);
            const outcome = { correct: index % 3 !== 0, fluent: true, questionIndex: index };
            state = recordAnswer(state, fact, outcome);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('gives the same problems for the same seed and state', () => {
    const spec = { operation: 'multiplication', level: 3, range: { min: 1, max: 10 } } as const;
    const a = scheduledProblem(EMPTY_SCHEDULER_STATE, spec, createRng(5), { questionIndex: 0 });
    const b = scheduledProblem(EMPTY_SCHEDULER_STATE, spec, createRng(5), { questionIndex: 0 });
    expect(a).toEqual(b);
  });

  it('samples a wide range instead of listing it, and still brings a missed fact back', () => {
    const spec = { operation: 'addition', level: 20, range: { min: 1, max: 500 } } as const;
    expect(candidateFacts(spec, createRng(1))).toHaveLength(SAMPLED_FACTS);
    const missed = recordAnswer(
      { ...EMPTY_SCHEDULER_STATE, lastKey: 'addition:1:1' },
      { operation: 'addition', operand1: 123, operand2: 321 },
      { correct: false, fluent: false, questionIndex: 0 },
    );
    const later = { ...missed, lastKey: 'addition:1:1' };
    const moment = { questionIndex: MISSED_WAIT };
    expect(factOf(scheduledProblem(later, spec, createRng(2), moment))).toEqual({
      operation: 'addition',
      operand1: 123,
      operand2: 321,
    });
  });

  it('brings a fact missed at an easier level back after the student moved up', () => {
    // Level 1 asks the 1, 2, 5 and 10 tables; level 3 the 3, 4 and 6 tables.
    const easy = { operation: 'multiplication', operand1: 5, operand2: 7 } as const;
    const missed = recordAnswer(EMPTY_SCHEDULER_STATE, easy, {
      correct: false,
      fluent: false,
      questionIndex: 0,
    });
    const state = { ...missed, lastKey: 'multiplication:3:3' };
    const spec = { operation: 'multiplication', level: 3, range: { min: 1, max: 10 } } as const;
    const moment = { questionIndex: MISSED_WAIT };
    expect(factKey(factOf(scheduledProblem(state, spec, createRng(4), moment)))).toBe(
      'multiplication:5:7',
    );
  });

  it('asks a favoured fact of the range even when the level would not', () => {
    const spec = { operation: 'multiplication', level: 1, range: { min: 1, max: 10 } } as const;
    const favoured = new Set(['multiplication:7:8']);
    const rng = createRng(9);
    let hits = 0;
    for (let index = 0; index < 200; index += 1)
      if (
        factKey(
          factOf(
            scheduledProblem(EMPTY_SCHEDULER_STATE, spec, rng, { questionIndex: index }, favoured),
          ),
        ) === 'multiplication:7:8'
      )
        hits += 1;
    expect(hits).toBeGreaterThan(70);
  });
});
