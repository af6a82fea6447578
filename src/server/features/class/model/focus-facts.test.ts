import { describe, expect, it } from 'vitest';
import { focusFactsOf } from './focus-facts';
import { fiveAdditions } from '../testing/test-class-objects';

describe('focusFactsOf', () => {
  it('names each focus fact once, also for a session stored with a key twice', () => {
    const settings = {
      ...fiveAdditions,
      focusFacts: ['multiplication:8:10', 'multiplication:8:10', 'addition:3:5'],
    };
    expect(focusFactsOf({ settings })).toEqual([
      { operation: 'multiplication', operand1: 8, operand2: 10 },
      { operation: 'addition', operand1: 3, operand2: 5 },
    ]);
  });
});
