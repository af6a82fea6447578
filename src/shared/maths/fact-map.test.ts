import { describe, expect, it } from 'vitest';
import { countStatuses, factAt, factGrid, factStatus, limitRemembered } from './fact-map';
import { EMPTY_SCHEDULER_STATE, recordAnswer, type Fact } from './fact-scheduler';

const sevenEights: Fact = { operation: 'multiplication', operand1: 7, operand2: 8 };

describe('the fact map', () => {
  it('shows a fact as not seen, learning after a miss, fluent only after two spaced quick answers', () => {
    expect(factStatus(EMPTY_SCHEDULER_STATE, sevenEights)).toBe('notSeen');
    const missed = recordAnswer(EMPTY_SCHEDULER_STATE, sevenEights, {
      correct: false,
      fluent: true,
      questionIndex: 0,
    });
    expect(factStatus(missed, sevenEights)).toBe('learning');
    const slow = recordAnswer(missed, sevenEights, {
      correct: true,
      fluent: false,
      questionIndex: 4,
    });
    expect(factStatus(slow, sevenEights)).toBe('learning');
    const quick = recordAnswer(slow, sevenEights, {
      correct: true,
      fluent: true,
      questionIndex: 14,
    });
    expect(factStatus(quick, sevenEights)).toBe('learning');
    const again = recordAnswer(quick, sevenEights, {
      correct: true,
      fluent: true,
      questionIndex: 24,
    });
    expect(factStatus(again, sevenEights)).toBe('fluent');
  });

  it('colours both orders of a multiplication, as they are one fact', () => {
    const once = recordAnswer(EMPTY_SCHEDULER_STATE, sevenEights, {
      correct: true,
      fluent: true,
      questionIndex: 0,
    });
    const state = recordAnswer(once, sevenEights, {
      correct: true,
      fluent: true,
      questionIndex: 10,
    });
    const grid = factGrid(state, 'multiplication');
    expect(grid.rows[6]?.[7]?.status).toBe('fluent');
    expect(grid.rows[7]?.[6]?.status).toBe('fluent');
    // Two cells, one fact: of the grid's 55 facts, one is fluent.
    expect(countStatuses(grid)).toEqual({ notSeen: 54, learning: 0, fluent: 1 });
    expect(countStatuses(factGrid(EMPTY_SCHEDULER_STATE, 'addition')).notSeen).toBe(55);
    expect(countStatuses(factGrid(EMPTY_SCHEDULER_STATE, 'division')).notSeen).toBe(100);
  });

  it('has a division cell per divisor and quotient, and subtraction cells only below the diagonal', () => {
    expect(factAt('division', 8, 7)).toEqual({ operation: 'division', operand1: 56, operand2: 8 });
    expect(factAt('subtraction', 3, 5)).toBeNull();
    expect(factAt('subtraction', 5, 5)).toBeNull();
    expect(factAt('subtraction', 5, 3)).toEqual({
      operation: 'subtraction',
      operand1: 5,
      operand2: 3,
    });
    expect(countStatuses(factGrid(EMPTY_SCHEDULER_STATE, 'subtraction')).notSeen).toBe(45);
  });

  it('grows a times-table grid to 1-12 once the 11 or 12 times table was practised, and only then', () => {
    const answered = (fact: Fact) =>
      recordAnswer(EMPTY_SCHEDULER_STATE, fact, { correct: true, fluent: true, questionIndex: 0 });
    const twelveSevens = answered({ operation: 'multiplication', operand1: 7, operand2: 12 });
    const grid = factGrid(twelveSevens, 'multiplication');
    expect(grid.rowNumbers).toHaveLength(12);
    expect(grid.rows[11]?.[6]?.status).toBe('learning');
    expect(grid.rows[6]?.[11]?.status).toBe('learning');
    expect(factGrid(twelveSevens, 'division').rowNumbers).toHaveLength(10);
    const byTwelve = answered({ operation: 'division', operand1: 84, operand2: 12 });
    expect(factGrid(byTwelve, 'division').rows[11]?.[6]?.status).toBe('learning');
    for (const narrow of [
      answered({ operation: 'multiplication', operand1: 9, operand2: 10 }),
      answered({ operation: 'multiplication', operand1: 13, operand2: 2 }),
      answered({ operation: 'addition', operand1: 12, operand2: 3 }),
    ])
      for (const operation of ['multiplication', 'addition'] as const)
        expect(factGrid(narrow, operation).rowNumbers).toHaveLength(10);
  });

  it('forgets the facts asked longest ago beyond the limit, but never a missed one', () => {
    let state = EMPTY_SCHEDULER_STATE;
    for (let i = 0; i < 10; i += 1)
      state = recordAnswer(
        state,
        { operation: 'addition', operand1: i + 1, operand2: 50 },
        { correct: i !== 0, fluent: true, questionIndex: i },
      );
    const limited = limitRemembered(state, 4);
    expect(Object.keys(limited.facts).sort()).toEqual(
      ['addition:1:50', 'addition:7:50', 'addition:8:50', 'addition:9:50', 'addition:10:50'].sort(),
    );
    expect(limitRemembered(limited, 10)).toBe(limited);
  });
});
