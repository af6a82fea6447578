import { describe, expect, it } from 'vitest';
import { EVERY_MODE_SETTINGS } from '#shared/contracts/test-session-settings';
import {
  adjustedFields,
  adjustedNumber,
  rangeFromDraft,
  draftFromSettings,
  INITIAL_DRAFT,
  newOperationDraft,
  settingsFromDraft,
} from './settings-draft';

describe('settingsFromDraft', () => {
  it('sends the initial form as addition 1-10 with 10 questions and auto start', () => {
    expect(settingsFromDraft(INITIAL_DRAFT)).toEqual({
      operations: [{ type: 'addition', numberRange: { min: 1, max: 10 }, challengeCount: 10 }],
      autoStart: true,
      continuousMode: false,
      examMode: false,
      examDurationMinutes: 30,
      randomizeOperations: false,
    });
  });

  it('falls back to 1 and 10 for ranges that are not numbers and clamps them to 1-100', () => {
    const draft = {
      ...INITIAL_DRAFT,
      operations: [
        { ...newOperationDraft(1, 'division'), min: 'abc', max: '' },
        { ...newOperationDraft(2, 'addition'), min: '-4', max: '500' },
      ],
    };
    const settings = settingsFromDraft(draft);
    expect(settings !== 'noOperations' && settings.operations.map((op) => op.numberRange)).toEqual([
      { min: 1, max: 10 },
      { min: 1, max: 100 },
    ]);
  });

  it('falls back to 10 questions and clamps to 5-50, and swaps a range given backwards', () => {
    const draft = {
      ...INITIAL_DRAFT,
      operations: [
        { ...newOperationDraft(1, 'addition'), questions: 'x', min: '20', max: '5' },
        { ...newOperationDraft(2, 'addition'), questions: '99' },
      ],
    };
    const settings = settingsFromDraft(draft);
    expect(
      settings !== 'noOperations' &&
        settings.operations.map((op) => [op.challengeCount, op.numberRange]),
    ).toEqual([
      [10, { min: 5, max: 20 }],
      [50, { min: 1, max: 10 }],
    ]);
  });

  it('falls back to 30 exam minutes and clamps to 1-180', () => {
    const minutes = (examDurationMinutes: string) => {
      const settings = settingsFromDraft({ ...INITIAL_DRAFT, examMode: true, examDurationMinutes });
      return settings === 'noOperations' ? undefined : settings.examDurationMinutes;
    };
    expect([minutes('soon'), minutes('0'), minutes('45'), minutes('999')]).toEqual([
      30, 1, 45, 180,
    ]);
  });

  it('keeps a time limit only when one is typed', () => {
    const settings = settingsFromDraft({
      ...INITIAL_DRAFT,
      operations: [
        { ...newOperationDraft(1, 'addition'), timeLimitSeconds: '20' },
        newOperationDraft(2, 'subtraction'),
      ],
    });
    expect(
      settings !== 'noOperations' && settings.operations.map((op) => op.timeLimitSeconds),
    ).toEqual([20, undefined]);
  });

  it('sends ticked tables with multiplication and division only', () => {
    const times = { ...newOperationDraft(1, 'multiplication'), tables: [6, 7, 8] };
    const plus = { ...newOperationDraft(2, 'addition'), tables: [7] };
    const sent = settingsFromDraft({ ...INITIAL_DRAFT, operations: [times, plus] });
    if (sent === 'noOperations') throw new Error('expected settings');
    expect(sent.operations[0]?.tables).toEqual([6, 7, 8]);
    expect(sent.operations[1]).not.toHaveProperty('tables');
    expect(draftFromSettings(sent).operations[0]?.tables).toEqual([6, 7, 8]);
  });

  it('refuses a form without operations', () => {
    expect(settingsFromDraft({ ...INITIAL_DRAFT, operations: [] })).toBe('noOperations');
  });
});

describe('draftFromSettings', () => {
  it('fills the form with settings that it sends back unchanged (the remembered configuration)', () => {
    const settings = EVERY_MODE_SETTINGS;
    const draft = draftFromSettings(settings);
    expect(draft.operations.map((operation) => operation.key)).toEqual([1, 2]);
    expect(settingsFromDraft(draft)).toEqual(settings);
  });
});

