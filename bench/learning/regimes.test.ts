import { describe, expect, it } from 'vitest';
import { factKey } from '../../src/shared/maths/fact-scheduler';
import { cellsOf } from './cells';
import { TABLES_6_TO_8, WHOLE_RANGE } from './fact-sets';
import {
  LESSONS_OF_10,
  LESSONS_OF_30,
  ONE_SITTING,
  REGIMES,
  TABLES_6_TO_8_LESSONS_OF_10,
} from './regimes';

describe('the regimes and their facts', () => {
  it('practise 1-10 × 1-10 as 100 ordered facts and 55 keys', () => {
    expect(WHOLE_RANGE.orderedFacts).toHaveLength(100);
    expect(WHOLE_RANGE.keys).toHaveLength(55);
    expect(WHOLE_RANGE.keyNames.size).toBe(55);
  });

  it('practise the tables 6-8 as the 51 ordered facts and 27 keys with a factor 6, 7 or 8', () => {
    expect(TABLES_6_TO_8.orderedFacts).toHaveLength(51);
    expect(TABLES_6_TO_8.keys).toHaveLength(27);
    expect(new Set(TABLES_6_TO_8.orderedFacts.map(factKey))).toEqual(TABLES_6_TO_8.keyNames);
    for (const { operand1, operand2 } of TABLES_6_TO_8.orderedFacts) {
      expect([operand1, operand2].some((n) => n >= 6 && n <= 8)).toBe(true);
      expect(Math.max(operand1, operand2)).toBeLessThanOrEqual(10);
    }
    expect(TABLES_6_TO_8.tables).toEqual([6, 7, 8]);
  });

  it('order the keys easy tables first, restricted to the set', () => {
    expect(new Set(TABLES_6_TO_8.keysEasyFirst.map(factKey))).toEqual(TABLES_6_TO_8.keyNames);
    expect(TABLES_6_TO_8.keysEasyFirst.slice(0, 3).map(factKey)).toEqual([
      'multiplication:1:6',
      'multiplication:1:7',
      'multiplication:1:8',
    ]);
    const last = TABLES_6_TO_8.keysEasyFirst.at(-1);
    expect(last === undefined ? '' : factKey(last)).toBe('multiplication:8:9');
    expect(WHOLE_RANGE.keysEasyFirst.slice(0, 2).map(factKey)).toEqual([
      'multiplication:1:1',
      'multiplication:1:2',
    ]);
  });

  it('give lessons of 30 and 10 over 1-10, of 10 over the tables 6-8, and one sitting', () => {
    expect([LESSONS_OF_30, LESSONS_OF_10, TABLES_6_TO_8_LESSONS_OF_10, ONE_SITTING]).toEqual(
      REGIMES,
    );
    expect(REGIMES.map((regime) => [regime.questionsPerLesson, regime.facts.keys.length])).toEqual([
      [30, 55],
      [10, 55],
      [10, 27],
      [null, 55],
    ]);
  });

  it('make 16 cells, and as few as the filters keep', () => {
    expect(cellsOf({})).toHaveLength(16);
    expect(cellsOf({ model: 'race', regime: 'tables-6-8', input: 'typed' })).toEqual([
      { model: 'race', regime: 'tables-6-8', input: 'typed' },
    ]);
    expect(cellsOf({ regime: 'lessons-10,sitting' })).toHaveLength(8);
    expect(() => cellsOf({ input: 'spoken' })).toThrow(/--input/);
  });
});
