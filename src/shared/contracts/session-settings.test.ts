import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import { operationConfigSchema } from './session-settings';

const times = { type: 'multiplication', numberRange: { min: 1, max: 10 }, challengeCount: 10 };

describe('an operation’s picked tables', () => {
  it('accepts tables 1 to 12, each once, for multiplication and division', () => {
    expect(safeParse(operationConfigSchema, { ...times, tables: [6, 7, 8] }).success).toBe(true);
    const division = { ...times, type: 'division', tables: [12] };
    expect(safeParse(operationConfigSchema, division).success).toBe(true);
  });

  it('refuses a table outside 1-12, a table twice, an empty list and tables for addition', () => {
    for (const tables of [[13], [0], [7, 7], [], [2.5]])
      expect(safeParse(operationConfigSchema, { ...times, tables }).success).toBe(false);
    const addition = { ...times, type: 'addition', tables: [7] };
    expect(safeParse(operationConfigSchema, addition).success).toBe(false);
  });
});