describe('adjustedFields', () => {
  it('names each typed number the session will change, with what it uses instead', () => {
    const operation = {
      ...newOperationDraft(1, 'addition'),
      min: '0',
      max: '500',
      questions: '4',
      timeLimitSeconds: '7.5',
    };
    expect(adjustedFields(operation)).toEqual([
      { field: 'min', min: 1, max: 100, used: 1 },
      { field: 'max', min: 1, max: 100, used: 100 },
      { field: 'questions', min: 5, max: 50, used: 5 },
      { field: 'timeLimitSeconds', min: 5, max: 300, used: 7 },
    ]);
  });

  it('agrees with what settingsFromDraft sends', () => {
    const operation = { ...newOperationDraft(1, 'addition'), questions: '3', max: '250' };
    const settings = settingsFromDraft({ ...INITIAL_DRAFT, operations: [operation] });
    const sent = settings === 'noOperations' ? undefined : settings.operations[0];
    const used = Object.fromEntries(
      adjustedFields(operation).map((entry) => [entry.field, entry.used]),
    );
    expect(used).toEqual({ max: sent?.numberRange.max, questions: sent?.challengeCount });
  });

  it('reads a number as a number field gives it: 1e2 is 100, and 7.5 is used as 7', () => {
    const operation = { ...newOperationDraft(1, 'addition'), max: '1e2', questions: '7.5' };
    expect(adjustedFields(operation)).toEqual([{ field: 'questions', min: 5, max: 50, used: 7 }]);
    const settings = settingsFromDraft({ ...INITIAL_DRAFT, operations: [operation] });
    expect(settings !== 'noOperations' && settings.operations[0]?.numberRange.max).toBe(100);
  });

  it('leaves the range to the swapped note when the smallest is above the largest', () => {
    const operation = {
      ...newOperationDraft(1, 'addition'),
      min: '500',
      max: '50',
      questions: '4',
    };
    expect(adjustedFields(operation)).toEqual([{ field: 'questions', min: 5, max: 50, used: 5 }]);
    expect(rangeFromDraft(operation)).toEqual({ min: 50, max: 100, swapped: true });
  });

  it('lists nothing for numbers within bounds, written otherwise, or fields left empty', () => {
    const operation = {
      ...newOperationDraft(1, 'addition'),
      min: '05',
      max: '7.0',
      questions: ' 12 ',
      timeLimitSeconds: '',
    };
    expect(adjustedFields(operation)).toEqual([]);
  });
});

describe('rangeFromDraft', () => {
  it('says the range is swapped when the smallest is above the largest, as typed or as a fallback', () => {
    const range = (min: string, max: string) =>
      rangeFromDraft({ ...newOperationDraft(1, 'addition'), min, max });
    expect(range('20', '5')).toEqual({ min: 5, max: 20, swapped: true });
    expect(range('20', '')).toEqual({ min: 10, max: 20, swapped: true });
    expect(range('500', '50')).toEqual({ min: 50, max: 100, swapped: true });
  });

  it('does not call a range swapped when it is in order, equal, or only clamped', () => {
    const range = (min: string, max: string) =>
      rangeFromDraft({ ...newOperationDraft(1, 'addition'), min, max }).swapped;
    expect([range('5', '20'), range('7', '7'), range('0', '-3'), range('', '')]).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('adjustedNumber', () => {
  it('gives the exam minutes sent for a number outside 1-180, as settingsFromDraft sends them', () => {
    for (const typed of ['0', '240', '45', '', 'soon']) {
      const settings = settingsFromDraft({ ...INITIAL_DRAFT, examDurationMinutes: typed });
      const sent = settings === 'noOperations' ? undefined : settings.examDurationMinutes;
      const used = adjustedNumber(typed, 1, 180);
      expect(used ?? sent, typed).toBe(sent);
      expect(used === undefined, typed).toBe(!['0', '240'].includes(typed));
    }
  });
});
