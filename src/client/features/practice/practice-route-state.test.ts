import { describe, expect, it } from 'vitest';
import { readPracticeSettings } from './practice-route-state';

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
