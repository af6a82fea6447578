import { describe, expect, it } from 'vitest';
import { practiceRouteState, readPracticeSettings } from './practice-route-state';

describe('readPracticeSettings', () => {
  it('takes the mode, range and picked tables from the difficulty screen', () => {
    const state = { difficultyMode: 'normal', minNumber: 1, maxNumber: 10, tables: [7, 8, 7] };
    expect(readPracticeSettings(state)).toEqual({
      mode: 'normal',
      range: { min: 1, max: 10 },
      tables: [7, 8],
    });
  });

  it('falls back to Normal 1-10 with every fact for a missing or malformed state', () => {
    expect(readPracticeSettings(undefined)).toEqual({ mode: 'normal', range: { min: 1, max: 10 } });
    expect(readPracticeSettings({ tables: [13] })).toEqual({
      mode: 'normal',
      range: { min: 1, max: 10 },
    });
  });
});

describe('practiceRouteState', () => {
  it('sends the range and picked tables that readPracticeSettings reads back', () => {
    const settings = { mode: 'adaptive', range: { min: 1, max: 12 }, tables: [6, 7] } as const;
    const state = practiceRouteState('division', settings);
    expect(state).toMatchObject({ mathType: 'division', isAdaptive: true, tables: [6, 7] });
    expect(readPracticeSettings(state)).toEqual(settings);
  });

  it('leaves tables out for an operation that does not take them, or when none are picked', () => {
    const range = { min: 1, max: 10 };
    expect(
      practiceRouteState('addition', { mode: 'normal', range, tables: [7] }),
    ).not.toHaveProperty('tables');
    expect(
      practiceRouteState('multiplication', { mode: 'normal', range, tables: [] }),
    ).not.toHaveProperty('tables');
  });
});
